import type { EvaluationDetail, HistoryRow } from '@creds/contract';
import type { EvaluationResult } from '../api/create-evaluation';

let sequence = 0;

export function buildResult(overrides: Partial<EvaluationResult> = {}): EvaluationResult {
  sequence += 1;
  return {
    badgeId: `BADGE${String(sequence).padStart(5, '0')}`,
    skillSet: ['Python programming', 'Version control'],
    complexity: 'Beginner',
    level: 1,
    points: 1,
    skills: [
      {
        id: 'computing.python',
        name: 'Python programming',
        category: 'Computing',
        source: 'taxonomy',
        score: 0.8,
        evidence: [{ field: 'description', start: 23, end: 29, text: 'Python' }],
      },
      {
        id: 'computing.version-control',
        name: 'Version control',
        category: 'Computing',
        source: 'taxonomy',
        score: 0.4,
        evidence: [{ field: 'description', start: 79, end: 82, text: 'Git' }],
      },
    ],
    signals: [{ id: 'title.introductory', label: 'The title says the course is introductory', value: 1, contribution: -0.27, evidence: [] }],
    reasons: ['Level 1 (Beginner).'],
    ...overrides,
  };
}

export function buildHistoryRow(overrides: Partial<HistoryRow> = {}): HistoryRow {
  sequence += 1;
  const id = overrides.id ?? `ROW${String(sequence).padStart(7, '0')}`;
  return {
    id,
    badge_id: id,
    courseName: `Course ${sequence}`,
    complexity: 'Novice',
    level: 2,
    points: 2,
    badgeCreationDate: '2025-03-05T10:00:00.000Z',
    status: 'not requested',
    paymentStatus: null,
    ...overrides,
  };
}

/** A span of `text` where `word` first appears, as the engine reports evidence. */
function spanOf(text: string, word: string) {
  const start = text.indexOf(word);
  return { field: 'description', start, end: start + word.length, text: word };
}

export function buildDetail(overrides: Partial<EvaluationDetail> = {}): EvaluationDetail {
  const row = buildHistoryRow(overrides);
  const description = overrides.description ?? 'This course teaches Python. Students use Git.';
  const [python, git] = buildResult().skills;
  return {
    ...row,
    courseStartDate: '2024-01-15',
    courseEndDate: '2024-05-10',
    creditHours: 45,
    learningMode: 'online',
    instituteName: 'Lakeside Community College',
    instituteWebsite: 'https://www.lakeside.edu',
    instituteCountry: 'United States',
    contactName: 'Grace Hopper',
    contactEmail: 'registrar@lakeside.edu',
    description,
    descriptionSource: 'text',
    skills: [
      { ...python!, evidence: [spanOf(description, 'Python')] },
      { ...git!, evidence: [spanOf(description, 'Git')] },
    ],
    signals: [],
    reasons: [],
    engineVersion: '1.0.0',
    files: [],
    timeline: [{ status: 'not requested', at: '2025-03-05T10:00:00.000Z', note: 'Submitted and evaluated' }],
    certificateId: null,
    rejectionReason: null,
    ...overrides,
  };
}
