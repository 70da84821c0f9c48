import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { DecisionForm } from './decision-form';

afterEach(() => vi.unstubAllGlobals());

const id = '7d5c9c4e-0d5a-4a43-9d47-8a7bf9a4a111';
const route = `POST /admin/accreditation/applications/${id}/decision`;

function renderDecision(status: 'under review' | 'more information requested' = 'under review') {
  renderApp({ pages: [{ path: '/', element: <DecisionForm applicationId={id} status={status} /> }] });
}

describe('the accreditation decision', () => {
  it('approves with an optional public comment and says which certificate was issued', async () => {
    const api = mockApi({ [route]: () => answer(200, { msg: 'The application is approved.', certificateId: 'AC-12345674' }) });
    renderDecision();
    await userEvent.type(screen.getByLabelText('Public comment (optional)'), 'Welding programmes');
    await userEvent.click(screen.getByRole('button', { name: 'Approve and list the institute' }));
    expect(await screen.findByText('The application is approved. Certificate No. AC-12345674.')).toBeInTheDocument();
    expect(api.callsTo(route)[0]!.body).toEqual({ decision: 'approve', comment: 'Welding programmes' });
  });

  it('asks for a reason before rejecting, and a question before requesting information', async () => {
    const api = mockApi({ [route]: () => answer(200, { msg: 'Done.', certificateId: null }) });
    renderDecision();
    await userEvent.click(screen.getByRole('radio', { name: /Reject/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject the application' }));
    expect(await screen.findByText('Give the reason, so the applicant knows what to do (at least 10 characters).')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Request more information/ }));
    await userEvent.type(screen.getByLabelText('What do you need?'), 'The programme outline with hours.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(api.callsTo(route)).toHaveLength(1));
    expect(api.callsTo(route)[0]!.body).toEqual({ decision: 'request-information', message: 'The programme outline with hours.' });
  });

  it('offers only rejection while waiting for the applicant', () => {
    mockApi({});
    renderDecision('more information requested');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([expect.stringContaining('Reject')]);
  });
});
