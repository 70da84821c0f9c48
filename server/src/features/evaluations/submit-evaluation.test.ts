import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate, extractText } from '@creds/engine';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationEvents, evaluationFiles, evaluations } from '../../db/schema.js';
import { createDiskStorage, diskStorageRoot, type FileStorage } from '../../providers/storage.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, signIn, type TestUser } from '../../test/factories.js';
import { repeatedSubmissionWindowMs } from './submit-evaluation.js';
import { courseDescription, docxWithText, exeBytes, multipart, pdfWithText, pdfWithoutText, pngBytes, sharedSyllabus, type MultipartFile } from '../../test/files.js';

let t: TestApp;
let user: TestUser;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.database.db);
  cookie = await signIn(t.app, user);
});
afterAll(() => t.close());

const validFields = () => ({
  courseName: 'Data Structures and Algorithms',
  courseStartDate: '2024-01-08',
  courseEndDate: '2024-05-03',
  creditHours: '45',
  learningMode: 'f2f',
  instituteName: 'Example State University',
  instituteWebsite: 'example.edu',
  instituteCountry: 'United States',
  contactName: 'Office of the Registrar',
  contactEmail: 'registrar@example.edu',
});
const proof: MultipartFile = { name: 'certificate.png', type: 'image/png', bytes: pngBytes };

function submitText(fields: Record<string, string>, files: Record<string, MultipartFile> = { proof }, as = cookie) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/badge/create-text', payload: body.payload, headers: { ...body.headers, cookie: as } });
}
function submitFile(fields: Record<string, string>, files: Record<string, MultipartFile>, as = cookie) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/badge/create', payload: body.payload, headers: { ...body.headers, cookie: as } });
}
const countRows = async () => (await t.database.db.select({ id: evaluations.id }).from(evaluations)).length;
const storedFiles = (dataDir = t.config.dataDir) => {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [entry.name]));
    } catch {
      return [];
    }
  };
  return walk(diskStorageRoot(dataDir)).length;
};

