import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

/** A course description in English that names skills the engine knows. */
export const sampleDescription = [
  'This course introduces programming in Python for students with no prior experience.',
  'Students learn variables, loops, functions and basic data structures such as lists and dictionaries.',
  'By the end of the course, students will be able to write small programs, debug code and use version control with Git.',
  'Weekly labs, two quizzes and a final project assess the learning outcomes.',
].join(' ');

/** The smallest valid PNG (1 × 1 px): real image bytes, as the server checks file content. */
export const proofPng = {
  name: 'certificate.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A real course syllabus (Word), kept outside the repository: in `CREDS_DATA_DIR`, else `../shared/data` beside it. */
const sharedDataDir = process.env.CREDS_DATA_DIR ?? resolve(import.meta.dirname, '..', '..', '..', 'shared', 'data');
const syllabusDocxPath = join(sharedDataDir, 'syllabi', 'dickinson_COMP378_spring2022_syllabus.docx');

// Where the real syllabus is absent, a Word syllabus of the same course written by the test.
const writtenSyllabus = [
  'COMP 378 Database Systems, Spring 2022',
  'This course covers the design and implementation of relational database systems.',
  'Topics include the relational model, SQL queries and views, entity-relationship design and normalization.',
  'Students also study transactions, concurrency control, recovery and query optimization.',
  'By the end of the course, students will be able to design a database schema, write SQL and build a small database application.',
  'Assessment: weekly labs, two exams and a team project.',
];

/** The course syllabus as a Word file: the real one where it is on this machine, else one made for the test. */
export async function syllabusDocx() {
  const buffer = existsSync(syllabusDocxPath)
    ? readFileSync(syllabusDocxPath)
    : Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children: writtenSyllabus.map((line) => new Paragraph(line)) }] })));
  return { name: 'COMP378-syllabus.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer };
}

/** A PDF course outline made for the test, with real text in it. */
export async function outlinePdf(lines: readonly string[]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const document = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));
  document.fontSize(18).text(lines[0] ?? 'Course outline');
  document.moveDown();
  document.fontSize(11);
  for (const line of lines.slice(1)) document.text(line).moveDown(0.5);
  document.end();
  await done;
  return { name: 'course-outline.pdf', mimeType: 'application/pdf', buffer: Buffer.concat(chunks) };
}

export interface CourseFields {
  courseName: string;
  courseStartDate: string;
  courseEndDate: string;
  creditHours: string;
  learningMode: 'online' | 'f2f';
  instituteName: string;
  instituteWebsite: string;
  instituteCountry: string;
  contactName: string;
  contactEmail: string;
}

export function courseFields(overrides: Partial<CourseFields> = {}): CourseFields {
  return {
    courseName: 'Introduction to Python Programming',
    courseStartDate: '2024-01-15',
    courseEndDate: '2024-05-10',
    creditHours: '45',
    learningMode: 'online',
    instituteName: 'Lakeside Community College',
    instituteWebsite: 'www.lakeside.edu',
    instituteCountry: 'United States',
    contactName: 'Grace Hopper',
    contactEmail: 'registrar@lakeside.edu',
    ...overrides,
  };
}

export interface CreatedEvaluation {
  badgeId: string;
  skillSet: string[];
  complexity: string;
  level: number;
  points: number;
}

/** Submits a text evaluation through the API (the page's context must be signed in). */
export async function submitTextEvaluation(
  request: APIRequestContext,
  overrides: Partial<CourseFields> = {},
  description = sampleDescription,
): Promise<CreatedEvaluation> {
  const response = await request.post('/api/badge/create-text', {
    multipart: { ...courseFields(overrides), description, proof: proofPng },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { msg: CreatedEvaluation }).msg;
}

/** Fills every field of the evaluation form but the description and the files. */
export async function fillCourseFields(page: Page, overrides: Partial<CourseFields> = {}) {
  const values = courseFields(overrides);
  const form = evaluationForm(page);
  await form.getByLabel('Course Name').fill(values.courseName);
  await form.getByLabel('Course Start Date').fill(values.courseStartDate);
  await form.getByLabel('Course End Date').fill(values.courseEndDate);
  await form.getByLabel('Credit Hours').fill(values.creditHours);
  await form.getByLabel('Learning Mode').selectOption(values.learningMode);
  await form.getByLabel('Institute Name').fill(values.instituteName);
  await form.getByLabel('Institute Website').fill(values.instituteWebsite);
  await form.getByLabel('Institute Country').fill(values.instituteCountry);
  await form.getByLabel('Contact Name').fill(values.contactName);
  await form.getByLabel('Contact Email').fill(values.contactEmail);
}

export function evaluationForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Course evaluation form' });
}

/** The outline file input of the File Upload tab. */
export const outlineLabel = 'Course Outline (description file)';

export function resultPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Evaluation Result' });
}

/** The history row (the table, rendered from 1024 px; narrower screens get cards instead) of a course. */
export function historyRow(page: Page, courseName: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: courseName, exact: true }) });
}

