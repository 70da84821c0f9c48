import { certificateMessages, evaluationMessages, type HistoryRow } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusDisplay } from '../../features/evaluations/components/history-status';
import { buildDetail, buildHistoryRow } from '../../features/evaluations/test/factories';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

const user = buildUser();

interface FakeServer {
  rows: HistoryRow[];
  /** Every history query, as the server received it. */
  queries: URLSearchParams[];
  /** Answers for other paths, by "METHOD /path". */
  others?: Record<string, () => Response | Promise<Response>>;
  historyAnswer?: () => Response;
}

/** A fetch that pages and searches `rows` as the server does (lowercased title or level, 10 a page). */
function stubServer(server: FakeServer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
      if (route === 'GET /badge/history') {
        server.queries.push(url.searchParams);
        if (server.historyAnswer) return server.historyAnswer();
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const search = url.searchParams.get('search');
        const matching = server.rows.filter(
          (row) => !search || row.courseName.toLowerCase().includes(search) || row.complexity.toLowerCase().includes(search),
        );
        const data = matching.slice((page - 1) * limit, page * limit);
        return Response.json({ msg: { data, nextPage: matching.length > page * limit ? page + 1 : null } });
      }
      const other = server.others?.[route];
      return other ? other() : Response.json({ msg: 'Not found' }, { status: 404 });
    }),
  );
}

function renderHistory() {
  return renderApp({ pages: pageRoutes, path: '/history', user });
}

describe('history status display (spec section 4)', () => {
  it.each<[string, string | null, string]>([
    ['not requested', null, 'request'],
    ['pending', 'succeeded', 'paid'],
    ['pending', 'paid', 'paid'],
    ['pending', 'requires_payment_method', 'pay'],
    ['pending', null, 'pay'],
    ['verified', 'succeeded', 'download'],
    ['unverified', 'succeeded', 'rejected'],
    ['revoked', 'succeeded', 'text'],
  ])('%s with payment %s → %s', (status, paymentStatus, kind) => {
    expect(statusDisplay({ status, paymentStatus }).kind).toBe(kind);
  });
});

