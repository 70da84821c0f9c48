import { accountMessages } from '@creds/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { answer, mockApi, networkDown } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function submitEmail() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
}

describe('forgot password', () => {
  it('goes email → code → new password → /login with the spec notices', async () => {
    const api = mockApi({
      'POST /auth/forgot-password': () => answer(200, { msg: accountMessages.forgotPasswordSent }),
      'POST /email/verify-code': () => answer(200, { msg: 'Code verified. Choose your new password.' }),
      'POST /service/password-reset': () => answer(200, { msg: accountMessages.passwordResetDone }),
    });
    const { router } = renderApp({ pages: pageRoutes, path: '/forgot-password' });
    expect(await heading('Forgot Password')).toBeInTheDocument();

    await submitEmail();
    expect(await heading('Verify Code')).toHaveFocus();
    expect(screen.getByText(accountMessages.forgotPasswordSent)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(accountMessages.verificationCodeLength)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification Code'), 'ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));

    expect(await heading('Set Password')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('New Password'), 'Better#456');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Better#456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText(accountMessages.passwordResetDone)).toBeInTheDocument();
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/forgot-password', { email: 'ada@example.com' }],
      ['/email/verify-code', { email: 'ada@example.com', auth_code: 'ABCD2345' }],
      ['/service/password-reset', { email: 'ada@example.com', auth_code: 'ABCD2345', password: 'Better#456' }],
    ]);
  });

  it('falls back to "Failed to send the verification code."', async () => {
    mockApi({ 'POST /auth/forgot-password': () => new Response('', { status: 500 }) });
    renderApp({ pages: pageRoutes, path: '/forgot-password' });
    await submitEmail();
    expect(screen.getByRole('form', { name: 'Forgot Password' })).toBeInTheDocument();
    // Once, in the error notification (spec section 8).
    expect(await screen.findByText(accountMessages.sendCodeFailed)).toBeInTheDocument();
  });

  it('shows a wrong code under the input, and the fallbacks for failed and unanswered checks', async () => {
    let reply: () => Promise<Response> | Response = () =>
      answer(400, {
        msg: 'The verification code is incorrect.',
        code: 'TOKEN_INVALID',
        fields: { auth_code: 'The verification code is incorrect.' },
      });
    mockApi({
      'POST /auth/forgot-password': () => answer(200, { msg: accountMessages.forgotPasswordSent }),
      'POST /email/verify-code': () => reply(),
    });
    renderApp({ pages: pageRoutes, path: '/forgot-password' });
    await submitEmail();
    await heading('Verify Code');

    const code = screen.getByLabelText('Verification Code');
    await userEvent.type(code, 'WRONG123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The verification code is incorrect.'));

    expect(screen.getByRole('form', { name: 'Verify Code' })).toBeInTheDocument();
    reply = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    // Once, in the error notification (spec section 8).
    expect(await screen.findByText(accountMessages.submitCodeFailed)).toBeInTheDocument();

    reply = networkDown;
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    // Once, in the error notification (spec section 8).
    expect(await screen.findByText(accountMessages.offline)).toBeInTheDocument();
  });

  it('falls back to "Failed to reset password."', async () => {
    mockApi({
      'POST /auth/forgot-password': () => answer(200, { msg: accountMessages.forgotPasswordSent }),
      'POST /email/verify-code': () => answer(200, { msg: 'ok' }),
      'POST /service/password-reset': () => new Response('', { status: 500 }),
    });
    renderApp({ pages: pageRoutes, path: '/forgot-password' });
    await submitEmail();
    await heading('Verify Code');
    await userEvent.type(screen.getByLabelText('Verification Code'), 'ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await heading('Set Password');
    await userEvent.type(screen.getByLabelText('New Password'), 'Better#456');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Better#456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByRole('form', { name: 'Set Password' })).toBeInTheDocument();
    // Once, in the error notification (spec section 8).
    expect(await screen.findByText(accountMessages.resetFailed)).toBeInTheDocument();
  });
});
