import { reviewMessages } from '@creds/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildReview } from '../../../test/certificate-factories';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const reviewer = buildUser({ role: 'reviewer' });
const path = '/admin/evaluations/BDG-TEST-1';

async function renderDecision(routes: Parameters<typeof mockApi>[0] = {}, review = buildReview()) {
  const api = mockApi({ 'GET /admin/evaluations/BDG-TEST-1': () => answer(200, { msg: review }), ...routes });
  renderApp({ pages: pageRoutes, path, user: reviewer });
  const form = await screen.findByRole('form', { name: 'Decision' });
  return { api, form };
}

describe('review decision', () => {
  it('verifies without a note, and says the certificate was issued', async () => {
    const { api, form } = await renderDecision({
      'PATCH /badge/history/BDG-TEST-1/status': () => answer(200, { msg: reviewMessages.verified, certificateId: '12345674' }),
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Verify and issue certificate' }));

    await waitFor(() => expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')).toHaveLength(1));
    expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')[0]?.body).toEqual({ status: 'verified' });
    expect(await screen.findByText(reviewMessages.verified)).toBeInTheDocument();
  });

  it('will not verify a result at level 0 or with no star, and says what to change first', async () => {
    for (const [result, message] of [
      [{ level: 0, complexity: 'Not provided by AI', points: 0 }, reviewMessages.noLevel],
      [{ level: 5, complexity: 'Expert', points: 0 }, reviewMessages.noPoints],
    ] as const) {
      const { api, form } = await renderDecision({}, buildReview(result));
      await userEvent.click(within(form).getByRole('button', { name: 'Verify and issue certificate' }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')).toHaveLength(0);
      cleanup();
    }
  });

  it('requires a reason of at least 10 characters to reject, and sends it', async () => {
    const { api, form } = await renderDecision({
      'PATCH /badge/history/BDG-TEST-1/status': () => answer(200, { msg: reviewMessages.rejected, certificateId: null }),
    });
    await userEvent.click(within(form).getByLabelText(/^Reject/));
    const reject = within(form).getByRole('button', { name: 'Reject evaluation' });

    await userEvent.click(reject);
    const reason = within(form).getByLabelText('Reason for rejecting');
    expect(await within(form).findByText(reviewMessages.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(reason, 'Too short');
    await userEvent.click(reject);
    expect(within(form).getByText(reviewMessages.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')).toHaveLength(0);

    await userEvent.type(reason, ' — the proof does not name the course.');
    await waitFor(() => expect(within(form).queryByText(reviewMessages.reasonRequired)).not.toBeInTheDocument());
    await userEvent.click(reject);
    await waitFor(() => expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')).toHaveLength(1));
    expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')[0]?.body).toEqual({
      status: 'unverified',
      reason: 'Too short — the proof does not name the course.',
    });
  });

  it("shows the server's refusal under the form", async () => {
    const { form } = await renderDecision({
      'PATCH /badge/history/BDG-TEST-1/status': () => answer(409, { msg: reviewMessages.notReviewable, code: 'CONFLICT' }),
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Verify and issue certificate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(reviewMessages.notReviewable);
  });

  it('offers no decision on the reviewer’s own evaluation', async () => {
    mockApi({ 'GET /admin/evaluations/BDG-TEST-1': () => answer(200, { msg: buildReview({ holderId: reviewer.id }) }) });
    renderApp({ pages: pageRoutes, path, user: reviewer });
    expect(await screen.findByText('This is your own evaluation. Another reviewer must decide it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Decision' })).not.toBeInTheDocument();
  });

  it('shows the rejection reason of a decided evaluation instead of the form', async () => {
    mockApi({
      'GET /admin/evaluations/BDG-TEST-1': () =>
        answer(200, { msg: buildReview({ status: 'unverified', rejectionReason: 'The proof is for another course.' }) }),
    });
    renderApp({ pages: pageRoutes, path, user: reviewer });
    expect(await screen.findByText('The proof is for another course.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Decision' })).not.toBeInTheDocument();
  });
});

describe('adjusting the result', () => {
  it('sends the level with its points and the changed skills, with the engine original shown', async () => {
    const { api } = await renderDecision({ 'PATCH /admin/evaluations/BDG-TEST-1': () => answer(200, { msg: reviewMessages.adjusted }) });
    await userEvent.click(screen.getByRole('button', { name: 'Adjust the result' }));
    const form = screen.getByRole('form', { name: 'Adjust the result' });
    expect(within(form).getByText('Engine: Intermediate')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText('Level'), '4');
    expect(within(form).getByLabelText('Points')).toHaveValue('4');
    await userEvent.type(within(form).getByLabelText('Add a skill'), 'Hash tables{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PATCH /admin/evaluations/BDG-TEST-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /admin/evaluations/BDG-TEST-1')[0]?.body).toEqual({ level: 4, points: 4, skills: ['Python', 'Hash tables'] });
  });

  it('will not decide while the adjusted result is unsaved; closing the panel discards the changes', async () => {
    const { api, form: decision } = await renderDecision({
      'PATCH /badge/history/BDG-TEST-1/status': () => answer(200, { msg: reviewMessages.verified, certificateId: '12345674' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Adjust the result' }));
    const form = screen.getByRole('form', { name: 'Adjust the result' });
    await userEvent.selectOptions(within(form).getByLabelText('Level'), '5');
    await userEvent.click(within(decision).getByRole('button', { name: 'Verify and issue certificate' }));
    expect(await within(decision).findByRole('alert')).toHaveTextContent(/The adjusted result is not saved/);
    expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(within(decision).getByRole('button', { name: 'Verify and issue certificate' }));
    await waitFor(() => expect(api.callsTo('PATCH /badge/history/BDG-TEST-1/status')).toHaveLength(1));
  });

  it('says what to change when nothing changed', async () => {
    const { api } = await renderDecision();
    await userEvent.click(screen.getByRole('button', { name: 'Adjust the result' }));
    const form = screen.getByRole('form', { name: 'Adjust the result' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Change the level, the points or the skills.');
    expect(api.callsTo('PATCH /admin/evaluations/BDG-TEST-1')).toHaveLength(0);
  });
});
