import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const pdf = () => new File(['%PDF-1.7 registration'], 'registration.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'outline.png', { type: 'image/png' });

/** Fills every field of the online application form with valid values, attaches both documents and ticks the declaration. */
export async function fillValidApplicationForm() {
  await userEvent.type(screen.getByLabelText('Name of the institute'), 'Lakeshore Technical College');
  await userEvent.selectOptions(screen.getByLabelText('Type of institute'), 'College');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
  await userEvent.type(screen.getByLabelText('Address'), '12 Harbour Road, Halifax');
  await userEvent.type(screen.getByLabelText('Website'), 'lakeshore.example');
  await userEvent.type(screen.getByLabelText('Registration number'), 'NS-2011-4471');
  await userEvent.type(screen.getByLabelText('Year founded'), '2011');
  await userEvent.type(screen.getByLabelText('Contact person'), 'Morgan Lee');
  await userEvent.type(screen.getByLabelText('E-mail'), 'registrar@lakeshore.example');
  await userEvent.type(screen.getByLabelText('Phone'), '+1 902 555 0142');
  await userEvent.type(screen.getByLabelText('Programmes offered'), 'Diploma in Welding (2 years)');
  await userEvent.type(screen.getByLabelText('Learners per year'), '850');
  await userEvent.upload(screen.getByLabelText('Registration certificate'), pdf());
  await userEvent.upload(screen.getByLabelText('Programme outline'), png());
  await userEvent.click(screen.getByRole('checkbox', { name: /I declare that the information/ }));
}
