import { describe, expect, it } from 'vitest';
import { evidenceSentences } from './evidence';

const description = 'An introduction to programming. Students use Python and Git every week.\nFinal project: a web app built with Flask!';
const span = (text: string, field = 'description', source = description) => {
  const start = source.indexOf(text);
  return { field, start, end: start + text.length, text };
};

describe('evidence sentences', () => {
  it('gives the sentence a span came from, with the span marked', () => {
    expect(evidenceSentences({ description }, [span('Flask')])).toEqual([
      [
        { text: 'Final project: a web app built with ', isMatch: false },
        { text: 'Flask', isMatch: true },
        { text: '!', isMatch: false },
      ],
    ]);
  });

  it('shows a sentence once, with every span in it marked', () => {
    const [sentence, ...others] = evidenceSentences({ description }, [span('Python'), span('Git')]);
    expect(others).toEqual([]);
    expect(sentence!.map((piece) => piece.text).join('')).toBe('Students use Python and Git every week.');
    expect(sentence!.filter((piece) => piece.isMatch).map((piece) => piece.text)).toEqual(['Python', 'Git']);
  });

  it('points into the course name too, and shows a span alone when its text is not at hand', () => {
    const courseName = 'Python Programming';
    expect(evidenceSentences({ courseName }, [span('Python', 'courseName', courseName)])).toEqual([
      [
        { text: 'Python', isMatch: true },
        { text: ' Programming', isMatch: false },
      ],
    ]);
    expect(evidenceSentences({}, [span('Python')])).toEqual([[{ text: 'Python', isMatch: true }]]);
    expect(evidenceSentences({ description: 'changed text' }, [span('Python')])).toEqual([[{ text: 'Python', isMatch: true }]]);
  });

  it('cuts a very long sentence around its match', () => {
    const long = `${'word '.repeat(60)}Python${' more'.repeat(60)}.`;
    const [sentence] = evidenceSentences({ description: long }, [span('Python', 'description', long)]);
    expect(sentence![0]!.text.startsWith('…')).toBe(true);
    expect(sentence!.at(-1)!.text.endsWith('…')).toBe(true);
    expect(sentence!.map((piece) => piece.text).join('').length).toBeLessThan(300);
  });
});
