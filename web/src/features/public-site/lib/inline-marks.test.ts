import { describe, expect, it } from 'vitest';
import { parseInlineMarks, stripInlineMarks } from './inline-marks';

describe('inline marks', () => {
  it('splits bold runs and links from plain text', () => {
    expect(parseInlineMarks('Read **the guide** or [the FAQ](/faq#general) now.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'bold', text: 'the guide' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'the FAQ', href: '/faq#general' },
      { kind: 'text', text: ' now.' },
    ]);
  });

  it('leaves text without marks whole, and strips marks', () => {
    expect(parseInlineMarks('Plain text.')).toEqual([{ kind: 'text', text: 'Plain text.' }]);
    expect(stripInlineMarks('Write to [us](mailto:a@b.example), **today**.')).toBe('Write to us, today.');
  });
});
