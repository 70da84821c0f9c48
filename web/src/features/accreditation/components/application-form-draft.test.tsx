import { accreditationMessages } from '@creds/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildApplicationDetail } from '../test/factories';
import { fillValidApplicationForm } from '../test/fill-application-form';
import { ApplicationForm } from './application-form';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function ApplyPage() {
  const navigate = useNavigate();
  return <ApplicationForm onSubmitted={(application) => void navigate(`/done/${application.id}`)} />;
}

function renderForm(user = buildUser({ id: 'applicant-1' })) {
  return renderApp({
    user,
    pages: [
      { path: '/', element: <ApplyPage /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/done/:id', element: <p>Submitted</p> },
    ],
  });
}

async function typeSomeFields() {
  await userEvent.type(screen.getByLabelText('Name of the institute'), 'Lakeshore Technical College');
  await userEvent.selectOptions(screen.getByLabelText('Type of institute'), 'College');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
  await userEvent.type(screen.getByLabelText('Address'), '12 Harbour Road, Halifax');
}

describe('the application form keeps a draft and asks before leaving', () => {
  it('restores the typed fields for the same user after a reload, says the documents must be attached again, and shows nothing to another user', async () => {
    const first = renderForm();
    expect(screen.queryByText(accreditationMessages.draftRestored)).not.toBeInTheDocument();
    await typeSomeFields();
    await userEvent.upload(screen.getByLabelText('Registration certificate'), new File(['%PDF-1.7'], 'registration.pdf', { type: 'application/pdf' }));
    first.unmount();

    const again = renderForm();
    expect(screen.getByLabelText('Name of the institute')).toHaveValue('Lakeshore Technical College');
    expect(screen.getByLabelText('Type of institute')).toHaveValue('college');
    expect(screen.getByLabelText('Country')).toHaveValue('Canada');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Harbour Road, Halifax');
    expect(screen.getByText(accreditationMessages.draftRestored)).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('registration.pdf');
    again.unmount();

    renderForm(buildUser({ id: 'someone-else' }));
    expect(screen.getByLabelText('Name of the institute')).toHaveValue('');
    expect(screen.queryByText(accreditationMessages.draftRestored)).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes (in the app and on reload), and leaves only when told', async () => {
    const { router } = renderForm();
    const reload = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(reload()).toBe(true);
    await typeSomeFields();
    expect(reload()).toBe(false);

    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the application?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name of the institute')).toHaveValue('Lakeshore Technical College');

    void router.navigate('/elsewhere');
    await screen.findByRole('alertdialog', { name: 'Leave the application?' });
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('clears the draft after a successful submission and goes on without asking', async () => {
    const application = buildApplicationDetail();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ msg: application })));
    renderForm();
    await fillValidApplicationForm();
    expect(sessionStorage.length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
