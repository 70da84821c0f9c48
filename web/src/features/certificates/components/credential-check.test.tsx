import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { buildCertificate } from '../../../test/certificate-factories';
import { answer, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { credentialCheckMessages } from './credential-check';

function renderCheck() {
  renderApp({ pages: pageRoutes, path: '/validate' });
  return screen.getByRole('region', { name: 'Verify a credential file' });
}

const credential = { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential', 'OpenBadgeCredential'] };
const jsonFile = (content: string, name = 'certificate-12345674.json') => new File([content], name, { type: 'application/json' });

describe('credential file check', () => {
  it('sends the parsed file and shows every step with its result', async () => {
    const api = mockApi({
      'POST /certificate/verify-credential': () =>
        answer(200, {
          msg: {
            valid: false,
            steps: [
              { id: 'parse', ok: true, message: 'The file is an Open Badges 3.0 credential.' },
              { id: 'issuer', ok: true, message: 'Issued by Creds with the key it publishes.' },
              { id: 'dates', ok: true, message: 'Issued on 2025-02-14, with no expiry date.' },
              { id: 'signature', ok: false, message: 'The signature does not match.' },
              { id: 'status', ok: false, message: 'Not checked.' },
            ],
            certificate: null,
          },
        }),
    });
    const section = renderCheck();
    await userEvent.upload(within(section).getByLabelText('Credential file (.json)'), jsonFile(JSON.stringify(credential)));
    await userEvent.click(within(section).getByRole('button', { name: 'Check credential' }));

    expect(await within(section).findByText('The credential did not pass every check.')).toBeInTheDocument();
    expect(api.callsTo('POST /certificate/verify-credential')[0]?.body).toEqual({ credential });
    const steps = within(within(section).getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'File format: passedThe file is an Open Badges 3.0 credential.',
      'Issuer: passedIssued by Creds with the key it publishes.',
      'Dates: passedIssued on 2025-02-14, with no expiry date.',
      'Signature: failedThe signature does not match.',
      'Revocation status: failedNot checked.',
    ]);
  });

  it('shows the certificate of a valid credential', async () => {
    mockApi({
      'POST /certificate/verify-credential': () =>
        answer(200, { msg: { valid: true, steps: [{ id: 'signature', ok: true, message: 'The signature is valid.' }], certificate: buildCertificate() } }),
    });
    const section = renderCheck();
    await userEvent.upload(within(section).getByLabelText('Credential file (.json)'), jsonFile(JSON.stringify(credential)));
    await userEvent.click(within(section).getByRole('button', { name: 'Check credential' }));

    expect(await within(section).findByText('The credential is valid.')).toBeInTheDocument();
    expect(within(section).getByText('12345674')).toBeInTheDocument();
  });

  it('fails the format step of a file that is not JSON without calling the server', async () => {
    const api = mockApi({});
    const section = renderCheck();
    await userEvent.upload(within(section).getByLabelText('Credential file (.json)'), jsonFile('not json', 'notes.json'));
    await userEvent.click(within(section).getByRole('button', { name: 'Check credential' }));

    expect(await within(section).findByText('File format:', { exact: false })).toHaveTextContent('File format: failed');
    expect(within(section).getByText('notes.json is not a JSON file.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/certificate'))).toEqual([]);
  });

  it('asks for a file when none is chosen', async () => {
    const section = renderCheck();
    await userEvent.click(within(section).getByRole('button', { name: 'Check credential' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(credentialCheckMessages.chooseFile));
  });
});
