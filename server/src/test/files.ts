import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

/** The smallest real PNG: a 1×1 transparent pixel. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The start of a Windows program: what a renamed executable looks like. */
export const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export const courseDescription = [
  'This course introduces the design and analysis of algorithms and data structures.',
  'Students learn to implement linked lists, stacks, queues, hash tables, binary search trees and graphs in Python,',
  'analyse running time with asymptotic notation, and apply sorting and searching algorithms to practical problems.',
  'Learning outcomes: by the end of the course students will be able to evaluate trade-offs between data structures,',
  'design efficient algorithms, and explain their complexity. Prerequisite: an introductory programming course.',
].join(' ');

/** A text PDF, as a word processor would export it. */
export function pdfWithText(text: string = courseDescription): Promise<Buffer> {
  return new Promise((resolvePdf, reject) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('Course outline');
    doc.fontSize(11).text(text);
    doc.end();
  });
}

/** A PDF with only a drawing, like a scanned page: no text to read. */
export function pdfWithoutText(): Promise<Buffer> {
  return new Promise((resolvePdf, reject) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.rect(72, 72, 300, 200).fill('#333333');
    doc.end();
  });
}

export async function docxWithText(text: string = courseDescription): Promise<Buffer> {
  const document = new Document({ sections: [{ children: text.split('. ').map((sentence) => new Paragraph(sentence)) }] });
  return Buffer.from(await Packer.toBuffer(document));
}

/** A real syllabus from ../shared/data (not in the repository); null when the data folder is absent. */
export function sharedSyllabus(name: string): Buffer | null {
  const dataDir = process.env.CREDS_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/data');
  const path = resolve(dataDir, 'syllabi', name);
  return existsSync(path) ? readFileSync(path) : null;
}

export interface MultipartFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, files: Record<string, MultipartFile>) {
  const boundary = `----creds${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
