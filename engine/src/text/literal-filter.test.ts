import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseText } from './document.js';
import { filtered, filteredByAlternative, LiteralsFound, requiredLiterals } from './literal-filter.js';

describe('requiredLiterals', () => {
  it('lists the strings of a phrase and its optional endings', () => {
    expect(requiredLiterals(/\bcareers? as\b/i)).toEqual(['career as', 'careers as']);
    expect(requiredLiterals(/\b(?:senior|junior) standing\b/gi)).toEqual(['senior standing', 'junior standing']);
  });

  it('keeps only the shortest of strings that hold one another', () => {
    // Every text holding "jobs in" holds "job"; the string looked for is the shorter.
    expect(requiredLiterals(/\bjob\b|\bjobs in\b/i)).toEqual(['job']);
  });

  it('reads character classes of a few characters, and lower-cases them', () => {
    expect(requiredLiterals(/\b[Ff]irst[- ]year\b/)).toEqual(['first-year', 'first year']);
  });

  it('leaves out what a look-around asserts: it is not part of the match', () => {
    expect(requiredLiterals(/(?<=\bsalary )structures?(?= design)/i)).toEqual(['structure']);
    expect(requiredLiterals(/(?<!annual )\btraining\b/i)).toEqual(['training']);
  });

  it('takes a string that every match holds from a sequence with unknown parts', () => {
    expect(requiredLiterals(/\b(?:is|are) not an? (?:[\w-]+ ){0,6}workshop\b/i)).toEqual(['workshop']);
    const strings = requiredLiterals(/\b\d{1,3}[- ]hours? (?:of )?supervised practice\b/i) ?? [];
    expect(strings.length).toBeGreaterThan(0);
    for (const string of strings) expect(string).toContain('supervised practice');
  });

  it('gives nothing where a match may hold no string long enough to look for', () => {
    expect(requiredLiterals(/\b(?:we|our)\b/i)).toBeUndefined();
    expect(requiredLiterals(/\d+/)).toBeUndefined();
    expect(requiredLiterals(/(?:course)?/)).toBeUndefined();
    // One alternative without a string spoils the whole pattern.
    expect(requiredLiterals(/\bcourse\b|\b[A-Z]{2,4} \d{3}\b/)).toBeUndefined();
  });

  it('gives nothing for patterns whose case-insensitive matches lower-casing does not find', () => {
    // With i and u, "ſ" matches "s"; without u, "σ" matches "ς" under i.
    expect(requiredLiterals(/course/iu)).toBeUndefined();
    expect(requiredLiterals(/σύνοψη/i)).toBeUndefined();
    expect(requiredLiterals(/σύνοψη/)).toEqual(['σύνοψη']);
  });
});