describe('POST /api/badge/create-text', () => {
  it('evaluates the text at once and records it as "not requested", with its proof', async () => {
    const response = await submitText({ ...validFields(), description: courseDescription });
    expect(response.statusCode).toBe(200);
    const { msg } = response.json();
    expect(msg.badgeId).toMatch(/^[A-Z2-9]{10}$/);
    expect(msg.skillSet.length).toBeGreaterThanOrEqual(3);
    expect(msg.skillSet).toEqual(msg.skills.map((skill: { name: string }) => skill.name));
    expect(msg.level).toBeGreaterThanOrEqual(1);
    expect(msg.complexity).toMatch(/^(Beginner|Novice|Intermediate|Advance|Expert)$/);
    expect(msg.skills[0].evidence[0].text.length).toBeGreaterThan(0);

    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.badgeId, msg.badgeId));
    expect(row).toMatchObject({
      userId: user.id,
      status: 'not requested',
      instituteWebsite: 'https://example.edu',
      creditHours: 45,
      descriptionSource: 'text',
      level: msg.level,
    });
    const files = await t.database.db.select().from(evaluationFiles).where(eq(evaluationFiles.evaluationId, row!.id));
    expect(files.map((file) => file.kind)).toEqual(['proof']);
    expect(files[0]!.storageKey).not.toContain('certificate');
    const events = await t.database.db.select().from(evaluationEvents).where(eq(evaluationEvents.evaluationId, row!.id));
    expect(events.map((event) => event.status)).toEqual(['not requested']);
  });

  it.each([
    ['courseName', '', 'Course name is required'],
    ['courseName', 'C#', 'Invalid course name'],
    ['courseName', 'Data/Structures', 'Invalid course name'],
    ['creditHours', '', 'Credit hour is required'],
    ['creditHours', 'forty', 'Credit hour must be a number'],
    ['creditHours', '0', 'Credit hour must be at least 1'],
    ['creditHours', '1000', 'Credit hour must be at most 999'],
    ['creditHours', '12.5', 'Credit hour must be a whole number'],
    ['learningMode', 'hybrid', 'Invalid learning mode'],
    ['instituteName', ' ', 'This field is required'],
    ['instituteCountry', '', 'This field is required'],
    ['instituteCountry', 'x'.repeat(65), 'Must be at most 64 characters'],
    ['contactName', '', 'This field is required'],
    ['contactEmail', 'registrar@', 'Invalid email format'],
    ['instituteWebsite', 'not a website', 'Enter a valid URL'],
    ['instituteWebsite', `example.edu/${'x'.repeat(100)}`, 'Website URL must be at most 100 characters'],
    ['description', '', 'This field is required'],
  ])('refuses %s %j with "%s" and records nothing', async (field, value, message) => {
    const before = await countRows();
    const response = await submitText({ ...validFields(), description: courseDescription, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it('takes the institute country as typed, with the list’s spelling for a listed name in any case', async () => {
    for (const [typed, stored] of [
      ['united states', 'United States'],
      [' Atlantis ', 'Atlantis'],
    ] as const) {
      const response = await submitText({ ...validFields(), instituteCountry: typed, description: courseDescription });
      expect(response.statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ instituteCountry: evaluations.instituteCountry })
        .from(evaluations)
        .where(eq(evaluations.badgeId, response.json().msg.badgeId));
      expect(row?.instituteCountry).toBe(stored);
    }
  });

  it('refuses an end date before the start date', async () => {
    const response = await submitText({ ...validFields(), courseStartDate: '2024-05-03', courseEndDate: '2024-01-08', description: courseDescription });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ courseEndDate: 'Completed date should be greater than started date' });
  });

  it('refuses a course date that does not exist, is before 1950 or is in the future', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [dates, fields] of [
      [{ courseStartDate: '2024-02-30', courseEndDate: '2024-05-03' }, { courseStartDate: 'Enter a valid date' }],
      [{ courseStartDate: '1949-12-31', courseEndDate: '2024-05-03' }, { courseStartDate: 'Date cannot be before 1950' }],
      [{ courseStartDate: '2024-01-08', courseEndDate: inTwoDays }, { courseEndDate: 'Date cannot be in the future' }],
    ] as const) {
      const response = await submitText({ ...validFields(), ...dates, creditHours: '40', description: courseDescription });
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect((await submitText({ ...validFields(), courseStartDate: '2024-01-08', courseEndDate: today, description: courseDescription })).statusCode).toBe(200);
  });

  it('refuses a malformed or cut-off form, and two files in one field, with 400, keeping nothing', async () => {
    const rowsBefore = await countRows();
    const raw = (contentType: string, payload: string | Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/badge/create-text', payload, headers: { 'content-type': contentType, cookie } });
    const good = multipart({ ...validFields(), description: courseDescription }, { proof });
    for (const response of [
      await raw('multipart/form-data', 'x'),
      await raw('multipart/form-data; boundary=XX', 'garbage without a boundary'),
      await raw(good.headers['content-type'], good.payload.subarray(0, good.payload.length - 40)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('The form could not be read: it arrived incomplete or malformed. Please send it again.');
    }
    const twice = multipart({ ...validFields(), description: courseDescription }, { proof });
    const second = Buffer.from(twice.payload.toString('latin1').replace(/--(\S+)--\r\n$/, (_end, boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="other.png"\r\nContent-Type: image/png\r\n\r\n${pngBytes.toString('latin1')}\r\n--${boundary}--\r\n`), 'latin1');
    const doubled = await raw(twice.headers['content-type'], second);
    expect(doubled.statusCode).toBe(400);
    expect(doubled.json().fields).toEqual({ proof: 'Attach one file only.' });
    expect(await countRows()).toBe(rowsBefore);
  });

  it('takes a file name with control characters or spaces around it, keeping the name without them', async () => {
    const response = await submitText({ ...validFields(), description: courseDescription }, { proof: { ...proof, name: ' cert\u0000ifi\u0007cate.png ' } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses more credit hours than there are hours between the dates', async () => {
    const fields = { ...validFields(), courseStartDate: '2024-03-01', courseEndDate: '2024-03-02', description: courseDescription };
    expect((await submitText({ ...fields, creditHours: '49' })).json().fields).toEqual({ creditHours: 'Invalid credit hours' });
    expect((await submitText({ ...fields, creditHours: '48' })).statusCode).toBe(200);
  });

  it('refuses a missing proof, a proof of the wrong type, and a renamed program', async () => {
    const fields = { ...validFields(), description: courseDescription };
    expect((await submitText(fields, {})).json().fields).toEqual({ proof: 'File is required' });
    const wrongType = await submitText(fields, { proof: { name: 'proof.gif', type: 'image/gif', bytes: pngBytes } });
    expect(wrongType.json().fields).toEqual({ proof: 'Not a valid image type' });
    const renamed = await submitText(fields, { proof: { name: 'certificate.pdf', type: 'application/pdf', bytes: exeBytes } });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().fields).toEqual({ proof: 'This file is not a real PDF file. Upload the original document.' });
    // An empty file is not a missing one; a damaged document is named as the proof.
    expect((await submitText(fields, { proof: { ...proof, bytes: Buffer.alloc(0) } })).json().fields).toEqual({ proof: 'This file is empty. Choose another file.' });
    const damaged = await submitText(fields, { proof: { name: 'certificate.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj garbage\ntrailer\n%%EOF\n') } });
    expect(damaged.json().fields).toEqual({ proof: 'We could not open this file; it may be damaged. Upload another copy of the proof.' });
  });

  it('refuses a proof over 10 MB with a clear message', async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await submitText({ ...validFields(), description: courseDescription }, { proof: { ...proof, bytes: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ msg: 'The file is too large. Each file must be 10 MB or smaller.', fields: { proof: expect.any(String) } });
  });

  it('refuses a description that is not in English', async () => {
    const french =
      "Ce cours présente la conception et l'analyse des algorithmes et des structures de données. Les étudiants apprennent à " +
      'mettre en œuvre des listes chaînées, des piles, des files, des tables de hachage et des arbres binaires de recherche.';
    const response = await submitText({ ...validFields(), description: french });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ description: 'Documents must be in English.' });
  });

  it('answers a visitor with 401 Unauthorized', async () => {
    const response = await submitText({ ...validFields(), description: courseDescription }, { proof }, '');
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Unauthorized');
  });
});

describe('POST /api/badge/create (outline file)', () => {
  it('reads a DOCX outline', async () => {
    const response = await submitFile(validFields(), {
      description: { name: 'outline.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: await docxWithText() },
      proof,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.badgeId, response.json().msg.badgeId));
    expect(row!.descriptionSource).toBe('file');
    expect(row!.description).toContain('hash tables');
    const files = await t.database.db.select().from(evaluationFiles).where(eq(evaluationFiles.evaluationId, row!.id));
    expect(files.map((file) => file.kind).sort()).toEqual(['outline', 'proof']);
  });

  it('reads a text PDF outline', async () => {
    const response = await submitFile(validFields(), {
      description: { name: 'outline.pdf', type: 'application/pdf', bytes: await pdfWithText() },
      proof: { name: 'transcript.pdf', type: 'application/pdf', bytes: await pdfWithText('Official transcript of records. The student named above completed the course Data Structures and Algorithms with a final grade of A.') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg.skillSet.length).toBeGreaterThan(0);
  });

  it('reads a text outline saved as UTF-16 with its byte-order mark, little- and big-endian', async () => {
    const text = `Cours de base. ${courseDescription}`;
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little.map((_, i) => little[i ^ 1]!));
    for (const bytes of [little, big]) {
      const response = await submitFile(validFields(), { description: { name: 'outline.txt', type: 'text/plain', bytes }, proof });
      expect(response.statusCode).toBe(200);
      expect(response.json().msg.skillSet.length).toBeGreaterThan(0);
    }
    const binary = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0x00, 0x41, 0x00])]);
    const refused = await submitFile(validFields(), { description: { name: 'outline.txt', type: 'text/plain', bytes: binary }, proof });
    expect(refused.statusCode).toBe(415);
  });

  it.skipIf(!sharedSyllabus('dickinson_COMP378_spring2022_syllabus.docx'))('reads a real syllabus from an institution', async () => {
    const response = await submitFile(validFields(), {
      description: {
        name: 'COMP378 syllabus.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: sharedSyllabus('dickinson_COMP378_spring2022_syllabus.docx')!,
      },
      proof,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg.level).toBeGreaterThanOrEqual(2);
  });

  it('refuses a missing outline, an outline of another type and a fake PDF', async () => {
    expect((await submitFile(validFields(), { proof })).json().fields).toEqual({ description: 'File is required' });
    const image = await submitFile(validFields(), { description: { name: 'outline.png', type: 'image/png', bytes: pngBytes }, proof });
    expect(image.json().fields).toEqual({ description: 'Not a valid image type' });
    const fake = await submitFile(validFields(), { description: { name: 'outline.pdf', type: 'application/pdf', bytes: Buffer.from('just words') }, proof });
    expect(fake.statusCode).toBe(415);
  });

  it('says plainly when a PDF holds no text', async () => {
    const response = await submitFile(validFields(), {
      description: { name: 'scan.pdf', type: 'application/pdf', bytes: await pdfWithoutText() },
      proof,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.description).toMatch(/We could not read any text in this PDF/);
  });
});

describe('the same submission sent again', () => {
  const docx = (bytes: Buffer): MultipartFile => ({ name: 'outline.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes });
  async function newSubmitter() {
    const owner = await createUser(t.database.db);
    return { owner, as: await signIn(t.app, owner) };
  }
  const rowsOf = (userId: string) => t.database.db.select().from(evaluations).where(eq(evaluations.userId, userId));
  const textForm = { ...validFields(), description: courseDescription };

  it('answers a repeated text submission with the evaluation already recorded, writing nothing', async () => {
    const { owner, as } = await newSubmitter();
    const first = await submitText(textForm, { proof }, as);
    expect(first.statusCode).toBe(200);
    const filesBefore = storedFiles();
    // Spaces the schema trims and a proof under another name are the same submission.
    const again = await submitText({ ...textForm, courseName: ` ${textForm.courseName} `, description: `${courseDescription}\n` }, { proof: { ...proof, name: 'scan.png' } }, as);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await rowsOf(owner.id);
    expect(rows.map((row) => row.badgeId)).toEqual([first.json().msg.badgeId]);
    expect(rows[0]!.submissionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.database.db.select().from(evaluationEvents).where(eq(evaluationEvents.evaluationId, rows[0]!.id))).toHaveLength(1);
    expect(await t.database.db.select().from(evaluationFiles).where(eq(evaluationFiles.evaluationId, rows[0]!.id))).toHaveLength(1);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('records a submission that differs in a field, the description or the proof, each one once', async () => {
    const { owner, as } = await newSubmitter();
    const transcript: MultipartFile = { name: 'transcript.pdf', type: 'application/pdf', bytes: await pdfWithText('Official transcript of records. The student completed Data Structures and Algorithms with a final grade of A.') };
    const variants: [Record<string, string>, MultipartFile][] = [
      [textForm, proof],
      [{ ...textForm, creditHours: '44' }, proof],
      [{ ...textForm, description: `${courseDescription} Weekly labs in C.` }, proof],
      [textForm, transcript],
    ];
    const badgeIds: string[] = [];
    for (const [fields, file] of variants) {
      const first = await submitText(fields, { proof: file }, as);
      const again = await submitText(fields, { proof: file }, as);
      expect(again.json().msg.badgeId).toBe(first.json().msg.badgeId);
      badgeIds.push(first.json().msg.badgeId);
    }
    expect(new Set(badgeIds).size).toBe(variants.length);
    expect((await rowsOf(owner.id)).map((row) => row.badgeId).sort()).toEqual([...badgeIds].sort());
  });

  it('keeps one row and one stored outline for an outline file sent twice', async () => {
    const { owner, as } = await newSubmitter();
    const files = { description: docx(await docxWithText()), proof };
    const filesBefore = storedFiles();
    const first = await submitFile(validFields(), files, as);
    const again = await submitFile(validFields(), files, as);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().msg.badgeId).toBe(first.json().msg.badgeId);
    const rows = await rowsOf(owner.id);
    expect(rows).toHaveLength(1);
    const kept = await t.database.db.select({ kind: evaluationFiles.kind }).from(evaluationFiles).where(eq(evaluationFiles.evaluationId, rows[0]!.id));
    expect(kept.map((file) => file.kind).sort()).toEqual(['outline', 'proof']);
    expect(storedFiles()).toBe(filesBefore + 2);
  });

  it('records one evaluation, and leaves no stored file behind, when the same form is sent twice at once', async () => {
    const { owner, as } = await newSubmitter();
    const files = { description: docx(await docxWithText()), proof };
    const filesBefore = storedFiles();
    const answers = await Promise.all([submitFile(validFields(), files, as), submitFile(validFields(), files, as), submitText(textForm, { proof }, as), submitText(textForm, { proof }, as)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [file1, file2, text1, text2] = answers.map((answer) => answer.json().msg.badgeId);
    expect(file2).toBe(file1);
    expect(text2).toBe(text1);
    expect(await rowsOf(owner.id)).toHaveLength(2);
    expect(storedFiles()).toBe(filesBefore + 3);
  });

  it('answers with the evaluation while its payment is still due, and records a new one once it was paid', async () => {
    const { owner, as } = await newSubmitter();
    const first = (await submitText(textForm, { proof }, as)).json().msg.badgeId;
    await t.database.db.update(evaluations).set({ status: 'pending', paymentStatus: 'requires_payment_method' }).where(eq(evaluations.badgeId, first));
    expect((await submitText(textForm, { proof }, as)).json().msg.badgeId).toBe(first);

    await t.database.db.update(evaluations).set({ paymentStatus: 'succeeded' }).where(eq(evaluations.badgeId, first));
    const afterPayment = (await submitText(textForm, { proof }, as)).json().msg.badgeId;
    expect(afterPayment).not.toBe(first);
    expect((await submitText(textForm, { proof }, as)).json().msg.badgeId).toBe(afterPayment);
    expect(await rowsOf(owner.id)).toHaveLength(2);
  });

  it('records a new evaluation of the same form sent again after the window', async () => {
    const { owner, as } = await newSubmitter();
    const first = (await submitText(textForm, { proof }, as)).json().msg.badgeId;
    expect((await submitText(textForm, { proof }, as)).json().msg.badgeId).toBe(first);
    await t.database.db
      .update(evaluations)
      .set({ createdAt: sql`${evaluations.createdAt} - make_interval(secs => ${repeatedSubmissionWindowMs / 1000 + 60})` })
      .where(and(eq(evaluations.badgeId, first), eq(evaluations.userId, owner.id)));
    const later = (await submitText(textForm, { proof }, as)).json().msg.badgeId;
    expect(later).not.toBe(first);
    expect(await rowsOf(owner.id)).toHaveLength(2);
  });

  it('tells users apart: another user sending the same form gets an evaluation of their own', async () => {
    const [a, b] = [await newSubmitter(), await newSubmitter()];
    const first = (await submitText(textForm, { proof }, a.as)).json().msg.badgeId;
    expect((await submitText(textForm, { proof }, a.as)).json().msg.badgeId).toBe(first);
    expect((await submitText(textForm, { proof }, b.as)).json().msg.badgeId).not.toBe(first);
    expect(await rowsOf(b.owner.id)).toHaveLength(1);
  });
});

describe('no half-written evaluation', () => {
  async function withServices(services: { storage?: FileStorage; evaluator?: { evaluate: typeof evaluate; extractText: typeof extractText } }, run: (app: TestApp) => Promise<void>) {
    const app = await buildTestApp({}, services);
    try {
      await run(app);
    } finally {
      await app.close();
    }
  }

  it('leaves no row and no file when storing the second file fails', async () => {
    const dataDir = t.config.dataDir;
    const disk = createDiskStorage(diskStorageRoot(dataDir));
    let puts = 0;
    const flaky: FileStorage = { ...disk, put: async (bytes, hint) => (++puts === 2 ? Promise.reject(new Error('disk full')) : disk.put(bytes, hint)) };
    await withServices({ storage: flaky }, async (failing) => {
      const owner = await createUser(failing.database.db);
      const body = multipart(validFields(), {
        description: { name: 'outline.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: await docxWithText() },
        proof,
      });
      const before = storedFiles();
      const response = await failing.app.inject({ method: 'POST', url: '/api/badge/create', payload: body.payload, headers: { ...body.headers, cookie: await signIn(failing.app, owner) } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('disk full');
      expect(await failing.database.db.select().from(evaluations)).toEqual([]);
      expect(storedFiles()).toBe(before);
    });
  });

  it('leaves no row and no file when the engine fails', async () => {
    const broken = { evaluate: () => { throw new Error('model file missing'); }, extractText };
    await withServices({ evaluator: broken }, async (failing) => {
      const owner = await createUser(failing.database.db);
      const body = multipart({ ...validFields(), description: courseDescription }, { proof });
      const response = await failing.app.inject({ method: 'POST', url: '/api/badge/create-text', payload: body.payload, headers: { ...body.headers, cookie: await signIn(failing.app, owner) } });
      expect(response.statusCode).toBe(500);
      expect(await failing.database.db.select().from(evaluations)).toEqual([]);
      expect(storedFiles(failing.config.dataDir)).toBe(0);
    });
  });

  it('removes the stored files when writing the record fails', async () => {
    const badResult = { evaluate: (...args: Parameters<typeof evaluate>) => ({ ...evaluate(...args), engineVersion: null as unknown as string }), extractText };
    await withServices({ evaluator: badResult, storage: createDiskStorage(diskStorageRoot(t.config.dataDir)) }, async (failing) => {
      const owner = await createUser(failing.database.db);
      const before = storedFiles();
      const body = multipart({ ...validFields(), description: courseDescription }, { proof });
      const response = await failing.app.inject({ method: 'POST', url: '/api/badge/create-text', payload: body.payload, headers: { ...body.headers, cookie: await signIn(failing.app, owner) } });
      expect(response.statusCode).toBe(500);
      expect(await failing.database.db.select().from(evaluations)).toEqual([]);
      expect(storedFiles()).toBe(before);
    });
  });
});

describe('POST /api/evaluation/type/text', () => {
  it('previews a pasted description', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/evaluation/type/text',
      headers: { cookie },
      payload: { description: `  ${courseDescription}\r\n\r\n\r\n  More   text.  ` },
    });
    expect(response.statusCode).toBe(200);
    const { msg } = response.json();
    expect(msg).toMatchObject({ language: 'eng', isEnglish: true });
    expect(msg.description.endsWith('More text.')).toBe(true);
    expect(msg.wordCount).toBe(courseDescription.split(' ').length + 2);
  });
});
