import { timing } from '@creds/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { VersionCheck } from './version-check';
import { VersionWarning, versionMismatchText, versionMismatchTitle } from './version-warning';

const thisBuild = '2026-01-01T10:00:00.000Z';
const newerBuild = '2026-01-02T09:30:00.000Z';

let serverBuildTime: string;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByText(versionMismatchTitle);

beforeEach(() => {
  vi.useFakeTimers();
  serverBuildTime = thisBuild;
  fetchMock = vi.fn<typeof fetch>(async () => Response.json({ buildTime: serverBuildTime }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('version check', () => {
  it('asks for /meta.json with its build time and no caching, and stays quiet on the same build', async () => {
    render(<VersionCheck Warning={VersionWarning} buildTime={thisBuild} />);
    await flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/meta.json?version=${encodeURIComponent(thisBuild)}`);
    expect(init).toMatchObject({ cache: 'no-store' });
    expect(warning()).not.toBeInTheDocument();
  });

  it('shows the version warning for 5 s when the server runs another build', async () => {
    serverBuildTime = newerBuild;
    render(<VersionCheck Warning={VersionWarning} buildTime={thisBuild} />);
    await flush();

    expect(screen.getByRole('status')).toHaveTextContent(`${versionMismatchTitle}${versionMismatchText}`);
    expect(versionMismatchTitle).toBe('Version mismatch detected');
    expect(versionMismatchText).toBe('The application version has changed. Please refresh your webpage!');

    await advance(timing.versionToastMs - 1);
    expect(warning()).toBeInTheDocument();
    await advance(1);
    expect(warning()).not.toBeInTheDocument();
  });

  it('checks again every 5 minutes', async () => {
    render(<VersionCheck Warning={VersionWarning} buildTime={thisBuild} />);
    await flush();
    expect(warning()).not.toBeInTheDocument();

    serverBuildTime = newerBuild;
    await advance(timing.versionCheckIntervalMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warning()).toBeInTheDocument();
  });

  it('can be closed', async () => {
    serverBuildTime = newerBuild;
    render(<VersionCheck Warning={VersionWarning} buildTime={thisBuild} />);
    await flush();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss version notice' }));
    expect(warning()).not.toBeInTheDocument();
  });

  it('loads a lazy warning only when the builds differ (the prerendered public pages)', async () => {
    const loadWarning = vi.fn(async () => ({ default: VersionWarning }));
    const LazyWarning = lazy(loadWarning);
    render(<VersionCheck Warning={LazyWarning} buildTime={thisBuild} />);
    await flush();
    expect(loadWarning).not.toHaveBeenCalled();

    serverBuildTime = newerBuild;
    await advance(timing.versionCheckIntervalMs);
    expect(loadWarning).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(`${versionMismatchTitle}${versionMismatchText}`);
    await advance(timing.versionToastMs);
    expect(warning()).not.toBeInTheDocument();
  });

  it('only logs a failed check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('<html></html>', { status: 503 }));
    render(<VersionCheck Warning={VersionWarning} buildTime={thisBuild} />);
    await flush();

    expect(warn).toHaveBeenCalledWith('Version check failed', expect.any(TypeError));
    expect(warning()).not.toBeInTheDocument();

    await advance(timing.versionCheckIntervalMs);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warning()).not.toBeInTheDocument();
  });
});
