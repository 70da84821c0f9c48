import { accreditationMessages, errorMessages } from '@creds/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { buildApplicationDetail } from '../test/factories';
import { fillValidApplicationForm } from '../test/fill-application-form';
import { ApplicationForm } from './application-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(onSubmitted = vi.fn()) {
  renderApp({ pages: [{ path: '/', element: <ApplicationForm onSubmitted={onSubmitted} /> }] });
  return onSubmitted;
}

describe('the online application form', () => {
  it('shows the rules of the contract under each field, and sends nothing while any fails', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.type(screen.getByLabelText('Website'), 'not a site');
    await userEvent.type(screen.getByLabelText('Year founded'), '3020');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByLabelText('Name of the institute')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('Enter a valid URL');
    expect(screen.getByLabelText('Year founded')).toHaveAccessibleDescription('The year founded cannot be in the future');
    expect(screen.getByLabelText('Type of institute')).toHaveAccessibleDescription('Choose the type of institute');
    expect(screen.getByText(accreditationMessages.declarationRequired)).toBeInTheDocument();
    expect(screen.getAllByText('File is required')).toHaveLength(2);
    expect(screen.getByText(/fields need your attention/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('moves the focus to the first field in error in the order of the form, not to the declaration', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByLabelText('Name of the institute')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Name of the institute'), 'Lakeshore Technical College');
    await userEvent.selectOptions(screen.getByLabelText('Type of institute'), 'College');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveFocus());
  });

  it('puts the focus on the first field the server refuses, in the order of the form', async () => {
    vi.stubGlobal('fetch', vi.fn(async () =>
      Response.json({ msg: 'Some of the information sent is not valid.', code: 'VALIDATION_FAILED', fields: { declaration: 'Please confirm', programmeOutline: 'Documents must be in English.', contactPhone: 'Enter a phone number' } }, { status: 400 }),
    ));
    renderForm();
    await fillValidApplicationForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
  });

  it('refuses a document of the wrong type before sending', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await userEvent.upload(screen.getByLabelText('Programme outline'), new File(['plain'], 'outline.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findAllByText('Choose a PDF, Word document or image (JPEG or PNG).')).toHaveLength(1);
  });

  it('sends every field and both documents as multipart, and shows the server\'s refusal under its field', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ msg: 'Documents must be in English.', code: 'VALIDATION_FAILED', fields: { registrationCertificate: 'Documents must be in English.' } }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await fillValidApplicationForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    // The server's message goes under the document it is about.
    await waitFor(() => expect(screen.getByLabelText('Registration certificate')).toHaveAccessibleDescription(/Documents must be in English\./));

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = init.body as FormData;
    expect(init.method).toBe('POST');
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      instituteName: 'Lakeshore Technical College',
      instituteType: 'college',
      country: 'Canada',
      address: '12 Harbour Road, Halifax',
      website: 'https://lakeshore.example',
      registrationNumber: 'NS-2011-4471',
      yearFounded: '2011',
      contactName: 'Morgan Lee',
      contactEmail: 'registrar@lakeshore.example',
      contactPhone: '+1 902 555 0142',
      programmes: 'Diploma in Welding (2 years)',
      learnersPerYear: '850',
      declaration: 'true',
    });
    expect((body.get('registrationCertificate') as File).name).toBe('registration.pdf');
    expect((body.get('programmeOutline') as File).name).toBe('outline.png');
  });

  it('says the connection may be down when the application cannot be sent, and its own message for another failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await fillValidApplicationForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findAllByText(errorMessages.offline)).length).toBeGreaterThan(0);
    expect(screen.queryByText(accreditationMessages.submitFailed)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name of the institute')).toHaveValue('Lakeshore Technical College');

    fetch.mockImplementation(async () => new Response('', { status: 502 }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findAllByText(accreditationMessages.submitFailed)).length).toBeGreaterThan(0);
  });

  it('links a refusal for an institute already accredited to its renewal', async () => {
    const message = accreditationMessages.alreadyAccredited('AC-12345678');
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: message, code: 'CONFLICT', fields: { instituteName: message } }, { status: 409 })));
    renderForm();
    await fillValidApplicationForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByLabelText('Name of the institute')).toHaveAccessibleDescription(message));
    expect(screen.getByRole('link', { name: 'Renew the accreditation' })).toHaveAttribute('href', '/accreditation/renew/AC-12345678');
  });

  it('calls back with the submitted application', async () => {
    const application = buildApplicationDetail();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: application })));
    const onSubmitted = renderForm();
    await fillValidApplicationForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(application));
    expect(await screen.findByText(accreditationMessages.submitted)).toBeInTheDocument();
  });
});
