import { accountMessages } from '@creds/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { currentUserQuery } from '../../../lib/auth';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const activationPath = '/account-activate?update_token=abc123';

/** The page's alert: it opens with the spec's failure text, then says why. */
async function activationAlert(): Promise<Element | null> {
  return (await screen.findByText(accountMessages.activationFailed)).closest('[role="alert"]');
}

describe('account activation', () => {
  it('activates once, even in StrictMode, then signs in, opens the dashboard and says so', async () => {
    const user = buildUser();
    const api = mockApi({
      'PATCH /service/account-status-update': () => answer(200, { status: '200', msg: { user } }),
    });
    const { router, queryClient } = renderApp({ pages: pageRoutes, path: activationPath, strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText(accountMessages.activationSuccess)).toBeInTheDocument();
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(user);
    expect(api.callsTo('PATCH /service/account-status-update')).toEqual([
      { method: 'PATCH', path: '/service/account-status-update', body: { update_token: 'abc123' } },
    ]);
  });

  it('shows the server message and offers a new link', async () => {
    const used = 'This activation link has already been used. Sign in with your email and password.';
    const resent = 'If an account with this email is waiting for activation, we have sent it a new activation link.';
    const api = mockApi({
      'PATCH /service/account-status-update': () => answer(410, { msg: used, code: 'TOKEN_USED' }),
      'POST /auth/resend-activation': () => answer(200, { msg: resent }),
    });
    const { router } = renderApp({ pages: pageRoutes, path: activationPath, strict: true });

    expect(await activationAlert()).toHaveTextContent(`${accountMessages.activationFailed} ${used}`);
    expect(router.state.location.pathname).toBe('/account-activate');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new activation link' }));
    expect(await screen.findAllByText(resent)).not.toHaveLength(0);
    expect(api.callsTo('POST /auth/resend-activation')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(api.callsTo('PATCH /service/account-status-update')).toHaveLength(1);
  });

  it('accepts only status "200": another answer is a failure, its object message shown as JSON text', async () => {
    mockApi({ 'PATCH /service/account-status-update': () => answer(200, { status: '500', msg: { user: null } }) });
    renderApp({ pages: pageRoutes, path: activationPath });
    expect(await screen.findByText(/"user":null/)).toBeInTheDocument();
  });

  it('says "Failed to activate account." when the answer has no message', async () => {
    mockApi({ 'PATCH /service/account-status-update': () => new Response('', { status: 500 }) });
    renderApp({ pages: pageRoutes, path: activationPath });
    expect(await activationAlert()).toHaveTextContent(new RegExp(`^${accountMessages.activationFailed}$`));
  });

  it('calls nothing for a link without its token', async () => {
    const api = mockApi({});
    renderApp({ pages: pageRoutes, path: '/account-activate' });
    expect(await activationAlert()).toHaveTextContent(`${accountMessages.activationFailed} The activation link is incomplete.`);
    expect(api.calls).toEqual([]);
  });
});
