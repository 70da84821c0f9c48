import { accountMessages } from '@creds/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../lib/auth';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

describe('logout page', () => {
  it('says "Logging out... Please wait.", signs out once, clears the user and replaces itself with /', async () => {
    let finish: (response: Response) => void = () => {};
    const api = mockApi({
      'POST /auth/logout': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { router, queryClient } = renderApp({ pages: pageRoutes, path: '/logout', user: buildUser(), strict: true });

    expect(await screen.findByText(accountMessages.loggingOut)).toBeInTheDocument();
    finish(answer(200, { msg: 'You have been signed out.' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it('is not undone by the session check of the same page load answering late', async () => {
    const user = buildUser();
    let answerSessionCheck: (response: Response) => void = () => {};
    mockApi({
      'GET /auth/me': () => new Promise<Response>((resolve) => (answerSessionCheck = resolve)),
      'POST /auth/logout': () => answer(200, { msg: 'You have been signed out.' }),
    });
    const { router, queryClient } = renderApp({ pages: pageRoutes, path: '/logout', user: 'checking' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    answerSessionCheck(answer(200, { msg: { currentUser: user } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
  });

  it('shows the server message, or "Failed to logout", as an error and lets the user try again', async () => {
    let reply = () => answer(503, { msg: 'The service is temporarily unavailable.' });
    mockApi({ 'POST /auth/logout': () => reply() });
    const user = buildUser();
    const { router, queryClient } = renderApp({ pages: pageRoutes, path: '/logout', user });

    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(user);

    reply = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(accountMessages.logoutFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
  });
});
