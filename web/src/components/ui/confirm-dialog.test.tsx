import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('the confirm dialog', () => {
  it('confirms once on a double click, before the call reports that it is running', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        trigger={<button type="button">Refund payment</button>}
        title="Refund this payment?"
        description="$5.00 goes back to the applicant's card in full."
        confirmLabel="Refund"
        pendingLabel="Refunding…"
        isPending={false}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Refund' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
