import { evaluationMessages as m, todayIsoDate } from '@creds/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildUser } from '../../../test/factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildResult } from '../test/factories';
import { mockUpload } from '../test/mock-upload';

const user = buildUser();

// What one test types is kept as the user's draft; the next starts from an empty form.
afterEach(() => sessionStorage.clear());
const description = 'This course teaches Python to beginners. Students use Git every week and write small programs.';
// Files the pickers would refuse are still chosen, as a person dropping any file would.
const person = () => userEvent.setup({ applyAccept: false, delay: null });
const outlineLabel = 'Course Outline (description file)';

function renderForm() {
  renderApp({ pages: pageRoutes, path: '/equivalence', user });
  return screen.getByRole('form', { name: 'Course evaluation form' });
}

function png(name = 'proof.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}

function setDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillValid(person: ReturnType<typeof userEvent.setup>, { withDescription = true } = {}) {
  await person.type(screen.getByLabelText('Course Name'), 'Python Programming');
  setDate('Course Start Date', '2024-01-15');
  setDate('Course End Date', '2024-05-10');
  await person.type(screen.getByLabelText('Credit Hours'), '45');
  await person.selectOptions(screen.getByLabelText('Learning Mode'), 'Online');
  await person.type(screen.getByLabelText('Institute Name'), 'Lakeside Community College');
  await person.type(screen.getByLabelText('Institute Website'), 'www.lakeside.edu');
  // Typed in any case, a listed country takes the list's spelling.
  await person.type(screen.getByLabelText('Institute Country'), 'united states');
  await person.type(screen.getByLabelText('Contact Name'), 'Grace Hopper');
  await person.type(screen.getByLabelText('Contact Email'), 'registrar@lakeside.edu');
  if (withDescription) fireEvent.change(screen.getByLabelText('Course Description'), { target: { value: description } });
  await person.upload(screen.getByLabelText('Proof of Completion'), png());
}

const priceAndPreview = (cents = 500) => ({
  'GET /payments/evaluation': () => answer(200, { msg: cents }),
  'POST /evaluation/type/text': () => answer(200, { msg: { description, wordCount: 16, language: 'eng', isEnglish: true } }),
});

// A whole form is typed in several tests: more than the default 5 s on a busy machine.
describe('the evaluation form', { timeout: 20_000 }, () => {
  it('shows the message of every rule on an empty submit, and focuses the first field', async () => {
    mockApi(priceAndPreview());
    renderForm();
    await person().click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText(m.courseNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Learning Mode')).toHaveAccessibleDescription(m.learningModeInvalid);
    expect(screen.getByLabelText('Credit Hours')).toHaveAccessibleDescription(m.creditHoursRequired);
    expect(screen.getByLabelText('Institute Country')).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText('Proof of Completion')).toHaveAccessibleDescription(m.fileRequired);
    expect(screen.getByText(m.fileRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Institute Name')).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText('Course Description')).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText('Course Name')).toHaveFocus();
  });

  it('refuses a course date before 1950 or in the future, and offers only dates between in the picker', async () => {
    mockApi(priceAndPreview());
    renderForm();
    const end = screen.getByLabelText('Course End Date');
    expect(end).toHaveAttribute('min', '1950-01-01');
    expect(end).toHaveAttribute('max', todayIsoDate());

    setDate('Course Start Date', '1949-12-31');
    await waitFor(() => expect(screen.getByLabelText('Course Start Date')).toHaveAccessibleDescription('Date cannot be before 1950'));
    setDate('Course End Date', '2999-01-01');
    await waitFor(() => expect(end).toHaveAccessibleDescription('Date cannot be in the future'));
    setDate('Course End Date', todayIsoDate());
    await waitFor(() => expect(end).not.toHaveAccessibleDescription('Date cannot be in the future'));
  });

  it('checks the dates and the credit hours against each other as they change, before the rest is filled', async () => {
    mockApi(priceAndPreview());
    renderForm();
    const hours = screen.getByLabelText('Credit Hours');

    setDate('Course Start Date', '2024-05-10');
    setDate('Course End Date', '2024-01-15');
    await waitFor(() => expect(screen.getByLabelText('Course End Date')).toHaveAccessibleDescription(m.endBeforeStart));

    setDate('Course End Date', '2024-05-11');
    await waitFor(() => expect(screen.getByLabelText('Course End Date')).not.toHaveAccessibleDescription(m.endBeforeStart));

    // Two days hold 48 hours.
    await person().type(hours, '49');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursSpan));
    await person().clear(hours);
    await person().type(hours, '48');
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'false'));

    // A later end date makes room: the hours are checked again when a date changes.
    await person().clear(hours);
    await person().type(hours, '72');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursSpan));
    setDate('Course End Date', '2024-05-12');
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'false'));

    await person().clear(hours);
    await person().type(hours, '1000');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursMax));
  });

  it('checks each file by type as it is chosen', async () => {
    mockApi(priceAndPreview());
    renderForm();
    const proof = screen.getByLabelText('Proof of Completion');
    await person().upload(proof, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(proof).toHaveAccessibleDescription(/Not a valid image type/));
    await person().upload(proof, png());
    await waitFor(() => expect(proof).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByText('proof.png')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB as it is chosen, saying so', async () => {
    mockApi(priceAndPreview());
    renderForm();
    const proof = screen.getByLabelText('Proof of Completion');
    const scan = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await person().upload(proof, scan);
    await waitFor(() => expect(proof).toHaveAccessibleDescription(/The file is too large\. Each file must be 10 MB or smaller\./));
    await person().upload(proof, new File([new Uint8Array(10 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(proof).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows a progress bar while the files go out, then while the course is evaluated', async () => {
    mockApi(priceAndPreview());
    let answer: () => void = () => {};
    mockUpload(() => ({ status: 200, body: { msg: buildResult() } }), { answerAfter: new Promise<void>((resolve) => (answer = resolve)) });
    renderForm();
    const typing = person();
    await fillValid(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evaluating…' })).toBeDisabled();
    answer();
    expect(await screen.findByText(m.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('clears the description when the tab changes', async () => {
    mockApi(priceAndPreview());
    const form = renderForm();
    fireEvent.change(screen.getByLabelText('Course Description'), { target: { value: 'Pasted text' } });

    await person().click(screen.getByRole('tab', { name: 'File Upload' }));
    expect(screen.queryByLabelText('Course Description')).not.toBeInTheDocument();
    await person().upload(within(form).getByLabelText(outlineLabel), new File(['outline'], 'outline.txt', { type: 'text/plain' }));
    expect(screen.getByText('outline.txt')).toBeInTheDocument();

    await person().click(screen.getByRole('tab', { name: 'Text Upload' }));
    expect(screen.getByLabelText('Course Description')).toHaveValue('');
    await person().click(screen.getByRole('tab', { name: 'File Upload' }));
    expect(screen.queryByText('outline.txt')).not.toBeInTheDocument();
  });

  it('sends every field as multipart, shows the result and locks the tabs and inputs', async () => {
    mockApi(priceAndPreview());
    const gitAt = description.indexOf('Git');
    const base = buildResult();
    const result = buildResult({
      skills: base.skills.map((skill) =>
        skill.id === 'computing.version-control'
          ? { ...skill, evidence: [{ field: 'description', start: gitAt, end: gitAt + 3, text: 'Git' }] }
          : skill,
      ),
    });
    const uploads = mockUpload(() => ({ status: 200, body: { msg: result } }));
    renderForm();
    const typing = person();
    await fillValid(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText(m.submitted)).toBeInTheDocument();
    const [upload] = uploads;
    expect(upload?.path).toBe('/badge/create-text');
    expect(upload?.withCredentials).toBe(true);
    expect(Object.fromEntries([...upload!.body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      courseName: 'Python Programming',
      courseStartDate: '2024-01-15',
      courseEndDate: '2024-05-10',
      creditHours: '45',
      learningMode: 'online',
      instituteName: 'Lakeside Community College',
      instituteWebsite: 'https://www.lakeside.edu',
      instituteCountry: 'United States',
      contactName: 'Grace Hopper',
      contactEmail: 'registrar@lakeside.edu',
      description,
    });
    expect((upload!.body.get('proof') as File).name).toBe('proof.png');

    const panel = screen.getByRole('region', { name: 'Evaluation Result' });
    expect(within(panel).getByText(result.badgeId)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Complexity' })).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Skills' })).getByText('Version control')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Pay $5.00' })).toHaveAttribute('href', `/equivalence/${result.badgeId}`);
    expect(within(panel).getByText(m.resultHint)).toBeInTheDocument();

    expect(screen.getByLabelText('Course Name')).toBeDisabled();
    expect(screen.getByLabelText('Course Description')).toBeDisabled();
    expect(screen.getByLabelText('Proof of Completion')).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'File Upload' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Evaluate' })).not.toBeInTheDocument();

    // The evidence: the sentence each skill came from, with the words marked.
    await typing.click(within(panel).getByText('Why this result?'));
    const quote = within(panel).getByText('Git', { selector: 'mark' }).closest('blockquote');
    expect(quote).toHaveTextContent('Students use Git every week and write small programs.');

    // A new course starts from an empty form.
    await typing.click(within(panel).getByRole('button', { name: 'Evaluate another course' }));
    expect(screen.getByLabelText('Course Name')).toHaveValue('');
    expect(screen.getByText(m.noResultYet)).toBeInTheDocument();
  });

  it('says "No skills evaluated" for a result without skills, and Claim Certificate when nothing is due', async () => {
    mockApi(priceAndPreview(0));
    mockUpload(() => ({ status: 200, body: { msg: buildResult({ skillSet: [], skills: [] }) } }));
    renderForm();
    const typing = person();
    await fillValid(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    const panel = await screen.findByRole('region', { name: 'Evaluation Result' });
    expect(await within(panel).findByText(m.noSkills)).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Claim Certificate' })).toBeInTheDocument();
  });

  it('puts the server’s messages under their inputs (the outline file is `description` on the wire)', async () => {
    mockApi(priceAndPreview());
    const uploads = mockUpload(() => ({
      status: 415,
      body: { msg: 'The file is not a PDF.', code: 'UNSUPPORTED_MEDIA_TYPE', fields: { description: 'The file is not a PDF.' } },
    }));
    renderForm();
    const typing = person();
    await typing.click(screen.getByRole('tab', { name: 'File Upload' }));
    await fillValid(typing, { withDescription: false });
    await typing.upload(screen.getByLabelText(outlineLabel), new File(['text'], 'outline.pdf', { type: 'application/pdf' }));
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    await waitFor(() => expect(screen.getByLabelText(outlineLabel)).toHaveAccessibleDescription('The file is not a PDF.'));
    expect(uploads[0]?.path).toBe('/badge/create');
    expect((uploads[0]?.body.get('description') as File).name).toBe('outline.pdf');
    // Under the input and in the error notification; no second copy of it in the form.
    expect(screen.getAllByText('The file is not a PDF.')).toHaveLength(2);
    const form = screen.getByRole('form', { name: 'Course evaluation form' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Course Name')).toBeEnabled();
  });

  it('falls back to "An error occurred. Please try again." when no answer comes', async () => {
    mockApi(priceAndPreview());
    mockUpload(() => ({ status: 502, body: 'Bad gateway' }));
    renderForm();
    const typing = person();
    await fillValid(typing);
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));
    // Once, in the error notification (a live region), not also in the form.
    expect((await screen.findByText(m.submitFailed)).closest('[role="alert"]')).not.toBeNull();
    expect(within(screen.getByRole('form', { name: 'Course evaluation form' })).queryByText(m.submitFailed)).not.toBeInTheDocument();
  });

  it('takes the credit hours as text: "must be a number", "is required", 1 to 999', async () => {
    mockApi(priceAndPreview());
    renderForm();
    const hours = screen.getByLabelText('Credit Hours');
    expect(hours).toHaveAttribute('type', 'text');
    expect(hours).toHaveAttribute('inputmode', 'numeric');

    await person().type(hours, 'abc');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursNumber));
    await person().clear(hours);
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursRequired));
    await person().type(hours, '0');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursMin));
    await person().clear(hours);
    await person().type(hours, '1000');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(m.creditHoursMax));
    await person().clear(hours);
    await person().type(hours, '45');
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'false'));
  });

  it('offers the learning modes in a select, and the country list as suggestions for free text', async () => {
    mockApi(priceAndPreview());
    renderForm();
    const learningMode = screen.getByLabelText('Learning Mode');
    expect(within(learningMode).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Select a learning mode', ''],
      ['Online', 'online'],
      ['Face to face', 'f2f'],
    ]);
    await person().selectOptions(learningMode, 'Face to face');
    expect(learningMode).toHaveValue('f2f');

    const country = screen.getByLabelText('Institute Country');
    const suggestions = document.getElementById(country.getAttribute('list')!);
    expect(suggestions?.tagName).toBe('DATALIST');
    expect(suggestions?.querySelector('option[value="Germany"]')).not.toBeNull();
    await person().type(country, 'Atlantis');
    await person().tab();
    expect(country).toHaveAttribute('aria-invalid', 'false');
    await person().clear(country);
    await waitFor(() => expect(country).toHaveAccessibleDescription(m.required));
  });

  it('has one control labelled "description" in each tab', async () => {
    mockApi(priceAndPreview());
    renderForm();
    expect(screen.getByRole('tablist', { name: 'Input method' })).toBeInTheDocument();
    expect(screen.getByLabelText(/description/i)).toBe(screen.getByLabelText('Course Description'));
    await person().click(screen.getByRole('tab', { name: 'File Upload' }));
    expect(screen.getByLabelText(/description/i)).toBe(screen.getByLabelText(/Course Outline/));
  });

  it('warns before submitting when the pasted text is not English', async () => {
    mockApi({
      'GET /payments/evaluation': () => answer(200, { msg: 500 }),
      'POST /evaluation/type/text': () => answer(200, { msg: { description: 'x', wordCount: 120, language: 'spa', isEnglish: false } }),
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Course Description'), { target: { value: 'Este curso enseña programación.' } });
    await waitFor(() => expect(screen.getByLabelText('Course Description')).toHaveAccessibleDescription(/Documents must be in English\./), {
      timeout: 3000,
    });
  });

  it('says "Documents must be in English." once under the text when the server refuses it, as the preview warned', async () => {
    mockApi({
      'GET /payments/evaluation': () => answer(200, { msg: 500 }),
      'POST /evaluation/type/text': () => answer(200, { msg: { description: 'x', wordCount: 120, language: 'spa', isEnglish: false } }),
    });
    mockUpload(() => ({ status: 400, body: { msg: m.englishOnly, code: 'VALIDATION_FAILED', fields: { description: m.englishOnly } } }));
    renderForm();
    const typing = person();
    await fillValid(typing);
    const text = screen.getByLabelText('Course Description');
    await waitFor(() => expect(text).toHaveAccessibleDescription(/Documents must be in English\./), { timeout: 3000 });
    await typing.click(screen.getByRole('button', { name: 'Evaluate' }));

    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAccessibleDescription(m.englishOnly);
    const form = screen.getByRole('form', { name: 'Course evaluation form' });
    expect(within(form).getAllByText(m.englishOnly)).toHaveLength(1);
  });
});
