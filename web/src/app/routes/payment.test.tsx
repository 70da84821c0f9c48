import { paymentMessages, type BadgeStatus } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildHistoryRow } from '../../features/evaluations/test/factories';
import { decidedTexts } from '../../features/payments/lib/payment-texts';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

const user = buildUser();
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function status(overrides: Partial<BadgeStatus> = {}): BadgeStatus {
  return {
    exists: true,
    status: 'pending',
    paymentStatus: 'requires_payment_method',
    clientSecret: 'pi_sandbox_secret_abc',
    amount: 5,
    amountCents: 500,
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

function renderPayment(path = '/equivalence/BADGE1') {
  return renderApp({ pages: pageRoutes, path, user });
}

const detail = () => answer(200, { msg: buildDetail({ id: 'BADGE1', courseName: 'Python Programming' }) });

describe('the payment page', () => {
  it.each<[string, Partial<BadgeStatus>, string, string]>([
    ['requires_payment_method', {}, 'Payment Pending', paymentMessages.pendingText],
    ['processing', { paymentStatus: 'processing' }, 'Payment Pending', paymentMessages.pendingText],
    ['succeeded', { paymentStatus: 'succeeded', clientSecret: null }, 'Payment Successful', paymentMessages.paidText],
    ['canceled', { paymentStatus: 'canceled', clientSecret: null }, 'Payment Failed', paymentMessages.failedText],
    // Once decided, the paid page says what became of the request instead of what will happen.
    ['succeeded, then verified', { status: 'verified', paymentStatus: 'succeeded', clientSecret: null }, 'Payment Successful', decidedTexts.verified!],
    ['succeeded, then rejected', { status: 'unverified', paymentStatus: 'succeeded', clientSecret: null }, 'Payment Successful', decidedTexts.unverified!],
  ])('shows %s as its state, with the large icon, title and text', async (_status, overrides, title, text) => {
    mockApi({ 'GET /badge/status/BADGE1': () => answer(200, { msg: status(overrides) }), 'GET /badge/history/BADGE1': detail });
    renderPayment();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(await screen.findByText('Python Programming')).toBeInTheDocument();
  });

  it('refunded: says so and links to the history, asking for no payment', async () => {
    mockApi({
      'GET /badge/status/BADGE1': () => answer(200, { msg: status({ paymentStatus: 'refunded', clientSecret: null, paidAt: '2026-11-02T10:00:00.000Z', refundedAt: '2026-11-03T10:00:00.000Z' }) }),
      'GET /badge/history/BADGE1': detail,
    });
    renderPayment();
    expect(await screen.findByText(/This payment was refunded on .*2026\. Nothing more is due for this request/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Refunded' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Pending')).not.toBeInTheDocument();
    expect(screen.queryByText(paymentMessages.pendingText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay Now/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View History' })).toHaveAttribute('href', '/history');
  });

  it('shows the loading state until the status arrives', async () => {
    mockApi({ 'GET /badge/status/BADGE1': () => new Promise<Response>(() => {}), 'GET /badge/history/BADGE1': detail });
    renderPayment();
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading Payment Status' })).toBeInTheDocument();
    expect(screen.getByText(paymentMessages.loadingText)).toBeInTheDocument();
  });

  it('pending: Pay Now with the amount, and the pay prompt', async () => {
    mockApi({ 'GET /badge/status/BADGE1': () => answer(200, { msg: status() }), 'GET /badge/history/BADGE1': detail });
    renderPayment();
    expect(await screen.findByRole('button', { name: 'Pay Now ($5.00)' })).toBeInTheDocument();
    expect(screen.getByText(paymentMessages.payPrompt)).toBeInTheDocument();
  });

  it('paid: the receipt and Go to Dashboard to /history; waived: the certificate is requested', async () => {
    mockApi({
      'GET /badge/status/BADGE1': () =>
        answer(200, { msg: status({ paymentStatus: 'succeeded', clientSecret: null, card: { brand: 'visa', last4: '4242' }, paidAt: '2025-03-05T10:00:00Z' }) }),
      'GET /badge/status/BADGE2': () =>
        answer(200, { msg: status({ paymentStatus: 'succeeded', clientSecret: null, provider: 'waiver', waived: true, amount: 0, amountCents: 0 }) }),
      'GET /badge/history/BADGE1': detail,
    });
    renderPayment();
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/history');

    renderPayment('/equivalence/BADGE2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate Requested' })).toBeInTheDocument();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['succeeded', { exists: true, paymentStatus: 'succeeded', clientSecret: null, amount: 5 }, 'Payment Successful', paymentMessages.paidText],
    ['canceled', { exists: true, paymentStatus: 'canceled', clientSecret: null, amount: 5 }, 'Payment Failed', paymentMessages.failedText],
    ['pending', { exists: true, paymentStatus: 'requires_payment_method', clientSecret: 'pi_1_secret_2', amount: 5 }, 'Payment Pending', paymentMessages.pendingText],
  ])('reads %s from an answer with only the four fields of spec section 3', async (_status, msg, title, text) => {
    mockApi({ 'GET /badge/status/BADGE1': () => answer(200, { msg }), 'GET /badge/history/BADGE1': detail });
    renderPayment();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('goes to /history on an answer of exists: false alone', async () => {
    mockApi({ 'GET /badge/status/GONE': () => answer(200, { msg: { exists: false } }) });
    const { router } = renderPayment('/equivalence/GONE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
  });

  it('sends a missing evaluation to /history', async () => {
    mockApi({ 'GET /badge/status/NOPE': () => answer(404, { msg: 'Evaluation not found.', code: 'NOT_FOUND' }) });
    const { router } = renderPayment('/equivalence/NOPE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
  });

  it('sends an evaluation the status call says does not exist to /history', async () => {
    mockApi({ 'GET /badge/status/GONE': () => answer(200, { msg: status({ exists: false, clientSecret: null }) }) });
    const { router } = renderPayment('/equivalence/GONE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
  });

  it('refreshes the history once the status call has requested the certificate', async () => {
    let isRequested = false;
    const row = () =>
      buildHistoryRow({ id: 'BADGE1', courseName: 'Python Programming', status: isRequested ? 'pending' : 'not requested', paymentStatus: null });
    mockApi({
      'GET /badge/history': () => answer(200, { msg: { data: [row()], nextPage: null } }),
      'GET /badge/history/BADGE1': detail,
      'GET /badge/status/BADGE1': () => {
        isRequested = true;
        return answer(200, { msg: status() });
      },
    });
    const { router } = renderApp({ pages: pageRoutes, path: '/history', user });
    expect(within(await screen.findByRole('table')).getByRole('link', { name: /Request Certificate/ })).toBeInTheDocument();

    await router.navigate('/equivalence/BADGE1');
    expect(await screen.findByRole('button', { name: 'Pay Now ($5.00)' })).toBeInTheDocument();
    // History is cached and not refetched on mount (spec section 7): the page had to refresh it.
    await router.navigate('/history');
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/equivalence/BADGE1'));
  });

  it('says the id is required when it is blank', async () => {
    mockApi({});
    renderPayment('/equivalence/%20');
    expect(await screen.findByText(paymentMessages.idRequired)).toBeInTheDocument();
  });

  it('pays in the modal: the message, a notification, the status fetched again, the modal closed', async () => {
    let paid = false;
    const api = mockApi({
      'GET /badge/status/BADGE1': () =>
        answer(200, { msg: paid ? status({ paymentStatus: 'succeeded', clientSecret: null }) : status() }),
      'GET /badge/history/BADGE1': detail,
      'POST /payments/sandbox/confirm': () => {
        paid = true;
        return answer(200, { msg: { status: 'succeeded', error: null } });
      },
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now ($5.00)' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment Details' });
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(dialog).getByLabelText('Expiry date'), `12${nextYear}`);
    await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $5.00' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(paymentMessages.completed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET /badge/status/BADGE1').length).toBeGreaterThanOrEqual(2);
  });
});