describe('LiteralsFound', () => {
  const graduate = filtered(/\bgraduate (?:standing|students?)\b/gi);
  const unregistered = /\bgraduate (?:standing|students?)\b/gi;

  it('rules out a registered pattern where the text holds none of its strings, and no other pattern', () => {
    const found = new LiteralsFound(['Introduction to Biology', 'Cells, genes and evolution for first-year students.']);
    expect(found.mayMatch(graduate)).toBe(false);
    expect(found.mayMatch(unregistered)).toBe(true);
  });

  it('lets a pattern through where any of the texts holds one of its strings, in any case', () => {
    expect(new LiteralsFound(['Seminar', 'Restricted to GRADUATE STANDING.']).mayMatch(graduate)).toBe(true);
    expect(new LiteralsFound(['Seminar', 'For graduate students only.']).mayMatch(graduate)).toBe(true);
  });

  it('lets through a pattern registered after the text was read', () => {
    const found = new LiteralsFound(['Introduction to Biology']);
    const later = filtered(/\bpostdoctoral fellows\b/i);
    expect(found.mayMatch(later)).toBe(true);
    expect(new LiteralsFound(['Introduction to Biology']).mayMatch(later)).toBe(false);
  });

  it('reads the title, the description analysed and the description as written, where parts of it were blanked', () => {
    const diploma = filtered(/\bpostgraduate diploma\b/gi);
    const written = 'Postgraduate Diploma\nCell biology and genetics.';
    const blanked = `${' '.repeat(20)}\nCell biology and genetics.`;
    expect(analyseText('Biology', blanked, [], written).literals.mayMatch(diploma)).toBe(true);
    expect(analyseText('Postgraduate Diploma in Biology', 'Cell biology and genetics.').literals.mayMatch(diploma)).toBe(true);
    expect(analyseText('Biology', blanked).literals.mayMatch(diploma)).toBe(false);
  });

  it('never rules out a pattern that matches the text (property)', () => {
    const patterns = [
      /\b(?:employment|employed|jobs?|positions?) (?:as|in|with|at)\b|\bcareers? (?:as|in)\b/gi,
      /\b(?:first|second|third|fourth|final)[- ]year (?:students?|standing)\b|\bseniors?\b/gi,
      /(?<!\bnot an? )\bentry[- ]level\b|\bno (?:prior |previous )?(?:[\w-]+ )?experience (?:is )?(?:required|needed)\b/gi,
      /([Bb]eginners?|[Ii]ntermediate|[Aa]dvanced)(?<=(?:^|[|•·][ \t]*)(?:[Bb]eginners?|[Ii]ntermediate|[Aa]dvanced))[- ][Ll]evel\b/gm,
      /\b(\d{1,3}|one|two|three)(?<!(?:\bannual |\bincluding (?:the |an? )?)\1)[- ](hour|day)s?(?:[- ]long)? (?:[\w-]+ ){0,2}?(?:course|workshop)\b/gi,
      /\b(?:[Rr]equired (?:for|of)|[Oo]pen (?:only )?to) (?:MS|MA|PhD|MBA)(?:,? (?:and|or) (?:MS|MA|PhD|MBA))* students\b/,
    ].map(filtered);
    const fragments = [
      'employment', 'Employed', 'job', 'jobs', 'positions', 'career', 'careers', 'as', 'in', 'with', 'at', ' ', '  ', '-', '\n', '|', '•',
      'first', 'Final', 'year', 'students', 'standing', 'senior', 'Seniors', 'not an', 'entry', 'level', 'Level', 'no', 'prior', 'lab',
      'experience', 'is', 'required', 'Beginner', 'beginners', 'Advanced', 'annual', 'including', 'the', 'a', '2', '40', 'two', 'hour',
      'day', 'long', 'intensive', 'course', 'workshop', 'Required', 'for', 'Open', 'only', 'to', 'MS', 'PhD', 'and', 'or', ',', 'é', '’',
    ];
    // Phrases that match, some with words between the parts a pattern names.
    const phrases = [
      'no lab experience is required', 'No prior experience needed', 'not an entry-level role', 'graduates find employment as welders',
      'a 40-hour intensive course', 'an annual 2-day workshop', 'including the two-day course', 'a one day long workshop',
      'Required for MS and PhD students', 'Open only to MBA, MA or PhD students', 'Self-paced | Advanced-level', 'Beginner level',
      'second-year standing', 'Seniors only', 'jobs with local firms',
    ];
    const text = fc
      .array(fc.oneof(fc.constantFrom(...fragments), fc.constantFrom(...phrases)), { maxLength: 24 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (title, description) => {
        const found = new LiteralsFound([`${title}\n${description}`]);
        for (const pattern of patterns) {
          for (const source of [title, description, `${title}\n${description}`]) {
            pattern.lastIndex = 0;
            if (pattern.test(source)) expect(found.mayMatch(pattern)).toBe(true);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  describe('narrowed, for a pattern registered by its alternatives', () => {
    const relation = filteredByAlternative(/\b(?:credit is not given for|same as|formerly|continuation of|not open to students with credit in)\b/i);

    it('keeps only the alternatives whose strings the text holds, and tests as the whole pattern does', () => {
      const found = new LiteralsFound(['Organic Chemistry II', 'Continuation of CHEM 231. Formerly CHEM 232.']);
      const narrowed = found.narrowed(relation);
      expect(narrowed?.source).toBe('\\bformerly\\b|\\bcontinuation of\\b');
      expect(narrowed?.flags).toBe('i');
      for (const sentence of ['Continuation of CHEM 231.', 'Formerly CHEM 232.', 'Aromatic compounds.']) expect(narrowed?.test(sentence)).toBe(relation.test(sentence));
    });

    it('gives nothing where no alternative can match, and the pattern itself where every one can', () => {
      expect(new LiteralsFound(['Biology', 'Cells and genes.']).narrowed(relation)).toBeUndefined();
      const all = 'Credit is not given for both; same as BIO 101; formerly BIO 100; continuation of BIO 99; not open to students with credit in BIO 98.';
      expect(new LiteralsFound(['Biology', all]).narrowed(relation)).toBe(relation);
    });

    it('tests every text as the whole pattern does (property)', () => {
      const audience = filteredByAlternative(
        /\b(?:restricted to|(?:is|are) (?:also )?welcome|open (?:only )?to|limited to|ideal for (?:anyone|beginners|managers)|who should attend|no (?:prior |previous )?(?:[\w-]+ ){0,2}experience (?:is )?(?:required|needed))\b/i,
      );
      const fragments = ['restricted', 'to', 'are', 'also', 'welcome', 'open', 'only', 'limited', 'ideal', 'for', 'anyone', 'managers', 'who', 'should', 'attend', 'no', 'prior', 'lab', 'experience', 'is', 'required', ' ', ' ', '. ', ', ', '\n'];
      const text = fc.array(fc.constantFrom(...fragments), { maxLength: 30 }).map((parts) => parts.join(''));
      fc.assert(
        fc.property(text, text, (title, description) => {
          const narrowed = new LiteralsFound([`${title}\n${description}`]).narrowed(audience);
          for (const source of [title, description]) expect(narrowed?.test(source) ?? false).toBe(audience.test(source));
        }),
        { numRuns: 2000 },
      );
    });
  });
});

