import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApplicationReview } from '../../features/accreditation/test/factories';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { resolveLazyRoutes } from '../../test/resolve-lazy-routes';
import { accreditationRoutes } from '../accreditation-routes';
import { pageRoutes } from '../router';

beforeAll(() => resolveLazyRoutes(accreditationRoutes));
afterEach(() => vi.unstubAllGlobals());

const admin = buildUser({ role: 'admin' });
const id = '7d5c9c4e-0d5a-4a43-9d47-8a7bf9a4a111';
const path = `/admin/accreditation/applications/${id}`;
const institute = {
  certificateId: 'AC-12345674',
  name: 'Lakeshore Technical College',
  country: 'Canada',
  startDate: '2026-11-04',
  endDate: '2027-11-04',
  comment: null,
  link: 'https://lakeshore.example',
  state: 'current' as const,
  yearsAccredited: 1,
  renewal: null,
};

describe('refunding an application’s fee', () => {
  it('warns that the refund of an approved application withdraws its accreditation', async () => {
    const paidAt = new Date(Date.now() - 86_400_000).toISOString();
    const api = mockApi({
      [`GET /admin/accreditation/applications/${id}`]: () =>
        answer(200, { msg: buildApplicationReview({ id, status: 'approved', paidAt, institute, payment: { id: 'p1', status: 'succeeded', amountCents: 19_900, provider: 'sandbox', paidAt } }) }),
      'POST /admin/payments/p1/refund': () => answer(200, { msg: 'The payment has been refunded.' }),
    });
    renderApp({ pages: pageRoutes, path, user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Refund payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent(
      "$199.00 goes back to the applicant's card in full. The accreditation of Lakeshore Technical College is withdrawn with it: the institute leaves the public registry, and anyone verifying certificate AC-12345674 is told it was withdrawn. This cannot be undone.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The payment has been refunded.')).toBeInTheDocument();
    // It names the certificate it was told the refund withdraws: the server refuses it if that changed meanwhile.
    expect(api.callsTo('POST /admin/payments/p1/refund').map((call) => call.body)).toEqual([{ expectedCertificateId: 'AC-12345674' }]);
  });

  it('says nothing about an accreditation when the application was not approved', async () => {
    const paidAt = new Date(Date.now() - 86_400_000).toISOString();
    mockApi({
      [`GET /admin/accreditation/applications/${id}`]: () => answer(200, { msg: buildApplicationReview({ id, paidAt, payment: { id: 'p1', status: 'succeeded', amountCents: 19_900, provider: 'sandbox', paidAt } }) }),
    });
    renderApp({ pages: pageRoutes, path, user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Refund payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this payment?' });
    expect(dialog).not.toHaveTextContent(/accreditation/i);
  });
});
