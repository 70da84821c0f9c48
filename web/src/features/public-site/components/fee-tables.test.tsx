import { defaultPrices, toPriceTable } from '@creds/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccreditationSchedule, EvaluationPlans, GroupEstimator } from './fee-tables';

const table = toPriceTable(defaultPrices);

const plan = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('fee tables', () => {
  it('shows the plans as spec section 9 writes them: "$5", "$45 to $63", "$3 … $2.50"', () => {
    render(<EvaluationPlans table={table} />);
    expect(within(plan('Individual')).getByText('$5')).toBeInTheDocument();
    expect(within(plan('Freelancer')).getByText('$45 to $63')).toBeInTheDocument();
    expect(within(plan('Trainer')).getByText('first 25, then $2.50 each').parentElement).toHaveTextContent(/^\$3first 25/);
    expect(within(plan('Enterprise')).getByText('$2')).toBeInTheDocument();
    expect(within(plan('Enterprise Plus')).getByText('$1.50')).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveTextContent('.00');
  });

  it('estimates a group in dollars, with cents only when there are any', () => {
    render(<GroupEstimator table={table} />);
    expect(screen.getByText('$112.50')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Number of participants'), { target: { value: '150' } });
    expect(screen.getByText('$225')).toBeInTheDocument();
  });

  it('lists five years of accreditation fees: $199, $149, then 5 % more each year', () => {
    render(<AccreditationSchedule table={table} />);
    const fees = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(fees).toEqual(['$199', '$149', '$156.45', '$164.27', '$172.48']);
  });
});
