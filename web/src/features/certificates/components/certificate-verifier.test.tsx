import { certificateMessages, timing } from '@creds/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildCertificate } from '../../../test/certificate-factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function renderValidate(path = '/validate') {
  const view = renderApp({ pages: pageRoutes, path });
  const result = screen.getByRole('region', { name: 'Validation Result' });
  return { ...view, result };
}

/** The honeypot is hidden from people and assistive technology: found by its label, as a bot finds it. */
const antiSpamBox = () => screen.getByLabelText<HTMLInputElement>('I am not a robot');

async function fillForm(user = userEvent.setup(), id = '12345674', name = 'Ada Lovelace') {
  await user.type(screen.getByLabelText('Certificate ID'), id);
  await user.type(screen.getByLabelText('Exact Name'), name);
}

const validate = () => screen.getByRole('button', { name: 'Validate' });

describe('verify certificate form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the two panels, the placeholders and the prompt before any result', () => {
    const { result } = renderValidate();
    expect(screen.getByRole('heading', { level: 2, name: 'Verify Certificate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate ID')).toHaveAttribute('placeholder', '123456');
    expect(screen.getByLabelText('Exact Name')).toHaveAttribute('placeholder');
    expect(within(result).getByText(certificateMessages.prompt)).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Clear?' })).not.toBeInTheDocument();
  });

  it('keeps the anti-spam box out of sight, out of the tab order and hidden from assistive technology', () => {
    renderValidate();
    const box = antiSpamBox();
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAttribute('tabindex', '-1');
    expect(box.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps the anti-spam box inside the form (not off the page), where a click reaches it', async () => {
    renderValidate();
    const box = antiSpamBox();
    expect(box).toHaveAttribute('name', 'antiSpam');
    expect(screen.getByRole('form', { name: 'Verify Certificate' })).toContainElement(box);
    await userEvent.click(box);
    expect(box).toBeChecked();
  });

  it('validates on change and on blur', async () => {
    renderValidate();
    const id = screen.getByLabelText('Certificate ID');
    await userEvent.click(id);
    await userEvent.tab();
    expect(await screen.findByText(certificateMessages.idRequired)).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(id, '1');
    await waitFor(() => expect(screen.queryByText(certificateMessages.idRequired)).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('Exact Name'), 'Al');
    expect(await screen.findByText('Name is too short')).toBeInTheDocument();
  });

  it('waits 500 ms when the anti-spam box is ticked, then says "You are a robot!" without calling the server', async () => {
    const api = mockApi({ 'POST /certificate/verify': () => answer(200, { msg: buildCertificate() }) });
    renderValidate();
    await fillForm();
    fireEvent.click(antiSpamBox());
    // Only the submission runs on fake time: typing needs none.
    vi.useFakeTimers();
    fireEvent.click(validate());

    await act(() => vi.advanceTimersByTimeAsync(timing.antiSpamDelayMs - 20));
    expect(screen.queryByText(certificateMessages.robot)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Validating/ })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(within(screen.getByRole('alert')).getByText(certificateMessages.robot)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/certificate'))).toEqual([]);
    expect(screen.getByText(certificateMessages.prompt)).toBeInTheDocument();
  });

  it('waits 10 ms for a person, then calls the server with the id and the name only', async () => {
    const api = mockApi({ 'POST /certificate/verify': () => answer(200, { msg: null }) });
    renderValidate();
    await fillForm();
    vi.useFakeTimers();
    fireEvent.click(validate());

    await act(() => vi.advanceTimersByTimeAsync(timing.humanSubmitDelayMs - 5));
    expect(api.callsTo('POST /certificate/verify')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(api.callsTo('POST /certificate/verify')).toHaveLength(1);
    expect(api.callsTo('POST /certificate/verify')[0]?.body).toEqual({ certificateId: '12345674', certificateName: 'Ada Lovelace' });
  });

  it('shows "Invalid Certificate!" with its help for no match, and Clear? resets the form and the result', async () => {
    const api = mockApi({ 'POST /certificate/verify': () => answer(200, { msg: null }) });
    const { result } = renderValidate();
    await fillForm();
    await userEvent.click(validate());

    expect(await within(result).findByText(certificateMessages.invalid)).toBeInTheDocument();
    expect(within(result).getByText(certificateMessages.invalidHelp)).toBeInTheDocument();
    expect(api.callsTo('PATCH /analytics/update-verifications')).toHaveLength(0);

    await userEvent.click(within(result).getByRole('button', { name: 'Clear?' }));
    expect(within(result).getByText(certificateMessages.prompt)).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Clear?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Certificate ID')).toHaveValue('');
    expect(screen.getByLabelText('Exact Name')).toHaveValue('');
  });

  it('reads an answer with only the fields of spec section 3, and an empty msg as no match', async () => {
    const specCertificate = {
      id: '12345674',
      courseName: 'Spec-shaped course',
      complexity: 'Novice',
      courseStartDate: '2025-01-06',
      courseEndDate: '2025-04-25',
      instituteName: 'Harbour Polytechnic',
      issuedOn: '2025-05-02',
      hoursCompleted: 40,
    };
    mockApi({ 'POST /certificate/verify': () => answer(200, { msg: specCertificate }), 'PATCH /analytics/update-verifications': () => answer(200, { msg: 1 }) });
    const first = renderValidate();
    await fillForm();
    await userEvent.click(validate());
    expect(await within(first.result).findByText('Valid', { exact: true })).toBeInTheDocument();
    expect(within(first.result).getByText('Spec-shaped course')).toBeInTheDocument();
    expect(within(first.result).getByText('Harbour Polytechnic')).toBeInTheDocument();
    expect(within(first.result).getByText(/Issued to Ada Lovelace/)).toBeInTheDocument();
    first.unmount();

    mockApi({ 'POST /certificate/verify': () => answer(200, { msg: '' }) });
    const second = renderValidate();
    await fillForm();
    await userEvent.click(validate());
    expect(await within(second.result).findByText(certificateMessages.invalid)).toBeInTheDocument();
    expect(screen.queryByText(certificateMessages.validateFailed)).not.toBeInTheDocument();
  });

  it('shows "Valid" with the lines of the certificate and counts the verification', async () => {
    const api = mockApi({
      'POST /certificate/verify': () => answer(200, { msg: buildCertificate() }),
      'PATCH /analytics/update-verifications': () => answer(200, { msg: 1 }),
    });
    const { result } = renderValidate();
    await fillForm();
    await userEvent.click(validate());

    expect(await within(result).findByText(certificateMessages.valid)).toBeInTheDocument();
    const read = (term: string) => within(result).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(read('Certificate ID')).toBe('12345674');
    expect(read('Name')).toBe('Data Structures and Algorithms');
    expect(read('Level')).toContain('Intermediate');
    expect(read('Course Start Date')).toBe('8 January 2024');
    expect(read('Course End Date')).toBe('3 May 2024');
    expect(read('Institute')).toBe('Example State University');
    expect(read('Issued On')).toBe('14 February 2025');
    expect(read('Hours Completed')).toBe('45');
    await waitFor(() => expect(api.callsTo('PATCH /analytics/update-verifications')).toHaveLength(1));
    expect(within(result).getByRole('link', { name: 'Open the certificate page' })).toHaveAttribute(
      'href',
      '/certificates/12345674?name=Ada%20Lovelace',
    );
  });

  it('shows a valid result even when counting the verification fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'POST /certificate/verify': () => answer(200, { msg: buildCertificate() }),
      'PATCH /analytics/update-verifications': () => answer(500, { msg: 'Something went wrong on our side.' }),
    });
    const { result } = renderValidate();
    await fillForm();
    await userEvent.click(validate());
    expect(await within(result).findByText(certificateMessages.valid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a revoked certificate as revoked, with the date and the reason, never as valid', async () => {
    mockApi({
      'POST /certificate/verify': () =>
        answer(200, { msg: buildCertificate({ revoked: true, revokedAt: '2025-03-01T12:00:00.000Z', revokeReason: 'Issued in error.' }) }),
      'PATCH /analytics/update-verifications': () => answer(200, { msg: 1 }),
    });
    const { result } = renderValidate();
    await fillForm();
    await userEvent.click(validate());

    expect(await within(result).findByText(certificateMessages.revoked)).toBeInTheDocument();
    expect(result).toHaveTextContent('revoked this certificate on 1 March 2025');
    expect(result).toHaveTextContent('Reason: Issued in error.');
    expect(within(result).queryByText(certificateMessages.valid)).not.toBeInTheDocument();
  });

  it("on failure shows the server's message as an error notification and the result as invalid", async () => {
    mockApi({ 'POST /certificate/verify': () => answer(429, { msg: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' }) });
    const { result } = renderValidate();
    await fillForm();
    await userEvent.click(validate());

    expect(await within(screen.getByRole('alert')).findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(within(result).getByText(certificateMessages.invalid)).toBeInTheDocument();
  });

  it('falls back to "Failed to validate certificate" when the failure has no message', async () => {
    mockApi({ 'POST /certificate/verify': () => new Response('Bad gateway', { status: 502 }) });
    const { result } = renderValidate();
    await fillForm();
    await userEvent.click(validate());

    expect(await within(screen.getByRole('alert')).findByText(certificateMessages.validateFailed)).toBeInTheDocument();
    expect(within(result).getByText(certificateMessages.invalid)).toBeInTheDocument();
  });

  it('fills in the id and the name from the link (the QR code) and shows the result at once', async () => {
    const api = mockApi({
      'POST /certificate/verify': () => answer(200, { msg: buildCertificate() }),
      'PATCH /analytics/update-verifications': () => answer(200, { msg: 1 }),
    });
    const { result, router } = renderValidate('/validate?certificateId=12345674&name=Ada%20Lovelace');
    expect(screen.getByLabelText('Certificate ID')).toHaveValue('12345674');
    expect(screen.getByLabelText('Exact Name')).toHaveValue('Ada Lovelace');

    expect(await within(result).findByText(certificateMessages.valid)).toBeInTheDocument();
    expect(api.callsTo('POST /certificate/verify')).toHaveLength(1);

    await userEvent.click(within(result).getByRole('button', { name: 'Clear?' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Certificate ID')).toHaveValue('');
  });
});