describe('the history page', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each status in the Status column and its action in the Action column, as the spec says', async () => {
    const rows = [
      buildHistoryRow({ id: 'NOTREQ', courseName: 'Not requested course' }),
      buildHistoryRow({ id: 'PAID', courseName: 'Paid course', status: 'pending', paymentStatus: 'succeeded' }),
      buildHistoryRow({ id: 'UNPAID', courseName: 'Unpaid course', status: 'pending', paymentStatus: 'requires_payment_method' }),
      buildHistoryRow({ id: 'VERIFIED', courseName: 'Verified course', status: 'verified', paymentStatus: 'succeeded' }),
      buildHistoryRow({ id: 'REJECTED', courseName: 'Rejected course', status: 'unverified', paymentStatus: 'succeeded' }),
      buildHistoryRow({ id: 'REVOKED', courseName: 'Revoked course', status: 'revoked', paymentStatus: 'succeeded' }),
    ];
    stubServer({ rows, queries: [] });
    renderHistory();
    const table = await screen.findByRole('table');
    const columns = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(['Assigned Title', 'Level', 'Rating / Points', 'Date', 'Status', 'Action']);
    const cell = (name: string, column: 'Status' | 'Action') => {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
      return within(row.cells[columns.indexOf(column)]!);
    };

    const request = cell('Not requested course', 'Action').getByRole('link', { name: 'Request Certificate' });
    expect(request).toHaveAccessibleDescription('Opens in a new tab');
    expect(request).toHaveAttribute('href', '/Verify-Certificate?badge_Id=NOTREQ');
    expect(request).toHaveAttribute('target', '_blank');
    expect(cell('Not requested course', 'Status').getByText('not requested')).toBeInTheDocument();
    expect(cell('Paid course', 'Action').getByRole('img', { name: 'Paid: awaiting verification' })).toBeInTheDocument();
    expect(cell('Unpaid course', 'Action').getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/equivalence/UNPAID');
    expect(cell('Unpaid course', 'Status').getByText('pending')).toBeInTheDocument();
    // One download button: the certificate's; the digital credential's name does not say "download".
    expect(cell('Verified course', 'Action').getByRole('button', { name: /download/i })).toHaveAccessibleName('Download the certificate of Verified course');
    expect(cell('Verified course', 'Action').getByRole('button', { name: 'Save the digital credential of Verified course' })).toBeInTheDocument();
    expect(cell('Rejected course', 'Status').getByText(evaluationMessages.rejected)).toBeInTheDocument();
    expect(cell('Rejected course', 'Action').getAllByRole('button').map((button) => button.textContent)).toEqual(['Details of Rejected course']);
    expect(cell('Revoked course', 'Status').getByText('revoked')).toBeInTheDocument();
    expect(cell('Revoked course', 'Action').queryByRole('link')).not.toBeInTheDocument();

    // Each row once in the page: one table at every width, its cells named for the card layout of narrow screens.
    expect(screen.getAllByText('Pay Now')).toHaveLength(1);
    expect(screen.getAllByText(evaluationMessages.rejected)).toHaveLength(1);
    expect(within(table).getAllByRole('columnheader', { name: 'Rating / Points' })).toHaveLength(1);
  });

  it('names each cell\'s column on it, for the card layout of narrow screens, without adding to its text', async () => {
    stubServer({ rows: [buildHistoryRow({ id: 'UNPAID', courseName: 'Unpaid course', status: 'pending', paymentStatus: null })], queries: [] });
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Your evaluations, newest first' });
    const row = within(table).getByRole('rowheader', { name: 'Unpaid course' }).closest('tr')!;
    expect([...row.cells].map((cell) => cell.dataset['label'] ?? null)).toEqual([null, 'Level', 'Rating / Points', 'Date', 'Status', null]);
    expect(row.cells[4]).toHaveTextContent(/^pending$/);
    expect(within(row).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/equivalence/UNPAID');
  });

  it('keeps the rows it shows when the next page fails to load, says why, and Load More tries again', async () => {
    const server: FakeServer = { rows: Array.from({ length: 15 }, (_, index) => buildHistoryRow({ courseName: `Course number ${index + 1}` })), queries: [] };
    stubServer(server);
    renderHistory();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    server.historyAnswer = () => Response.json({ msg: 'The server is busy.', code: 'INTERNAL' }, { status: 503 });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText(/^Error: /, {}, { timeout: 5_000 })).toHaveAttribute('role', 'alert');
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(10);
    server.historyAnswer = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(15));
    expect(screen.queryByText(/^Error: /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nothing more to load' })).toBeDisabled();
  });

  it('loads more until nothing is left', async () => {
    const server: FakeServer = { rows: Array.from({ length: 25 }, (_, index) => buildHistoryRow({ courseName: `Course number ${index + 1}` })), queries: [] };
    stubServer(server);
    renderHistory();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(25));
    expect(screen.getByRole('button', { name: 'Nothing more to load' })).toBeDisabled();
    expect(server.queries.map((query) => [query.get('page'), query.get('limit')])).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
  });

  it('searches, lowercased, once typing has paused for a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server: FakeServer = {
      rows: [buildHistoryRow({ courseName: 'Organic Chemistry' }), buildHistoryRow({ courseName: 'Linear Algebra' })],
      queries: [],
    };
    stubServer(server);
    renderHistory();
    await screen.findByRole('table');
    const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await person.type(screen.getByRole('searchbox', { name: 'Search by title or level' }), 'ALGEBRA');
    await vi.advanceTimersByTimeAsync(900);
    expect(server.queries.map((query) => query.get('search'))).toEqual([null]);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(server.queries.map((query) => query.get('search'))).toEqual([null, 'algebra']));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1));
  });

  it('reads rows with only the fields of spec section 3, the level following from the complexity label', async () => {
    const specRow = {
      id: 'SPEC1',
      badge_id: 'SPEC1',
      courseName: 'Spec-shaped course',
      complexity: 'Advance',
      points: 4,
      badgeCreationDate: '2026-01-15T10:00:00.000Z',
      status: 'pending',
      paymentStatus: null,
    };
    stubServer({ rows: [], queries: [], historyAnswer: () => Response.json({ msg: { data: [specRow] } }) });
    renderHistory();
    const row = await screen.findByRole('row', { name: /Spec-shaped course/ });
    expect(within(row).getByText('Advance')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', '/equivalence/SPEC1');
    expect(screen.getByRole('button', { name: 'Nothing more to load' })).toBeDisabled();
  });

  it('says "No certifications found" when there are none, and "Error: {message}" when loading fails', async () => {
    stubServer({ rows: [], queries: [] });
    const first = renderHistory();
    expect(await screen.findByText(evaluationMessages.historyEmpty)).toBeInTheDocument();
    // Under the table's headings, with nothing more to load.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Assigned Title', 'Level', 'Rating / Points', 'Date', 'Status', 'Action']);
    expect(screen.getByRole('button', { name: 'Nothing more to load' })).toBeDisabled();
    first.unmount();

    stubServer({ rows: [], queries: [], historyAnswer: () => Response.json({ msg: 'The history is resting.' }, { status: 400 }) });
    renderHistory();
    expect(await screen.findByText('Error: The history is resting.')).toBeInTheDocument();
  });

  it('opens a row’s details: skills with evidence, timeline, certificate id, files', async () => {
    const row = buildHistoryRow({ id: 'DETAIL1', courseName: 'Detailed course', status: 'verified', paymentStatus: 'succeeded' });
    stubServer({
      rows: [row],
      queries: [],
      others: {
        'GET /badge/history/DETAIL1': () =>
          Response.json({
            msg: buildDetail({
              ...row,
              certificateId: '12345678',
              files: [{ id: '00000000-0000-4000-8000-000000000001', kind: 'proof', name: 'proof.png', mimeType: 'image/png', sizeBytes: 2048 }],
              timeline: [
                { status: 'not requested', at: '2025-03-05T10:00:00.000Z', note: 'Submitted and evaluated' },
                { status: 'verified', at: '2025-03-07T10:00:00.000Z', note: 'Certificate issued' },
              ],
            }),
          }),
      },
    });
    renderHistory();
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Details of Detailed course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detailed course' });
    expect(await within(dialog).findByText('Certificate issued')).toBeInTheDocument();
    expect(within(dialog).getByText('12345678')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /proof\.png/ })).toHaveAttribute(
      'href',
      '/api/badge/DETAIL1/files/00000000-0000-4000-8000-000000000001',
    );
    expect(within(dialog).getByText('Python', { selector: 'mark' }).closest('blockquote')).toHaveTextContent('This course teaches Python.');
  });

  it('says a certificate whose payment was refunded was revoked, never that it is issued', async () => {
    const row = buildHistoryRow({ id: 'REFUND1', courseName: 'Refunded course', status: 'refunded', paymentStatus: 'refunded' });
    stubServer({ rows: [row], queries: [], others: { 'GET /badge/history/REFUND1': () => Response.json({ msg: buildDetail({ ...row, certificateId: '87654321' }) }) } });
    renderHistory();
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Details of Refunded course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refunded course' });
    expect(await within(dialog).findByText(/was revoked when the payment was refunded/)).toHaveTextContent('Certificate 87654321 was revoked when the payment was refunded.');
    expect(within(dialog).queryByText(/issued\./)).toBeNull();
  });

  it('downloads a verified certificate as certificate.pdf, with the notices of spec section 8', async () => {
    const row = buildHistoryRow({ id: 'CERT1', courseName: 'Certified course', status: 'verified', paymentStatus: 'succeeded' });
    let downloadAnswer: () => Response | Promise<Response> = () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    stubServer({ rows: [row], queries: [], others: { 'GET /certificate/download': () => downloadAnswer() } });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderHistory();
    const download = within(await screen.findByRole('table')).getByRole('button', { name: 'Download the certificate of Certified course' });

    await userEvent.click(download);
    expect(await screen.findByText(certificateMessages.downloading)).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['certificate.pdf']));
    const url = new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(`${url.pathname}${url.search}`).toBe('/api/certificate/download?badge_Id=CERT1');

    downloadAnswer = () => Response.json({ msg: 'Certificate not found.' }, { status: 404 });
    await userEvent.click(download);
    expect(await screen.findByText(certificateMessages.downloadFailed)).toBeInTheDocument();

    downloadAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(download);
    expect(await screen.findByText(certificateMessages.downloadNetworkFailed)).toBeInTheDocument();
  });
});
