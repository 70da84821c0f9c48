import { jobMessages, jobNames } from '@creds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { answer, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { pageRoutes } from '../router';

const queues = jobNames.map((name) => ({ name, waiting: 0, active: 0, failed: 0, completed: 3 }));
const failedMail = {
  id: '6f1c2d4e-0000-4000-8000-000000000001',
  name: 'mail.deliver',
  error: 'connect ECONNREFUSED 127.0.0.1:9',
  retryCount: 5,
  createdOn: '2026-11-20T09:00:00.000Z',
  completedOn: '2026-11-20T10:00:00.000Z',
};
const failedSweep = { ...failedMail, id: '6f1c2d4e-0000-4000-8000-000000000002', name: 'files.sweep', error: 'The storage is full', retryCount: 0 };
const admin = buildUser({ role: 'admin' });

describe('the background jobs page', () => {
  it('shows each queue in plain words with its counts, and says when nothing has failed', async () => {
    mockApi({ 'GET /admin/jobs': () => answer(200, { msg: { queues: queues.map((queue) => (queue.name === 'mail.deliver' ? { ...queue, waiting: 2, active: 1 } : queue)), failed: [] } }) });
    renderApp({ pages: pageRoutes, path: '/admin/jobs', user: admin });

    expect(await screen.findByRole('heading', { level: 1, name: 'Background jobs' })).toBeInTheDocument();
    const mail = (await screen.findByRole('heading', { level: 3, name: 'Sending e-mail' })).closest('li')!;
    expect(within(mail).getByText('Waiting').nextSibling).toHaveTextContent('2');
    expect(within(mail).getByText('Running').nextSibling).toHaveTextContent('1');
    for (const title of ['Reconciling payments', 'Renewal reminders', 'Tidying stored files']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('No failed jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Review console' })).getByRole('link', { name: 'Background jobs' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists a failed job with when, what and the error in plain words, and retries it', async () => {
    let failed = [failedMail, failedSweep];
    const api = mockApi({
      'GET /admin/jobs': () => answer(200, { msg: { queues, failed } }),
      [`POST /admin/jobs/mail.deliver/${failedMail.id}/retry`]: () => {
        failed = [failedSweep];
        return answer(200, { msg: jobMessages.retried });
      },
    });
    renderApp({ pages: pageRoutes, path: '/admin/jobs', user: admin });

    const row = (await screen.findByRole('rowheader', { name: /Sending e-mail/ })).closest('tr')!;
    expect(within(row).getByText('20 Nov 2026, 10:00 UTC')).toBeInTheDocument();
    expect(within(row).getByText('The other server refused the connection: it may be down, or its address or port may be wrong.')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:9')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '6' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Failed jobs (2)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Retry Sending e-mail \(failed 20 Nov 2026, 10:00/ }));
    expect(await screen.findByText(`Sending e-mail: ${jobMessages.retried}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Sending e-mail/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Tidying stored files/ })).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/jobs/mail.deliver/${failedMail.id}/retry`)).toHaveLength(1);
    expect(api.callsTo('GET /admin/jobs')).toHaveLength(2);
  });

  it('says why a retry was refused, and refreshes the list', async () => {
    const api = mockApi({
      'GET /admin/jobs': () => answer(200, { msg: { queues, failed: [failedSweep] } }),
      [`POST /admin/jobs/files.sweep/${failedSweep.id}/retry`]: () => answer(404, { msg: jobMessages.notFailed, code: 'NOT_FOUND' }),
    });
    renderApp({ pages: pageRoutes, path: '/admin/jobs', user: admin });

    await userEvent.click(await screen.findByRole('button', { name: /^Retry Tidying stored files/ }));
    expect(await screen.findByText(jobMessages.notFailed)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/jobs')).toHaveLength(2));
  });

  it('says when the jobs cannot be loaded, and tries again', async () => {
    let isDown = true;
    mockApi({
      'GET /admin/jobs': () => (isDown ? answer(500, { msg: 'Something went wrong on our side. Please try again later.' }) : answer(200, { msg: { queues, failed: [] } })),
    });
    renderApp({ pages: pageRoutes, path: '/admin/jobs', user: admin });

    expect(await screen.findByText('Something went wrong on our side. Please try again later.', {}, { timeout: 5_000 })).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });

  it('is for admins only', () => {
    const api = mockApi({});
    renderApp({ pages: pageRoutes, path: '/admin/jobs', user: buildUser({ role: 'reviewer' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
