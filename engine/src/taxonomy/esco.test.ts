import { describe, expect, it } from 'vitest';
import { escoToTaxonomy, parseCsv } from './esco.js';
import { Taxonomy } from './taxonomy.js';
import { tokenize } from '../text/tokenize.js';

const sample = [
  'conceptType,conceptUri,skillType,reuseLevel,preferredLabel,altLabels,hiddenLabels,status,modifiedDate,scopeNote,definition,inScheme,description',
  'KnowledgeSkillCompetence,http://data.europa.eu/esco/skill/aaa-111,knowledge,sector-specific,welding techniques,"welding methods',
  'arc welding, gas welding",,released,2023-01-01,,,,"The ""field"" of joining metals."',
  'KnowledgeSkillCompetence,http://data.europa.eu/esco/skill/bbb-222,skill/competence,cross-sector,manage budgets,budget management,,released,,,,,',
  'KnowledgeSkillCompetence,http://data.europa.eu/esco/skill/ccc-333,skill/competence,cross-sector,old skill,,,obsolete,,,,,',
].join('\n');

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('a,"b, c","say ""hi""","line\nbreak"\r\nx,y,z,w\n');
    expect(rows).toEqual([
      ['a', 'b, c', 'say "hi"', 'line\nbreak'],
      ['x', 'y', 'z', 'w'],
    ]);
  });
});

describe('escoToTaxonomy', () => {
  it('converts an ESCO skills export into the engine format', () => {
    const file = escoToTaxonomy(sample, 'esco-test');
    expect(file.skills).toEqual([
      { id: 'esco.aaa-111', name: 'welding techniques', category: 'ESCO knowledge', aliases: ['welding methods', 'arc welding, gas welding'] },
      { id: 'esco.bbb-222', name: 'manage budgets', category: 'ESCO skills and competences', aliases: ['budget management'] },
    ]);
    const taxonomy = new Taxonomy(file);
    expect(taxonomy.match(tokenize('Covers budget management and welding methods')).map((m) => m.skill.id)).toEqual(['esco.bbb-222', 'esco.aaa-111']);
  });

  it('rejects a file that is not an ESCO export', () => {
    expect(() => escoToTaxonomy('name,label\nx,y')).toThrow(/conceptUri, preferredLabel/);
  });
});
