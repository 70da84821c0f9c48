import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../lib/notifications';
import { PublicSiteShell } from './public-site-shell';

let serverBuildTime: string;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function NotifyButton() {
  const { showError } = useNotifications();
  return (
    <button type="button" onClick={() => showError('Something failed')}>
      Notify
    </button>
  );
}

function renderShell() {
  return render(
    <PublicSiteShell pathname="/">
      <NotifyButton />
    </PublicSiteShell>,
  );
}

beforeEach(() => {
  serverBuildTime = __BUILD_TIME__;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/meta.json')) return Response.json({ buildTime: serverBuildTime });
    return Response.json({ msg: { currentUser: null } });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const metaCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/meta.json'));

describe('prerendered public page shell', () => {
  it('checks the version on load and stays quiet on the same build', async () => {
    renderShell();
    await act(async () => {});

    expect(metaCalls()).toHaveLength(1);
    expect(metaCalls()[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(screen.queryByText('Version mismatch detected')).not.toBeInTheDocument();
  });

  it('shows the version warning, loaded on the mismatch, when the server runs another build', async () => {
    serverBuildTime = '2000-01-01T00:00:00.000Z';
    renderShell();

    expect(await screen.findByText('Version mismatch detected')).toBeInTheDocument();
    expect(screen.getByText('The application version has changed. Please refresh your webpage!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss version notice' }));
    expect(screen.queryByText('Version mismatch detected')).not.toBeInTheDocument();
  });

  it('has the global notification area: a message shows in its live region', async () => {
    renderShell();
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Something failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something failed');
  });
});
