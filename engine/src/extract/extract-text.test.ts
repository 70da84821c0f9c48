import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { decodeText, detectKind, extractText } from './extract-text.js';
import { EngineError, type EngineErrorCode } from '../errors.js';
import { evaluate } from '../evaluate.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDirectory = process.env.CREDS_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const syllabi = resolve(dataDirectory, 'syllabi');
const hasSyllabi = existsSync(syllabi);
if (!hasSyllabi) console.warn(`Shared syllabi absent (looked in ${syllabi}); the real-syllabus tests are skipped.`);

const english =
  'This course introduces the design and analysis of algorithms. Students learn sorting, searching and graph algorithms, and they analyse the running time of programs written in Python.';
const french =
  "Ce cours présente la conception et l'analyse des algorithmes. Les étudiants apprennent les algorithmes de tri, de recherche et de graphes, et ils analysent le temps d'exécution des programmes.";

interface PdfOptions {
  pages?: number;
  text?: string;
  imageOnly?: boolean;
  userPassword?: string;
}

function makePdf({ pages = 1, text = english, imageOnly = false, userPassword }: PdfOptions = {}): Promise<Buffer> {
  return new Promise((resolvePdf, reject) => {
    const doc = new PDFDocument(userPassword ? { userPassword, ownerPassword: `${userPassword}-owner` } : {});
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 0; page < pages; page += 1) {
      if (page > 0) doc.addPage();
      if (imageOnly) doc.rect(50, 50, 300, 200).fill('#336699');
      else doc.text(`${text} Page ${page + 1}.`);
    }
    doc.end();
  });
}

function makeDocx(paragraphs: string[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] }));
}

async function failure(promise: Promise<unknown>): Promise<EngineErrorCode> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    const engineError = error as EngineError;
    expect(engineError.message.length).toBeGreaterThan(10);
    return engineError.code;
  }
  throw new Error('expected the extraction to fail');
}

describe('extractText: good files', () => {
  it('reads a generated text PDF, page by page', async () => {
    const result = await extractText(await makePdf({ pages: 3 }), 'outline.pdf', 'application/pdf');
    expect(result.kind).toBe('pdf');
    expect(result.pages).toBe(3);
    expect(result.text).toContain('design and analysis of algorithms');
    expect(result.text).toContain('Page 3.');
    expect(result.language).toBe('eng');
  });

  it('reads a generated DOCX', async () => {
    const result = await extractText(await makeDocx(['Course outline', english]), 'outline.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(result.kind).toBe('docx');
    expect(result.text).toBe(`Course outline\n\n${english}`);
  });

  it('reads a legacy Word 97 DOC', async () => {
    const result = await extractText(readFileSync(resolve(here, 'fixtures', 'outline.doc')), 'outline.doc', 'application/msword');
    expect(result.kind).toBe('doc');
    expect(result.text).toContain('Introduction to Data Structures');
    expect(result.text).toContain('hash tables in Python');
  });

  it('reads TXT in UTF-8, UTF-8 with BOM, UTF-16 LE and BE with BOM, and Latin-1', async () => {
    const text = `Café culture — ${english}`;
    const utf16be = Buffer.from(text, 'utf16le').swap16();
    const files: [string, Buffer][] = [
      ['utf-8', Buffer.from(text, 'utf8')],
      ['utf-8 bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
      ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be])],
    ];
    for (const [, buffer] of files) {
      const result = await extractText(buffer, 'outline.txt', 'text/plain');
      expect(result.text).toBe(text);
    }
    const latin1 = await extractText(Buffer.from(`Café: ${english}`, 'latin1'), 'outline.txt', 'text/plain');
    expect(latin1.text).toBe(`Café: ${english}`);
  });

  it('cuts very long text at the character limit and says so', async () => {
    const result = await extractText(Buffer.from(english.repeat(50)), 'outline.txt', 'text/plain', { maxChars: 1000 });
    expect(result.text).toHaveLength(1000);
    expect(result.truncated).toBe(true);
  });

  it.skipIf(!hasSyllabi)('reads the two real syllabi (DOCX written by institutions)', async () => {
    const cornell = await extractText(readFileSync(resolve(syllabi, 'cornell_BEE4750_fall2023_syllabus.docx')), 'syllabus.docx', '');
    expect(cornell.text).toContain('Environmental Engineering');
    expect(cornell.text.length).toBeGreaterThan(2000);
    const dickinson = await extractText(readFileSync(resolve(syllabi, 'dickinson_COMP378_spring2022_syllabus.docx')), 'syllabus.docx', '');
    expect(dickinson.text).toContain('COMP 378: Database Systems');
    expect(dickinson.text).toContain('query relational databases');
  });

  it.skipIf(!hasSyllabi)('evaluates the two real syllabi without skills from their policy sections', async () => {
    const read = async (file: string) => (await extractText(readFileSync(resolve(syllabi, file)), file, '')).text;
    const dickinson = evaluate({ courseName: 'COMP 378 Database Systems', description: await read('dickinson_COMP378_spring2022_syllabus.docx') });
    const dickinsonSkills = dickinson.skills.map((skill) => skill.name);
    expect(dickinsonSkills).toEqual(expect.arrayContaining(['Databases', 'SQL']));
    for (const name of ['Special education', 'Teaching and pedagogy']) expect(dickinsonSkills).not.toContain(name);
    expect(dickinson.reasons.some((reason) => reason.includes('"Accommodations"') && reason.includes('were not read for skills or level'))).toBe(true);
    const cornell = evaluate({ courseName: 'BEE 4750 Environmental Systems Analysis', description: await read('cornell_BEE4750_fall2023_syllabus.docx') });
    const cornellSkills = cornell.skills.map((skill) => skill.name);
    expect(cornellSkills).toEqual(expect.arrayContaining(['Environmental engineering', 'Mathematical optimization']));
    for (const name of ['Mental health', 'Human rights', 'Management consulting', 'Supply chain management']) expect(cornellSkills).not.toContain(name);
  });
});

