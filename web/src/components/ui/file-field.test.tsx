import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileField } from './file-field';

function Field({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return <FileField label="Proof of Completion" name="proof" file={file} onFileChange={setFile} hint="PDF, up to 10 MB." error={error} />;
}

describe('the file field', () => {
  it('is described by what is chosen and the hint while there is no error', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Proof of Completion');
    expect(input).toHaveAccessibleDescription(/No file chosen.*PDF, up to 10 MB\.$/);
    await userEvent.upload(input, new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/^proof\.pdf.*PDF, up to 10 MB\.$/);
  });

  it('is named by a real label holding its title, which the drop zone does not add to', () => {
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>('Proof of Completion');
    expect(input).toHaveAccessibleName('Proof of Completion');
    expect([...(input.labels ?? [])].map((label) => label.textContent)).toContain('Proof of Completion');
  });

  it('is described by its error alone when there is one, keeping what is shown', () => {
    render(<Field error="File is required" />);
    const input = screen.getByLabelText('Proof of Completion');
    expect(input).toHaveAccessibleDescription('File is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });
});
