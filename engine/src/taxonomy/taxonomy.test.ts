import { describe, expect, it } from 'vitest';
import { Taxonomy, comparedForm, getDefaultTaxonomy, type TaxonomyFile } from './taxonomy.js';
import { tokenize } from '../text/tokenize.js';

const small: TaxonomyFile = {
  name: 'test',
  version: '1',
  skills: [
    { id: 'art', name: 'Visual arts', category: 'Arts', aliases: ['art'] },
    { id: 'ml', name: 'Machine learning', category: 'Data', aliases: ['machine learning', 'supervised learning'] },
    { id: 'learning', name: 'Learning', category: 'Education', aliases: ['learning'] },
    { id: 'r', name: 'R programming', category: 'Computing', aliases: [], exactCaseAliases: ['R programming', 'RStudio'] },
    { id: 'music', name: 'Music', category: 'Arts', aliases: ['music'] },
  ],
};

function matchedIds(taxonomy: Taxonomy, text: string): string[] {
  return taxonomy.match(tokenize(text)).map((match) => match.skill.id);
}

describe('Taxonomy.match', () => {
  const taxonomy = new Taxonomy(small);

  it('never matches an alias inside a longer word', () => {
    expect(matchedIds(taxonomy, 'Artificial hearts and a startup cart')).toEqual([]);
    expect(matchedIds(taxonomy, 'Modern art')).toEqual(['art']);
  });

  it('prefers the longest phrase and does not reuse its words', () => {
    expect(matchedIds(taxonomy, 'Supervised learning and machine learning')).toEqual(['ml', 'ml']);
    expect(matchedIds(taxonomy, 'Lifelong learning')).toEqual(['learning']);
  });

  it('matches phrases through stems and single words through their singular', () => {
    expect(matchedIds(taxonomy, 'Machine-learning methods')).toEqual(['ml']);
    expect(matchedIds(taxonomy, 'Supervised Learning')).toEqual(['ml']);
    expect(matchedIds(taxonomy, 'Arts and crafts')).toEqual(['art']);
    expect(matchedIds(taxonomy, 'artistic')).toEqual([]);
  });

  it('ignores a word inside a hyphenated compound', () => {
    expect(matchedIds(taxonomy, 'For non-music majors; state-of-the-art tools')).toEqual([]);
  });

  it('does not match a phrase across a comma or a bracket', () => {
    expect(matchedIds(taxonomy, 'Supervised, learning')).toEqual(['learning']);
    expect(matchedIds(taxonomy, 'machine (learning)')).toEqual(['learning']);
  });

  it('does not match across sentences', () => {
    expect(matchedIds(taxonomy, 'A machine. Learning follows.')).toEqual(['learning']);
  });

  it('marks context aliases, the name too when it is one', () => {
    const withContext = new Taxonomy({
      name: 't',
      version: '1',
      skills: [{ id: 'law', name: 'Law', category: 'Social', aliases: ['legal studies'], contextAliases: ['law'], exactCaseContextAliases: ['LAW'] }],
    });
    expect(withContext.match(tokenize('Legal studies and law; LAW')).map((m) => m.needsContext)).toEqual([false, true, true]);
  });

  it('respects exact-case aliases', () => {
    expect(matchedIds(taxonomy, 'Statistics with R programming in RStudio')).toEqual(['r', 'r']);
    expect(matchedIds(taxonomy, 'for programming')).toEqual([]);
    expect(matchedIds(taxonomy, 'rstudio')).toEqual([]);
  });
});

describe('the shipped taxonomy', () => {
  const taxonomy = getDefaultTaxonomy();

  it('is broad: several hundred skills across many fields', () => {
    expect(taxonomy.size).toBeGreaterThanOrEqual(350);
    const categories = new Set(taxonomy.skills.map((skill) => skill.category));
    for (const field of ['Computing', 'Business and Management', 'Health and Medicine', 'Engineering', 'Chemistry', 'Humanities', 'Arts', 'Languages', 'Trades and Technical', 'Education']) {
      expect(categories).toContain(field);
    }
  });

  it('has unique ids, names and aliases on every skill', () => {
    const ids = taxonomy.skills.map((skill) => skill.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const skill of taxonomy.skills) {
      expect(skill.name.trim()).not.toBe('');
      expect(skill.aliases.length + (skill.exactCaseAliases?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('gives no alias to two skills', () => {
    const owner = new Map<string, string>();
    for (const skill of taxonomy.skills) {
      for (const alias of new Set([skill.name, ...skill.aliases].map((a) => a.toLowerCase()))) {
        expect(owner.get(alias) ?? skill.id, `"${alias}" is in ${owner.get(alias)} and ${skill.id}`).toBe(skill.id);
        owner.set(alias, skill.id);
      }
    }
  });

  it('keeps each context alias out of the ordinary aliases, where it would match without its context', () => {
    const compiled = (alias: string) => comparedForm(alias.toLowerCase());
    const ordinary = new Set(taxonomy.skills.flatMap((skill) => [skill.name, ...skill.aliases]).map(compiled));
    for (const skill of taxonomy.skills) {
      for (const alias of skill.contextAliases ?? []) {
        if (compiled(alias) === compiled(skill.name)) continue; // the name itself ("Law") is compiled as a context alias
        expect(ordinary.has(compiled(alias)), `"${alias}" of ${skill.id} is also an ordinary alias`).toBe(false);
      }
    }
  });

  it('names only skills it holds as the context of another', () => {
    for (const skill of taxonomy.skills) for (const id of skill.contextSkills ?? []) expect(taxonomy.getSkill(id), `${skill.id} → ${id}`).toBeDefined();
  });

  it('finds familiar skills in ordinary course text', () => {
    const ids = matchedIds(taxonomy, 'Students learn Python programming, linear algebra, organic chemistry, public speaking and welding.');
    expect(ids).toEqual(expect.arrayContaining(['computing.python', 'mathematics-and-statistics.linear-algebra', 'chemistry.organic-chemistry', 'marketing-and-communication.public-speaking', 'trades-and-technical.welding']));
  });
});