describe('extractText: bad files', () => {
  it('refuses an empty file', async () => {
    expect(await failure(extractText(new Uint8Array(0), 'outline.pdf', 'application/pdf'))).toBe('EMPTY_FILE');
  });

  it('refuses a file over the size limit', async () => {
    expect(await failure(extractText(Buffer.alloc(2048, 97), 'outline.txt', 'text/plain', { maxBytes: 1024 }))).toBe('FILE_TOO_LARGE');
  });

  it('refuses a corrupt PDF, a PDF name on other content, and a corrupt DOCX', async () => {
    expect(await failure(extractText(Buffer.from('%PDF-1.7\n1 0 obj garbage'), 'outline.pdf', 'application/pdf'))).toBe('CORRUPT_FILE');
    const pdf = await makePdf();
    expect(await failure(extractText(pdf.subarray(0, 200), 'outline.pdf', 'application/pdf'))).toBe('CORRUPT_FILE');
    expect(await failure(extractText(Buffer.from('just some words in a text file'), 'outline.pdf', 'application/pdf'))).toBe('CORRUPT_FILE');
    expect(await failure(extractText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 'outline.docx', ''))).toBe('CORRUPT_FILE');
  });

  it('refuses an encrypted PDF and an encrypted DOCX', async () => {
    expect(await failure(extractText(await makePdf({ userPassword: 'secret' }), 'outline.pdf', 'application/pdf'))).toBe('ENCRYPTED_FILE');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(await failure(extractText(ole, 'outline.docx', ''))).toBe('ENCRYPTED_FILE');
  });

  it('refuses an image-only PDF with the message the user needs', async () => {
    const error = await extractText(await makePdf({ imageOnly: true }), 'scan.pdf', 'application/pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('NO_TEXT');
    expect((error as EngineError).message).toBe('We could not read any text in this PDF. Upload a text-based PDF or paste the description.');
  });

  it('refuses a PDF with too many pages', async () => {
    expect(await failure(extractText(await makePdf({ pages: 5 }), 'outline.pdf', 'application/pdf', { maxPages: 4 }))).toBe('TOO_MANY_PAGES');
  });

  it('refuses a Word document whose text unpacks beyond the limit, before parsing it (a "zip bomb")', async () => {
    const long = await makeDocx(Array.from({ length: 300 }, () => english.repeat(5)));
    expect(long.byteLength).toBeLessThan(60_000);
    expect(await failure(extractText(long, 'outline.docx', '', { maxUnpackedBytes: 100_000 }))).toBe('TOO_MANY_PAGES');
    expect((await extractText(long, 'outline.docx', '')).text).toContain('design and analysis of algorithms');
    // The sizes an archive claims are not trusted: the parts are unpacked against the limit.
    const lying = Buffer.from(long);
    for (let at = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      lying.writeUInt32LE(10, at + 24);
    }
    expect(await failure(extractText(lying, 'outline.docx', '', { maxUnpackedBytes: 100_000 }))).toBe('TOO_MANY_PAGES');
  });

  it('gives up on a slow extraction instead of hanging', async () => {
    expect(await failure(extractText(await makePdf({ pages: 10 }), 'outline.pdf', 'application/pdf', { timeoutMs: 1 }))).toBe('EXTRACTION_TIMEOUT');
  });

  it('refuses a document that is not in English', async () => {
    const error = await extractText(await makeDocx([french, french]), 'plan.docx', '').catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('NOT_ENGLISH');
    expect((error as EngineError).message).toBe('Documents must be in English.');
  });

  it('refuses unsupported and binary files', async () => {
    expect(await failure(extractText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 'photo.png', 'image/png'))).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await failure(extractText(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]), 'outline.txt', 'text/plain'))).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a text file with no letters', async () => {
    expect(await failure(extractText(Buffer.from('12345 67890 ... !!!'), 'outline.txt', 'text/plain'))).toBe('NO_TEXT');
  });
});

describe('detectKind and decodeText', () => {
  it('trusts content over the name', async () => {
    expect(detectKind(await makePdf(), 'outline.txt', 'text/plain')).toBe('pdf');
    expect(detectKind(Buffer.from('plain words'), 'notes', '')).toBe('txt');
  });

  it('decodes UTF-16 without a byte-order mark', () => {
    expect(decodeText(Buffer.from('Plain English text here', 'utf16le'))).toBe('Plain English text here');
  });
});
