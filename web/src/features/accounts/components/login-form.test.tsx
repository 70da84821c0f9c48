import { accountMessages } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { currentUserQuery } from '../../../lib/auth';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function renderLogin() {
  const view = renderApp({ pages: pageRoutes, path: '/login' });
  const form = screen.getByRole('form', { name: 'Sign in' });
  return { ...view, form };
}

async function signIn(email = 'ada@example.com', password = 'Secret#123') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('validates on change and on blur, before any submit', async () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada');
    expect(await screen.findByText(accountMessages.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(accountMessages.emailInvalid);

    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(await screen.findByText(accountMessages.passwordRequired)).toBeInTheDocument();

    // The password rules of spec section 5 apply as it is typed.
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'short');
    expect(password).toHaveAccessibleDescription(accountMessages.passwordMin);
    await userEvent.clear(password);
    await userEvent.type(password, 'longenough');
    expect(password).toHaveAccessibleDescription(accountMessages.passwordUppercase);
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    // The toggle is named by its text, so looking up "password" by label finds the input alone.
    expect(screen.getAllByLabelText(/password/i)).toEqual([password]);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores the user and opens the dashboard, sending Remember me', async () => {
    const user = buildUser({ email: 'ada@example.com' });
    const api = mockApi({ 'POST /auth/login': () => answer(200, { msg: { user } }) });
    const { router, queryClient } = renderLogin();

    await userEvent.click(screen.getByLabelText('Remember me'));
    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret#123',
      rememberMe: true,
    });
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual(user);
  });

  it('shows the server message under the form and as an error notification', async () => {
    mockApi({
      'POST /auth/login': () => answer(401, { msg: 'Failed to login. The email or password is incorrect.', code: 'INVALID_CREDENTIALS' }),
    });
    const { form, router } = renderLogin();
    await signIn();

    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to login. The email or password is incorrect.');
    expect(screen.getAllByText('Failed to login. The email or password is incorrect.')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a password that breaks the rules, keeping their message under it: it may predate them, and the server decides', async () => {
    const api = mockApi({
      'POST /auth/login': () => answer(401, { msg: 'Failed to login. The email or password is incorrect.', code: 'INVALID_CREDENTIALS' }),
    });
    const { form } = renderLogin();
    await signIn('ada@example.com', 'wrongpassword');

    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to login. The email or password is incorrect.');
    expect(api.callsTo('POST /auth/login')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(accountMessages.passwordUppercase));
  });

  it('sends nothing without a password or with a malformed e-mail', async () => {
    const api = mockApi({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(accountMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(accountMessages.emailInvalid);
    expect(api.callsTo('POST /auth/login')).toHaveLength(0);
  });

  it('falls back to "Failed to login" when the answer has no message', async () => {
    mockApi({ 'POST /auth/login': () => new Response('Bad gateway', { status: 502 }) });
    const { form } = renderLogin();
    await signIn();

    expect(await within(form).findByRole('alert')).toHaveTextContent(accountMessages.loginFailed);
    expect(screen.getAllByText(accountMessages.loginFailed)).toHaveLength(2);
  });

  it('offers a new activation link to an account not activated yet', async () => {
    const notActivated = 'Your account is not activated yet.';
    const resent = 'If an account with this email is waiting for activation, we have sent it a new activation link.';
    const api = mockApi({
      'POST /auth/login': () => answer(403, { msg: notActivated, code: 'ACCOUNT_NOT_ACTIVATED' }),
      'POST /auth/resend-activation': () => answer(200, { msg: resent }),
    });
    const { form } = renderLogin();
    await signIn('new@example.com');

    expect(await within(form).findByRole('alert')).toHaveTextContent(notActivated);
    await userEvent.click(within(form).getByRole('button', { name: 'Send a new activation link' }));

    expect(await within(form).findByText(resent)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/resend-activation')[0]?.body).toEqual({ email: 'new@example.com' });
  });

  it('links to forgot password and sign up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });
});
