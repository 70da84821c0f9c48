import { describe, expect, it } from 'vitest';
import { normalizeWord, sentenceStarts, singularOf, tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('keeps offsets that slice back to the word as written', () => {
    const input = 'Intro to C++, C# and .NET; “node.js” — Students’ decision-making!';
    const tokens = tokenize(input);
    for (const token of tokens) expect(input.slice(token.start, token.end)).toBe(token.text);
    expect(tokens.map((t) => t.text)).toEqual(['Intro', 'to', 'C++', 'C#', 'and', '.NET', 'node.js', 'Students', 'decision', 'making']);
  });

  it('lower-cases, drops possessives and stems', () => {
    const [italy, theories] = tokenize("Italy's theories");
    expect(italy?.norm).toBe('italy');
    expect(theories?.norm).toBe('theories');
    expect(theories?.stem).toBe('theori');
    expect(theories?.singular).toBe('theory');
    expect(normalizeWord('Café')).toBe('cafe');
  });

  it('marks words joined by a hyphen but not by a slash', () => {
    const tokens = tokenize('non-music majors and UNIX/Linux');
    expect(tokens.find((t) => t.norm === 'music')?.joined).toBe(true);
    expect(tokens.find((t) => t.norm === 'linux')?.joined).toBe(false);
  });

  it('splits a missing space after a full stop but not a dotted name', () => {
    expect(tokenize('campaigns.In this course').map((t) => t.norm)).toEqual(['campaigns', 'in', 'this', 'course']);
    expect(tokenize('uses node.js daily').map((t) => t.norm)).toContain('node.js');
  });

  it('numbers sentences, semicolon clauses and list items', () => {
    const tokens = tokenize('Equations of motion; seakeeping. Stability!\n- dynamic positioning');
    expect(tokens.map((t) => t.sentence)).toEqual([0, 0, 0, 1, 2, 3, 3]);
    expect(sentenceStarts('One. Two')).toEqual([0, 5]);
    // "Prereq." and "Coreq." are abbreviations: the requisite that follows belongs to them.
    expect(sentenceStarts('Law and strategy. Prereq. LS 6101. 3 hours')).toEqual([0, 18, 35]);
    expect(sentenceStarts('Coreq. MATH 221. Labs weekly')).toEqual([0, 17]);
    // Items marked with an en or em dash are items too, as with a hyphen.
    expect(tokenize('Topics\n– sampling plans\n— control charts').map((t) => t.sentence)).toEqual([0, 1, 1, 2, 2]);
    // A line opening with a label is a field of its own; a line wrapped inside a sentence is not.
    expect(tokenize('Module code: CIV5012\nLevel: 5 (FHEQ)\nPre-requisites: CIV4011').map((t) => t.sentence)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(tokenize('Students design beams\nand columns: steel and concrete').map((t) => t.sentence)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('returns nothing for text without words', () => {
    expect(tokenize('  ;;; --- 。')).toEqual([]);
  });
});

describe('singularOf', () => {
  it('removes regular plural endings only', () => {
    expect(singularOf('algorithms')).toBe('algorithm');
    expect(singularOf('studies')).toBe('study');
    expect(singularOf('classes')).toBe('class');
    expect(singularOf('statistics')).toBe('statistics');
    expect(singularOf('analysis')).toBe('analysis');
    expect(singularOf('bus')).toBe('bus');
  });
});
