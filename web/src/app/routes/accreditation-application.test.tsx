import { paymentMessages, type ApplicationDetail, type BadgeStatus } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApplicationDetail } from '../../features/accreditation/test/factories';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { resolveLazyRoutes } from '../../test/resolve-lazy-routes';
import { accreditationRoutes } from '../accreditation-routes';
import { pageRoutes } from '../router';

beforeAll(() => resolveLazyRoutes(accreditationRoutes));
afterEach(() => vi.unstubAllGlobals());

const user = buildUser();
const id = '7d5c9c4e-0d5a-4a43-9d47-8a7bf9a4a111';
const path = `/accreditation/applications/${id}`;

function paymentStatus(overrides: Partial<BadgeStatus> = {}): BadgeStatus {
  return {
    exists: true,
    status: 'submitted',
    paymentStatus: 'requires_payment_method',
    clientSecret: 'pi_sandbox_1_secret_abc',
    amount: 199,
    amountCents: 19_900,
    currency: 'usd',
    provider: 'sandbox',
    publishableKey: null,
    waived: false,
    failureMessage: null,
    card: null,
    paidAt: null,
    refundedAt: null,
    ...overrides,
  };
}

describe('an application of mine', () => {
  it('takes the fee by card and then shows the application under review', async () => {
    let application: ApplicationDetail = buildApplicationDetail({ id });
    const api = mockApi({
      [`GET /accreditation/applications/${id}`]: () => answer(200, { msg: application }),
      [`POST /accreditation/applications/${id}/payment`]: () => answer(200, { msg: paymentStatus() }),
      'POST /payments/sandbox/confirm': () => {
        application = buildApplicationDetail({ id, status: 'under review', paymentStatus: 'succeeded', dueAt: '2026-11-09T11:00:00.000Z' });
        return answer(200, { msg: { status: 'succeeded', error: null } });
      },
    });
    renderApp({ pages: pageRoutes, path, user });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeshore Technical College' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(dialog).getByLabelText('Expiry date'), '1234');
    await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $199.00' }));

    expect(await screen.findByText(paymentMessages.completed)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(screen.getByText('9 November 2026')).toBeInTheDocument();
    expect(api.callsTo('POST /payments/sandbox/confirm')[0]!.body).toMatchObject({ clientSecret: 'pi_sandbox_1_secret_abc', card: { number: '4242424242424242', cvc: '123' } });
  });

  it('shows the reviewer’s question and the form to answer it', async () => {
    mockApi({
      [`GET /accreditation/applications/${id}`]: () =>
        answer(200, { msg: buildApplicationDetail({ id, status: 'more information requested', informationRequest: 'Please send the programme hours.' }) }),
    });
    renderApp({ pages: pageRoutes, path, user });
    expect(await screen.findByText('Please send the programme hours.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Answer the reviewer' })).toBeInTheDocument();
  });

  const lakeshore = {
    certificateId: 'AC-12345674',
    name: 'Lakeshore Technical College',
    country: 'Canada',
    startDate: '2026-01-01',
    endDate: '2027-01-01',
    comment: null,
    link: 'https://lakeshore.example',
    state: 'current' as const,
    yearsAccredited: 1,
    renewal: { year: 2, feeCents: 14_900, opensOn: '2026-11-02', isOpen: true, newEndDate: '2028-01-01' },
  };

  it('once approved, shows the certificate, the period in en-GB dates and the next renewal', async () => {
    mockApi({
      [`GET /accreditation/applications/${id}`]: () =>
        answer(200, {
          msg: buildApplicationDetail({
            id,
            status: 'approved',
            institute: lakeshore,
          }),
        }),
    });
    renderApp({ pages: pageRoutes, path, user });
    expect(await screen.findByText('AC-12345674')).toBeInTheDocument();
    expect(screen.getByText(/1 January 2026 - 1 January 2027/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Accreditation certificate \(PDF\)/ })).toHaveAttribute('href', `/api/accreditation/applications/${id}/certificate`);
    expect(screen.getByText(/Renewal for year 2/)).toHaveTextContent('$149.00');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/accreditation/renew/AC-12345674');
  });

  it('once removed from the registry, says the accreditation was withdrawn and offers no certificate or renewal', async () => {
    const institute = { ...lakeshore, state: 'withdrawn' as const };
    mockApi({ [`GET /accreditation/applications/${id}`]: () => answer(200, { msg: buildApplicationDetail({ id, status: 'approved', institute }) }) });
    renderApp({ pages: pageRoutes, path, user });
    expect(await screen.findByRole('heading', { name: 'Accreditation withdrawn' })).toBeInTheDocument();
    expect(screen.getByText(/This accreditation has been withdrawn/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Accreditation certificate \(PDF\)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it("says an application that is not mine (or missing) is not found", async () => {
    mockApi({ [`GET /accreditation/applications/${id}`]: () => answer(404, { msg: 'Application not found.', code: 'NOT_FOUND' }) });
    renderApp({ pages: pageRoutes, path, user });
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
  });
});

describe('the accreditation desk', () => {
  it('keeps the registry to admins and the desk to reviewers and admins', async () => {
    mockApi({ 'GET /admin/accreditation/applications': () => answer(200, { msg: { data: [], nextPage: null, total: 0 } }) });
    const reviewer = renderApp({ pages: pageRoutes, path: '/admin/accreditation/institutes', user: buildUser({ role: 'reviewer' }) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/for administrators only/)).toBeInTheDocument();
    reviewer.unmount();

    const plain = renderApp({ pages: pageRoutes, path: '/admin/accreditation', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    plain.unmount();

    renderApp({ pages: pageRoutes, path: '/admin/accreditation', user: buildUser({ role: 'reviewer' }) });
    expect(await screen.findByRole('heading', { name: 'Accreditation applications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Nothing is waiting for review/)).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Institutes' })).not.toBeInTheDocument();
  });
});
