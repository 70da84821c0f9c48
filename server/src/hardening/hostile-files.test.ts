import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../db/schema.js';
import { diskStorageRoot } from '../providers/storage.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { courseDescription, docxWithText, multipart, pdfWithText, pngBytes, type MultipartFile } from '../test/files.js';

/**
 * Malformed and hostile files through both upload endpoints: every one gets a clear 4xx within 2 s,
 * memory stays bounded, and nothing is stored.
 */
let t: TestApp;
let cookie: string;

const fields = {
  courseName: 'Hostile Files Course',
  courseStartDate: '2024-01-08',
  courseEndDate: '2024-05-03',
  creditHours: '45',
  learningMode: 'online',
  instituteName: 'Example University',
  instituteWebsite: 'https://example.edu',
  instituteCountry: 'United States',
  contactName: 'Registrar',
  contactEmail: 'registrar@example.edu',
};
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A zip archive of the entries given, each deflated. */
function zipArchive(entries: readonly (readonly [string, Buffer])[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [entryName, content] of entries) {
    const compressed = deflateRawSync(content);
    const name = Buffer.from(entryName);
    // A local header and its central directory entry share these fields, two bytes further on in the second.
    const shared = (header: Buffer, shift: number) => {
      header.writeUInt16LE(20, 4 + shift);
      header.writeUInt16LE(8, 8 + shift);
      header.writeUInt32LE(compressed.length, 18 + shift);
      header.writeUInt32LE(content.length, 22 + shift);
      header.writeUInt16LE(name.length, 26 + shift);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared(local, 0);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    shared(central, 2);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip whose one entry inflates to `size` bytes of zeros: a decompression bomb. */
function zipBomb(entryName: string, size: number): Buffer {
  return zipArchive([[entryName, Buffer.alloc(size)]]);
}

/**
 * A real Word document whose one paragraph is `size` bytes of text: 200 KB that a DOCX reader unpacks
 * and parses as 200 MB of XML (it took a server to 4.6 GB and out of memory before the unpacking limit).
 */
function wordBomb(size: number): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  const body = Buffer.alloc(size, 'course ');
  return zipArchive([
    [
      '[Content_Types].xml',
      xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    ],
    [
      'word/document.xml',
      Buffer.concat([
        xml('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>'),
        body,
        Buffer.from('</w:t></w:r></w:p></w:body></w:document>'),
      ]),
    ],
  ]);
}

async function hostileFiles(): Promise<{ label: string; file: MultipartFile }[]> {
  const pdf = await pdfWithText();
  const docx = await docxWithText();
  const files: { label: string; file: MultipartFile }[] = [];
  const add = (label: string, name: string, type: string, bytes: Buffer) => files.push({ label, file: { name, type, bytes } });
  // Truncations of a real PDF and a real DOCX at many lengths.
  for (let i = 1; i <= 120; i++) add(`truncated pdf ${i}`, 'outline.pdf', 'application/pdf', pdf.subarray(0, Math.floor((pdf.length * i) / 121)));
  for (let i = 1; i <= 120; i++) add(`truncated docx ${i}`, 'outline.docx', docxType, docx.subarray(0, Math.floor((docx.length * i) / 121)));
  // Bytes flipped in the middle of real files.
  for (let i = 0; i < 80; i++) {
    const copy = Buffer.from(i % 2 ? pdf : docx);
    for (let j = 0; j < 40; j++) {
      const at = (i * 977 + j * 131) % copy.length;
      copy[at] = copy[at]! ^ 0xff;
    }
    add(`corrupted ${i % 2 ? 'pdf' : 'docx'} ${i}`, i % 2 ? 'outline.pdf' : 'outline.docx', i % 2 ? 'application/pdf' : docxType, copy);
  }
  // Decompression bombs disguised as DOCX.
  for (let i = 0; i < 20; i++) add(`zip bomb ${i}`, 'outline.docx', docxType, zipBomb('word/document.xml', 200 * 1024 * 1024));
  // Real Word documents that unpack to 200 MB of text: parsed, they exhaust memory.
  const words = wordBomb(200 * 1024 * 1024);
  for (let i = 0; i < 5; i++) add(`word bomb ${i}`, 'outline.docx', docxType, words);
  // A PDF with JavaScript, and polyglots.
  for (let i = 0; i < 20; i++) {
    add(`pdf with javascript ${i}`, 'outline.pdf', 'application/pdf', Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(${i}))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF`));
    add(`polyglot ${i}`, 'outline.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('<html><script>alert(1)</script></html>'), zipBomb('a.txt', 1024)]));
    add(`image as pdf ${i}`, 'outline.pdf', 'application/pdf', pngBytes);
  }
  // Empty, binary noise, executables, and an oversized file.
  for (let i = 0; i < 30; i++) add(`empty ${i}`, ['outline.pdf', 'outline.docx', 'outline.txt'][i % 3]!, 'application/octet-stream', Buffer.alloc(0));
  for (let i = 0; i < 40; i++) {
    const noise = Buffer.alloc(2048 + i * 97);
    for (let j = 0; j < noise.length; j++) noise[j] = (j * 2654435761 + i) & 0xff;
    add(`noise ${i}`, ['outline.pdf', 'outline.docx', 'outline.doc', 'outline.txt'][i % 4]!, 'application/octet-stream', noise);
  }
  for (let i = 0; i < 20; i++) add(`executable ${i}`, 'outline.txt', 'text/plain', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]));
  for (let i = 0; i < 10; i++) add(`oversized ${i}`, 'outline.pdf', 'application/pdf', Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]));
  return files;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  cookie = await signIn(t.app, await createUser(t.database.db));
});
afterAll(() => t.close());

describe('hostile files', () => {
  it('answers each of at least 500 hostile files with a clear 4xx within 2 s, storing nothing', { timeout: 900_000 }, async () => {
    const files = await hostileFiles();
    expect(files.length).toBeGreaterThanOrEqual(500);
    const problems: string[] = [];
    let slowest = 0;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    for (const [index, { label, file }] of files.entries()) {
      // Half go in as the outline of a file submission, half as the proof of a text submission.
      const asOutline = index % 2 === 0;
      const body = asOutline
        ? multipart(fields, { description: file, proof: { name: 'proof.png', type: 'image/png', bytes: pngBytes } })
        : multipart({ ...fields, description: courseDescription }, { proof: file });
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: asOutline ? '/api/badge/create' : '/api/badge/create-text',
        payload: body.payload,
        headers: { ...body.headers, cookie },
        remoteAddress: `10.8.${(index >> 8) & 255}.${index & 255}`,
      });
      const elapsed = performance.now() - started;
      slowest = Math.max(slowest, elapsed);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      const message = (response.json() as { msg?: unknown }).msg;
      if (response.statusCode < 400 || response.statusCode >= 500) problems.push(`${label} (${asOutline ? 'outline' : 'proof'}): ${response.statusCode} ${response.body.slice(0, 160)}`);
      else if (typeof message !== 'string' || message.length < 10) problems.push(`${label}: unclear message ${response.body.slice(0, 160)}`);
      if (elapsed > 2000) problems.push(`${label}: took ${Math.round(elapsed)} ms`);
    }
    expect(problems).toEqual([]);
    expect(await t.database.db.select().from(evaluations)).toEqual([]);
    const walk = (dir: string): string[] => {
      try {
        return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [entry.name]));
      } catch {
        return [];
      }
    };
    expect(walk(diskStorageRoot(t.config.dataDir))).toEqual([]);
    // Bounded memory: hundreds of bombs and 11 MB files do not pile up.
    expect((rssPeak - rssBefore) / 1024 / 1024).toBeLessThan(400);
    console.warn(`hostile files: ${files.length}, slowest ${Math.round(slowest)} ms, RSS growth ${Math.round((rssPeak - rssBefore) / 1024 / 1024)} MB`);
  });
});
