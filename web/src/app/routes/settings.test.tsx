import { accountMessages } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PurchaseCreditsDialog } from '../../features/accounts/components/purchase-credits-dialog';
import { buildProfile, buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

const user = buildUser({ username: 'Ada Lovelace', email: 'ada@example.com', role: 'reviewer' });

function renderSettings() {
  return renderApp({ pages: pageRoutes, path: '/settings', user });
}

describe('settings page', () => {
  it('shows who is signed in, 0 EC with Purchase Credits disabled, and the profile read-only fields', async () => {
    mockApi({
      'GET /service/get-account-details': () =>
        answer(200, { msg: buildProfile({ role: 'reviewer', city: 'Dallas', country: 'United States' }) }),
    });
    renderSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings | Creds'));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Reviewer')).toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'Evaluation Credits' });
    expect(within(credits).getByText('0 EC')).toBeInTheDocument();
    expect(within(credits).getByRole('button', { name: 'Purchase Credits' })).toBeDisabled();

    expect(await screen.findByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('March 5, 1990');
    expect(screen.getByLabelText('City')).toHaveValue('Dallas');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    expect(screen.getByRole('option', { name: /United States$/ })).toBeInTheDocument();
  });

  it('saves the profile, rejects what the rules forbid, and notifies the answer', async () => {
    const api = mockApi({
      'GET /service/get-account-details': () => answer(200, { msg: buildProfile() }),
      'PUT /service/account-details-update': () => answer(200, { msg: 'Profile updated successfully.' }),
    });
    renderSettings();

    const city = await screen.findByLabelText('City');
    await userEvent.type(city, 'Dallas 75');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(city).toHaveAccessibleDescription('City can only contain letters and spaces');

    await userEvent.clear(city);
    await userEvent.type(city, 'Dallas');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await userEvent.type(screen.getByLabelText('Education Institute'), "St. John's College (Oxford)");
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(api.callsTo('PUT /service/account-details-update')[0]?.body).toEqual({
      city: 'Dallas',
      country: 'Canada',
      educationInstitute: "St. John's College (Oxford)",
      // Blank fields are left out: the profile update clears every field it is not given.
    });
  });

  it('says "Failed to fetch profile data." when the profile does not load, with no answer too (nothing was submitted)', async () => {
    mockApi({ 'GET /service/get-account-details': () => new Response('', { status: 500 }) });
    const view = renderSettings();
    expect(await screen.findByText(accountMessages.profileFetchFailed)).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /service/get-account-details': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderSettings();
    expect(await screen.findByText(accountMessages.profileFetchFailed, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('sends a visitor whose session has ended to /login', async () => {
    mockApi({
      'GET /service/get-account-details': () => new Response('Unauthorized', { status: 401 }),
      'POST /auth/validate-session': () => answer(401, { msg: 'Your session has expired.', code: 'UNAUTHORIZED' }),
    });
    const { router } = renderSettings();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps what was typed when the session ended before Save, says so, and offers to sign in beside it', async () => {
    mockApi({
      'GET /service/get-account-details': () => answer(200, { msg: buildProfile() }),
      'PUT /service/account-details-update': () => new Response('Unauthorized', { status: 401 }),
      'POST /auth/validate-session': () => answer(401, { msg: 'Your session has expired. Please sign in again.', code: 'UNAUTHORIZED' }),
    });
    const { router } = renderSettings();
    const city = await screen.findByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Austin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(/Your session has expired\. Please sign in again\./)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'in a new tab' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
  });

  it('changes the password, with a wrong current password shown under its input', async () => {
    let reply = () =>
      answer(400, {
        msg: 'Your current password is incorrect.',
        code: 'BAD_REQUEST',
        fields: { currentPassword: 'Your current password is incorrect.' },
      });
    const api = mockApi({
      'GET /service/get-account-details': () => answer(200, { msg: buildProfile() }),
      'POST /service/change-password': () => reply(),
    });
    renderSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));

    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(accountMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.newPasswordConfirmRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current Password'), 'Wrong#123');
    await userEvent.type(screen.getByLabelText('New Password'), 'Better#456');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Better#457');
    expect(await screen.findByText(accountMessages.newPasswordMismatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Better#456');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Your current password is incorrect.'),
    );

    reply = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(accountMessages.changePasswordFailed)).toBeInTheDocument();

    reply = () => answer(200, { msg: 'Password changed successfully.' });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(api.callsTo('POST /service/change-password').at(-1)?.body).toEqual({
      currentPassword: 'Wrong#123',
      newPassword: 'Better#456',
      newPasswordConfirm: 'Better#456',
    });
  });

  it('shows the Coming Soon credits history with nothing to open', async () => {
    mockApi({ 'GET /service/get-account-details': () => answer(200, { msg: buildProfile() }) });
    renderSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Credits History' }));

    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Total Used')).toHaveTextContent('Total Used 0 EC');
    expect(screen.getByRole('button', { name: 'View Full History' })).toBeDisabled();
    // The sample rows are decoration, not data.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('purchase credits dialog', () => {
  it('lists the four packages, 250 EC marked Popular, with Cancel and Proceed to Payment', async () => {
    renderApp({
      pages: [{ path: '/', element: <PurchaseCreditsDialog defaultOpen trigger={<button type="button">Open</button>} /> }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Purchase Credits' });
    for (const [credits, price] of [
      ['100 EC', '$10'],
      ['250 EC', '$20'],
      ['500 EC', '$35'],
      ['1000 EC', '$60'],
    ]) {
      expect(within(dialog).getByRole('radio', { name: new RegExp(`${credits}.*\\${price}`) })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('radio', { name: /Popular/ })).toHaveAccessibleName(/250 EC/);
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
