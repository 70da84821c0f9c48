import { describe, expect, it } from 'vitest';
import { extractSkills, maxSkills } from './extract-skills.js';
import { analyseText } from '../text/document.js';
import { getDefaultTaxonomy } from '../taxonomy/taxonomy.js';

const taxonomy = getDefaultTaxonomy();

function skills(title: string, description: string) {
  return extractSkills(analyseText(title, description), taxonomy);
}

describe('extractSkills', () => {
  it('lists taught skills best first, the title counting most, with exact evidence', () => {
    const description = 'Students learn SQL and relational database design. Weekly labs use Python. Topics include normalization of databases and transactions and concurrency control.';
    const result = skills('Database Systems', description);
    expect(result[0]?.id).toBe('computing.databases');
    expect(result.map((s) => s.id)).toEqual(expect.arrayContaining(['computing.sql', 'computing.python']));
    for (const skill of result) {
      expect(skill.source).toBe('taxonomy');
      expect(skill.score).toBeGreaterThan(0);
      expect(skill.score).toBeLessThanOrEqual(1);
      for (const span of skill.evidence) expect((span.field === 'courseName' ? 'Database Systems' : description).slice(span.start, span.end)).toBe(span.text);
    }
  });

  it('does not count what the prerequisites or the audience name', () => {
    const result = skills('Compilers', 'Lexical analysis, parsing and code generation. Prerequisite: Calculus and Linear Algebra. Restricted to students in Music.');
    const ids = result.map((s) => s.id);
    expect(ids).toContain('computing.compilers');
    expect(ids).not.toContain('mathematics-and-statistics.calculus');
    expect(ids).not.toContain('mathematics-and-statistics.linear-algebra');
    expect(ids).not.toContain('arts.music');
  });

  it('needs more than one passing mention of an everyday word, or one in an example', () => {
    expect(skills('Course', 'Students study water. The course discusses finance once, in passing, among other things.').map((s) => s.id)).not.toContain('finance-and-accounting.finance');
    expect(skills('Course', 'Industries such as mining, agriculture and tourism use these methods.').map((s) => s.id)).not.toContain('agriculture-and-food.agriculture');
  });

  it('proposes key phrases, marked as such, when the taxonomy finds too little', () => {
    const result = skills('Stellar Populations', 'Hertzsprung-Russell diagram. Quantitative stellar structure. Globular and open star clusters.');
    const phrases = result.filter((s) => s.source === 'keyphrase');
    expect(phrases.length).toBeGreaterThan(0);
    for (const phrase of phrases) {
      expect(phrase.id).toMatch(/^keyphrase:/);
      expect(phrase.category).toBe('Other');
      expect(phrase.evidence.length).toBeGreaterThan(0);
    }
    expect(phrases.map((p) => p.name.toLowerCase())).toContain('hertzsprung russell diagram');
  });

  it('returns at most the maximum number of skills', () => {
    const many = 'Python, Java, SQL, calculus, linear algebra, organic chemistry, welding, nursing, marketing, accounting, public speaking, drawing and painting, dance, ballet, guitar, piano, sculpture, geology.';
    expect(skills('Everything', `${many} ${many}`)).toHaveLength(maxSkills);
  });
});
