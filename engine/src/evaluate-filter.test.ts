import { describe, expect, it } from 'vitest';
import { loadDevCorpus } from '../scripts/corpus.js';
import { evaluate } from './evaluate.js';
import { withoutLiteralFilter } from './text/literal-filter.js';
import type { EvaluationInput } from './types.js';

// Texts that reach the rules the filter guards: prerequisites and relations, audiences, lengths, standings, practice,
// a header and sections that are set aside (so the description as written differs from the one analysed).
const texts: EvaluationInput[] = [
  {
    courseName: 'Introduction to Programming',
    description: 'An introductory course for beginners with no prior experience. Students learn the basics of Python programming. Open to all students.',
  },
  {
    courseName: 'Seminar in Machine Learning',
    description:
      'Restricted to graduate students. An advanced seminar on current research in deep learning. Students critique the research literature. Prerequisite: CS 446 and STAT 510. Credit is not given for both CS 598 and ECE 598.',
  },
  {
    courseName: 'Forklift Operator Certification',
    description:
      'This 8-hour course prepares participants to take the OSHA forklift operator certification. Entry-level: no prior experience is required. Graduates find employment as warehouse operators. Self-paced | Beginner level',
  },
  {
    courseName: 'Advanced Litigation Strategy',
    description:
      'A one-day CLE workshop for experienced trial lawyers with at least five years of practice. Senior standing or consent of instructor. Not open to students with credit for LAW 701.',
  },
  {
    courseName: 'Organic Chemistry II',
    description:
      'Level: Intermediate\nDuration: 12 weeks\n\nContinuation of CHEM 231: aromatic compounds, carbonyl chemistry and spectroscopy. Students will be able to design multistep syntheses. Junior standing. Fulfills the GE Area B1 requirement.\n\nGrading\nMidterm 30%, final exam 40%, labs 30%.\n\nAcademic integrity\nAll work must be your own.',
  },
  {
    courseName: 'CLINICAL NURSING PRACTICE',
    description:
      'TARGET AUDIENCE: REGISTERED NURSES. THIS COURSE IS DESIGNED FOR NURSES IN THE FIELD. PARTICIPANTS WILL EARN 6 ANCC CONTACT HOURS. ADMISSION TO THE BSN PROGRAM REQUIRED.',
  },
  // Header lines the skills do not read, where the level rules read the description as written.
  { courseName: 'Lean Basics', description: 'Duration: 2 days\nSelf-paced | Advanced level\nWaste, flow and pull in manufacturing; value-stream maps and kaizen events.' },
  { courseName: 'Project Management Essentials', description: 'Format: Instructor-led · 14 training hours\nScope, schedule, cost and risk; stakeholder communication.' },
];

function results(inputs: readonly EvaluationInput[]): string[] {
  return inputs.map((input) => JSON.stringify(evaluate(input)));
}

describe('the literal filter', () => {
  it('changes no result: skills, level, signals, evidence and reasons are those of running every pattern', () => {
    expect(results(texts)).toEqual(withoutLiteralFilter(() => results(texts)));
  });

  it('changes no result on the dev corpus, title and core description or code, title and full description', () => {
    const corpus = loadDevCorpus();
    if (!corpus.rows) {
      console.warn(`The dev corpus is absent (looked for ${corpus.path}); the corpus comparison is skipped.`);
      return;
    }
    const inputs = corpus.rows.flatMap((row) => [
      { courseName: row.title, description: row.description_core },
      { courseName: `${row.code ?? ''} ${row.title}`.trim(), description: row.description },
    ]);
    expect(results(inputs)).toEqual(withoutLiteralFilter(() => results(inputs)));
  });
});
