import { errorMessages } from '@creds/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { RespondForm } from './respond-form';

afterEach(() => vi.unstubAllGlobals());

const answer = 'The registration certificate attached is the renewed one, valid until 2031.';

async function sendAnswer() {
  renderApp({ pages: [{ path: '/', element: <RespondForm applicationId="app-1" /> }] });
  await userEvent.type(screen.getByLabelText('Your answer'), answer);
  await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
}

describe("the applicant's answer to the reviewer", () => {
  it('says the connection may be down when the answer cannot be sent, and keeps the typed answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await sendAnswer();
    expect((await screen.findAllByText(errorMessages.offline)).length).toBeGreaterThan(0);
    expect(screen.queryByText(errorMessages.unexpected)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue(answer);
  });

  it("shows the server's message for another failure", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: 'This application is not waiting for an answer.', code: 'CONFLICT' }, { status: 409 })));
    await sendAnswer();
    expect((await screen.findAllByText('This application is not waiting for an answer.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(errorMessages.offline)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue(answer);
  });
});
