import { errorMessages, evaluationMessages as m } from '@creds/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildResult } from '../test/factories';
import { mockUpload } from '../test/mock-upload';

const description = 'This course teaches Python to beginners. Students use Git every week and write small programs.';
const person = () => userEvent.setup({ applyAccept: false, delay: null });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderForm(user = buildUser({ id: 'learner-1' })) {
  return renderApp({ pages: [...pageRoutes, { path: '/elsewhere', element: <p>Elsewhere</p> }], path: '/equivalence', user });
}

function setDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillAll(typing: ReturnType<typeof userEvent.setup>) {
  await typing.type(screen.getByLabelText('Course Name'), 'Python Programming');
  setDate('Course Start Date', '2024-01-15');
  setDate('Course End Date', '2024-05-10');
  await typing.type(screen.getByLabelText('Credit Hours'), '45');
  await typing.selectOptions(screen.getByLabelText('Learning Mode'), 'Online');
  await typing.type(screen.getByLabelText('Institute Name'), 'Lakeside Community College');
  await typing.type(screen.getByLabelText('Institute Website'), 'www.lakeside.edu');
  await typing.type(screen.getByLabelText('Institute Country'), 'Canada');
  await typing.type(screen.getByLabelText('Contact Name'), 'Grace Hopper');
  await typing.type(screen.getByLabelText('Contact Email'), 'registrar@lakeside.edu');
  fireEvent.change(screen.getByLabelText('Course Description'), { target: { value: description } });
  await typing.upload(screen.getByLabelText('Proof of Completion'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' }));
}

const priceAndPreview = () => ({
  'GET /payments/evaluation': () => answer(200, { msg: 500 }),
  'POST /evaluation/type/text': () => answer(200, { msg: { description, wordCount: 16, language: 'eng', isEnglish: true } }),
});

const reload = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('the evaluation form after a reload, a navigation or a failed Evaluate', { timeout: 20_000 }, () => {
  it('restores every typed field and the pasted description for the same user, says the files must be attached again, and shows nothing to another user', async () => {
    mockApi(priceAndPreview());
    const first = renderForm();
    expect(screen.queryByText(m.draftRestored)).not.toBeInTheDocument();
    await fillAll(person());
    first.unmount();

    const again = renderForm();
    expect(screen.getByLabelText('Course Name')).toHaveValue('Python Programming');
    expect(screen.getByLabelText('Course Start Date')).toHaveValue('2024-01-15');
    expect(screen.getByLabelText('Course End Date')).toHaveValue('2024-05-10');
    expect(screen.getByLabelText('Credit Hours')).toHaveValue('45');
    expect(screen.getByLabelText('Learning Mode')).toHaveValue('online');
    expect(screen.getByLabelText('Institute Name')).toHaveValue('Lakeside Community College');
    expect(screen.getByLabelText('Institute Website')).toHaveValue('www.lakeside.edu');
    expect(screen.getByLabelText('Institute Country')).toHaveValue('Canada');
    expect(screen.getByLabelText('Contact Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Contact Email')).toHaveValue('registrar@lakeside.edu');
    expect(screen.getByLabelText('Course Description')).toHaveValue(description);
    expect(screen.getByText(m.draftRestored)).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('proof.png');
    again.unmount();

    renderForm(buildUser({ id: 'someone-else' }));
    expect(screen.getByLabelText('Course Name')).toHaveValue('');
    expect(screen.queryByText(m.draftRestored)).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes (in the app and on reload), and leaves only when told', async () => {
    mockApi(priceAndPreview());
    const { router } = renderForm();
    expect(reload()).toBe(true);
    await person().type(screen.getByLabelText('Course Name'), 'Python Programming');
    // The form state follows the (asynchronous) check of the change.
    await waitFor(() => expect(reload()).toBe(false), { timeout: 5_000 });

    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the evaluation?' }, { timeout: 5_000 });
    await person().click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/equivalence');
    expect(screen.getByLabelText('Course Name')).toHaveValue('Python Programming');

    void router.navigate('/elsewhere');
    await person().click(within(await screen.findByRole('alertdialog', { name: 'Leave the evaluation?' }, { timeout: 5_000 })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('once the result is shown, clears the draft and lets the page go without asking', async () => {
    mockApi(priceAndPreview());
    mockUpload(() => ({ status: 200, body: { msg: buildResult() } }));
    const { router } = renderForm();
    const typing = person();
    await fillAll(typing);
    expect(sessionStorage.length).toBe(1);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText(m.submitted)).toBeInTheDocument();
    expect(screen.getByLabelText('Course Name')).toBeDisabled();
    expect(sessionStorage.length).toBe(0);
    expect(reload()).toBe(true);
    await router.navigate('/elsewhere');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says what the server said when the session has expired, and keeps the form as it is', async () => {
    const expired = 'Your session has expired. Please sign in again.';
    mockApi({ ...priceAndPreview(), 'POST /auth/validate-session': () => answer(401, { msg: expired }) });
    mockUpload(() => ({ status: 401, body: 'Unauthorized' }));
    renderForm();
    const typing = person();
    await fillAll(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect((await screen.findByText(expired)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Course Name')).toHaveValue('Python Programming');
    expect(screen.getByLabelText('Course Description')).toHaveValue(description);
    expect(screen.getByText('proof.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evaluate' })).toBeEnabled();
  });

  it('says the session has expired for a 401 without a message', async () => {
    mockApi(priceAndPreview());
    mockUpload(() => ({ status: 401, body: '' }));
    renderForm();
    const typing = person();
    await fillAll(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect((await screen.findByText(errorMessages.sessionExpired)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Course Name')).toHaveValue('Python Programming');
  });

  it('focuses the first field the server refused, in the order of the form', async () => {
    mockApi(priceAndPreview());
    mockUpload(() => ({
      status: 400,
      body: { msg: 'Check the marked fields.', code: 'VALIDATION_FAILED', fields: { proof: 'The file is not an image.', creditHours: 'Credit hour must be at most 999' } },
    }));
    renderForm();
    const typing = person();
    await fillAll(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    const hours = screen.getByLabelText('Credit Hours');
    await waitFor(() => expect(hours).toHaveAccessibleDescription('Credit hour must be at most 999'));
    expect(screen.getByLabelText('Proof of Completion')).toHaveAccessibleDescription('The file is not an image.');
    await waitFor(() => expect(hours).toHaveFocus());
  });
});
