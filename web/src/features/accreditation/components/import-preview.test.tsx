import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildImportResult } from '../test/factories';
import { ImportPreview } from './import-preview';

const values = (name: string, country = 'Ghana') => ({ certificateId: '', name, country, startDate: '2026-01-01', endDate: '2027-01-01', comment: '', link: 'https://a.example', contactEmail: '' });

describe('the import preview', () => {
  it('puts each problem under the value it is about, and shows only the rows with problems first', async () => {
    render(
      <ImportPreview
        result={buildImportResult({
          msg: '1 of 2 rows has problems. Correct it first: a file with any bad row imports nothing.',
          total: 2,
          invalid: 1,
          rows: [
            { line: 2, values: values('Good College'), errors: {} },
            { line: 3, values: values('Bad College', 'Wakanda'), errors: { country: 'Choose a country from the list' } },
          ],
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('1 of 2 rows has problems. Correct it first');
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(table).queryByText('Good College')).not.toBeInTheDocument();
    const bad = within(table).getByRole('row', { name: /Bad College/ });
    expect(within(bad).getByText('Wakanda')).toBeInTheDocument();
    expect(within(bad).getByText('Choose a country from the list')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only rows with problems' }));
    expect(within(table).getByText('Good College')).toBeInTheDocument();
  });

  it('lists the problems with the file as a whole', () => {
    render(
      <ImportPreview
        result={buildImportResult({ msg: 'The header row has no "Start Date" column.', fileErrors: ['The header row has no "Start Date" column.', 'The header row has no "Link" column.'] })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The header row has no "Link" column.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a clean file is ready', () => {
    render(<ImportPreview result={buildImportResult({ msg: 'The row is ready to import.', total: 1, rows: [{ line: 2, values: values('Good College'), errors: {} }] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('The row is ready to import.');
    expect(screen.getByRole('row', { name: /Good College/ })).toBeInTheDocument();
  });
});
