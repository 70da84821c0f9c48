import { describe, expect, it } from 'vitest';
import { PrunedPattern } from './pruned-pattern.js';
import { neverSkillAlternatives, neverSkillSpans } from './sections.js';

const spans = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);

describe('PrunedPattern', () => {
  const alternatives = [
    { pattern: String.raw`\bred (?:apples?|wine)\b`, needs: ['red '] },
    { pattern: String.raw`\bred\b`, needs: ['red'] },
    { pattern: String.raw`\bgreen tea\b`, needs: ['green'] },
  ];
  const pruned = new PrunedPattern(alternatives, 'gi');
  const full = new RegExp(alternatives.map((alternative) => alternative.pattern).join('|'), 'gi');

  it('finds what the whole alternation finds, in the same order of preference', () => {
    for (const text of ['Red apples and RED wine, then red.', 'green TEA after red wine', 'Green tea only', 'nothing here', 'reduced greenery']) {
      expect(spans(text, pruned.forText(text.toLowerCase()) ?? /$^/g)).toEqual(spans(text, full));
    }
  });

  it('sees literals that overlap or begin at the same offset', () => {
    const overlapping = [
      { pattern: 'abc(?=x)', needs: ['abc'] },
      { pattern: 'bcd', needs: ['bcd'] },
      { pattern: String.raw`aid requirements?\b`, needs: ['aid requirement'] },
      { pattern: String.raw`aid (?:kit|box)`, needs: ['aid '] },
    ];
    const both = new PrunedPattern(overlapping, 'gi');
    const whole = new RegExp(overlapping.map((alternative) => alternative.pattern).join('|'), 'gi');
    for (const text of ['ABCD', 'first aid kit', 'first aid requirements', 'first aid requirements and first aid box']) {
      expect(spans(text, both.forText(text.toLowerCase()) ?? /$^/g)).toEqual(spans(text, whole));
      expect(spans(text, whole).length).toBeGreaterThan(0);
    }
  });

  it('gives no pattern when no alternative can match, and compiles each set of alternatives once', () => {
    expect(pruned.forText('blue sky')).toBeUndefined();
    expect(pruned.forText('a red car')).toBe(pruned.forText('red alert'));
    expect(pruned.forText('a red car')).not.toBe(pruned.forText('red and green'));
  });

  it('refuses flags under which a lower-cased text may not hold the literal', () => {
    expect(() => new PrunedPattern(alternatives, 'g')).toThrow();
    expect(() => new PrunedPattern(alternatives, 'giu')).toThrow();
  });
});

describe('the phrases that never name a skill', () => {
  // At least one text for each alternative, in mixed case, and texts near them that must not match.
  const texts = [
    'A First-Aid Kit and EYEWASH station; plant start-up and shut-down; the art and craft of lighting',
    'Use a Samsung Galaxy tablet and a galaxy phone',
    'Museum programming and youth programming',
    'Crash statistics and crime statistics',
    'A criminal record check and police screening',
    'Let us know about any dietary restrictions; dietary needs for the lunch',
    'Retail investors; gifts, entertainment and hospitality',
    'Salary structure design and first aid requirements',
    'Two hours of supervised laboratory per week, lecture hours, (3 lecture / 2 lab) and a lab tour',
    'Overview\nLab: Thursday 2:30 pm\nTutorials: Mon 10am',
    'Group pricing; sinking and sourcing; students work in small teams; lab teams of three',
    'Angular velocity and one-third octave bands',
    'Skilled nursing facilities, neural coding, aerobic energy systems and work history',
    'Hand signals (no crane operation), composite grade, limited English proficiency, Bachelor of Arts, core curriculum',
    'Proof of current vaccinations, (management level), robotic work cells',
    'Chlorine dosage, lambda calculus and A/B languages',
    'Plate tests to AWS D1.1 and the American Welding Society',
    'Programming infusion pumps and programming the thermostat',
    'Statistics, programming, laboratory techniques, language and cell biology',
  ];
  const full = new RegExp(neverSkillAlternatives.map((alternative) => alternative.pattern).join('|'), 'gi');

  it('are found as the whole alternation finds them', () => {
    for (const text of texts) {
      const found = neverSkillSpans(text).map((span) => [span.start, span.end]);
      expect(found).toEqual(spans(text, full));
    }
  });

  it('are exercised: each alternative matches one of the texts, and plain words match none', () => {
    for (const { pattern } of neverSkillAlternatives) expect(texts.some((text) => new RegExp(pattern, 'i').test(text)), pattern).toBe(true);
    expect(neverSkillSpans(texts.at(-1) ?? '')).toEqual([]);
  });
});
