import { accountMessages as m, todayIsoDate } from '@creds/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const valid = {
  'Full Name': 'Ada Lovelace',
  'Email Address': 'ada@example.com',
  'Date of Birth': '1990-03-05',
  Password: 'Secret#123',
  'Confirm Password': 'Secret#123',
} as const;
type Label = keyof typeof valid;

function renderRegister() {
  const view = renderApp({ pages: pageRoutes, path: '/register' });
  return { ...view, form: screen.getByRole('form', { name: 'Register your account' }) };
}

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return todayIsoDate(date);
}

/** Types (or, for the date, sets) a value and leaves the field, as a person would. */
async function fill(label: Label, value: string) {
  const input = screen.getByLabelText(label);
  if (label === 'Date of Birth') {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
    return;
  }
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.tab();
}

async function fillValid(except: Label[] = []) {
  for (const [label, value] of Object.entries(valid) as [Label, string][]) {
    if (!except.includes(label)) await fill(label, value);
  }
}

describe('register', () => {
  it('shows every required message when submitted empty', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    for (const message of [m.usernameRequired, m.emailRequired, m.dobRequired, m.passwordRequired, m.retypeRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it.each<[Label, string, string]>([
    ['Full Name', 'Al', m.usernameMin],
    ['Full Name', 'A'.repeat(65), m.usernameMax],
    ['Email Address', 'ada-at-example.com', m.emailInvalid],
    ['Email Address', `${'a'.repeat(95)}@example.com`, m.emailMax],
    ['Date of Birth', '1949-12-31', m.dobBefore1950],
    ['Date of Birth', '2999-01-01', m.dobFuture],
    ['Date of Birth', yearsAgo(17), m.dobUnderage],
    ['Password', 'Ab1#', m.passwordMin],
    ['Password', `Ab1#${'x'.repeat(29)}`, m.passwordMax],
    ['Password', 'secret#123', m.passwordUppercase],
    ['Password', 'SECRET#123', m.passwordLowercase],
    ['Password', 'Secret#abc', m.passwordNumber],
    ['Password', 'Secret1234', m.passwordSpecial],
  ])('%s "%s" shows "%s"', async (label, value, message) => {
    renderRegister();
    await fill(label, value);
    const input = screen.getByLabelText(label);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  });

  it('shows "Invalid date specified" for a partly typed date', async () => {
    renderRegister();
    const input = screen.getByLabelText('Date of Birth');
    // What the browser reports while only part of the date is typed.
    Object.defineProperty(input, 'validity', { value: { badInput: true } });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(await screen.findByText(m.dobInvalid)).toBeInTheDocument();
  });

  it('checks the confirmation against the password, also after the password changes', async () => {
    renderRegister();
    await fill('Password', 'Secret#123');
    await fill('Confirm Password', 'Secret#124');
    expect(await screen.findByText(m.retypeMismatch)).toBeInTheDocument();

    await fill('Password', 'Secret#124');
    await waitFor(() => expect(screen.queryByText(m.retypeMismatch)).not.toBeInTheDocument());
  });

  it('registers, records the event, says so and opens /login', async () => {
    const done = 'Registration successful! Check your email for the link to activate your account.';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi({
      'GET /auth/valid-username/Ada Lovelace': () => answer(200, { msg: { available: true } }),
      'POST /auth/register': () => answer(200, { status: '200', msg: done }),
      'POST /events/registration-complete': () => answer(500, { msg: 'down' }),
    });
    const { router } = renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText(done)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/register')[0]?.body).toEqual({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      dob: '1990-03-05',
      password: 'Secret#123',
    });
    expect(api.callsTo('POST /events/registration-complete')[0]?.body).toEqual({
      email: 'ada@example.com',
      client_user_agent: navigator.userAgent,
    });
    // The event's failure is only logged.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });

  it('treats an answer without status "200" as a failure and shows its message', async () => {
    mockApi({ 'POST /auth/register': () => answer(200, { status: '500', msg: 'Registration is closed.' }) });
    const { router } = renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    // Once, in the error notification (spec section 8).
    expect(await screen.findByText('Registration is closed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('puts a field conflict under its field, and falls back to "Failed to register the account."', async () => {
    const taken = m.emailTaken;
    let status = 409;
    mockApi({
      'POST /auth/register': () =>
        status === 409
          ? answer(409, { msg: taken, code: 'CONFLICT', fields: { email: taken } })
          : new Response('', { status: 500 }),
    });
    renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(taken));
    expect(screen.getByLabelText('Email Address')).toHaveFocus();

    status = 500;
    await fill('Email Address', 'ada.king@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Once, in the error notification (spec section 8).
    expect(await screen.findByText(m.registerFailed)).toBeInTheDocument();
  });

  it('links to /login', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
