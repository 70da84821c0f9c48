import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-content.js';

describe('the stored file name', () => {
  it('keeps a long name to 255 characters with its extension, so the file is still served as its type', () => {
    const long = `${'syllabus '.repeat(40)}.PDF`;
    const stored = storedFileName(long);
    expect(stored).toHaveLength(255);
    expect(stored.endsWith('.PDF')).toBe(true);
    expect(storedFileName('outline.docx')).toBe('outline.docx');
    expect(storedFileName('x'.repeat(300))).toHaveLength(255);
  });
});
