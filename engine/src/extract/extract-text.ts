import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { EngineError, engineErrorMessages, type EngineErrorCode } from '../errors.js';
import { detectLanguage } from '../language.js';
import { checkDocxArchive } from './zip-limits.js';

/** The kinds of file `extractText` reads. */
export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt';

/** Limits that keep a hostile file from exhausting memory or time. */
export interface ExtractionLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** PDF pages read; a longer PDF is refused (an outline is a few pages). */
  maxPages: number;
  /** Characters of text kept; the rest is cut (and `truncated` says so). */
  maxChars: number;
  /** Time allowed for one extraction, in milliseconds. */
  timeoutMs: number;
  /** Bytes a Word document's XML may unpack to: a larger one (a "zip bomb") is refused before it is read. */
  maxUnpackedBytes: number;
}

export const defaultExtractionLimits: ExtractionLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 60,
  maxChars: 200_000,
  timeoutMs: 15_000,
  // A 300-page text-only document is about 10 MB of XML; parsing takes some 15 times its size in memory.
  maxUnpackedBytes: 25 * 1024 * 1024,
};

/** Text read from an uploaded file. */
export interface ExtractedText {
  /** Plain text with normalised line breaks, paragraphs separated by blank lines. */
  text: string;
  kind: DocumentKind;
  /** Pages read (PDF only). */
  pages?: number;
  /** True when the text was cut at `maxChars`. */
  truncated: boolean;
  /** ISO 639-3 code of the language detected (`eng`, or `und` when too short to tell). */
  language: string;
}

const kindNames: Record<DocumentKind, string> = { pdf: 'PDF', docx: 'Word document', doc: 'Word document', txt: 'text file' };

function fail(code: EngineErrorCode, kind?: DocumentKind, cause?: unknown): never {
  const message =
    code === 'NO_TEXT' && kind
      ? `We could not read any text in this ${kindNames[kind]}. Upload a text-based ${kind === 'pdf' ? 'PDF' : 'file'} or paste the description.`
      : engineErrorMessages[code];
  throw new EngineError(code, message, cause === undefined ? undefined : { cause });
}

function startsWith(buffer: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, i) => buffer[offset + i] === byte);
}

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(filename.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Decides the kind from the content first (magic bytes), then the extension and MIME type; a file
 * whose content contradicts its name is treated as corrupt rather than trusted.
 */
export function detectKind(buffer: Uint8Array, filename: string, mimeType: string): DocumentKind {
  const extension = extensionOf(filename);
  const mime = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  const claimsPdf = extension === 'pdf' || mime === 'application/pdf';
  const claimsDocx = extension === 'docx' || mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const claimsDoc = extension === 'doc' || mime === 'application/msword';
  const claimsTxt = extension === 'txt' || mime === 'text/plain';
  const head = new TextDecoder('latin1').decode(buffer.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(buffer, zipMagic)) {
    if (claimsDocx || claimsDoc || !claimsPdf) return 'docx';
    fail('CORRUPT_FILE');
  }
  if (startsWith(buffer, oleMagic)) {
    // Office stores a password-protected .docx inside an OLE container.
    if (claimsDocx) fail('ENCRYPTED_FILE');
    return 'doc';
  }
  if (claimsPdf || claimsDocx || claimsDoc) fail('CORRUPT_FILE');
  if (claimsTxt || mime.startsWith('text/') || extension === '') return 'txt';
  return fail('UNSUPPORTED_FILE_TYPE');
}

/** Decodes a text file: UTF-8 or UTF-16 with a byte-order mark, UTF-8 without, else Latin-1 (Windows-1252). */
export function decodeText(buffer: Uint8Array): string {
  if (startsWith(buffer, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(buffer.subarray(3));
  if (startsWith(buffer, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (startsWith(buffer, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  // UTF-16 without a mark: every other byte of ASCII text is zero.
  const sample = buffer.subarray(0, 512);
  let oddZeros = 0;
  let evenZeros = 0;
  sample.forEach((byte, i) => {
    if (byte === 0) {
      if (i % 2 === 1) oddZeros += 1;
      else evenZeros += 1;
    }
  });
  if (sample.length >= 8 && oddZeros > sample.length / 4 && evenZeros === 0) return new TextDecoder('utf-16le').decode(buffer);
  if (sample.length >= 8 && evenZeros > sample.length / 4 && oddZeros === 0) return new TextDecoder('utf-16be').decode(buffer);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** Collapses runs of spaces, normalises line breaks and removes control characters. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when decoded "text" is mostly control or replacement characters: a binary file, not text. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- counting control characters is the point
  const odd = sample.match(/[\u0000-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
  return odd / sample.length > 0.1;
}

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}

async function readPdf(buffer: Uint8Array, limits: ExtractionLimits): Promise<{ text: string; pages: number }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the array it is given, so it gets a copy.
    pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException') fail('ENCRYPTED_FILE', 'pdf', error);
    fail('CORRUPT_FILE', 'pdf', error);
  }
  try {
    if (pdf.numPages > limits.maxPages) fail('TOO_MANY_PAGES', 'pdf');
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < limits.maxChars; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as PdfTextItem[]).map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return { text: pages.join('\n\n'), pages: pdf.numPages };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    fail('CORRUPT_FILE', 'pdf', error);
  } finally {
    void pdf.destroy();
  }
}

/**
 * The Word readers are loaded on the first Word file, not with the engine: together they hold about
 * 23 MB that a process which only evaluates text or reads PDFs never needs.
 */
async function readDocx(buffer: Uint8Array, limits: ExtractionLimits): Promise<string> {
  // The parser unpacks the whole document into memory, in one piece of work that no timeout can stop.
  const problem = checkDocxArchive(buffer, limits.maxUnpackedBytes);
  if (problem === 'too large') fail('TOO_MANY_PAGES');
  if (problem === 'corrupt') fail('CORRUPT_FILE', 'docx');
  const { default: mammoth } = await import('mammoth');
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength) });
    return result.value;
  } catch (error) {
    return fail('CORRUPT_FILE', 'docx', error);
  }
}

async function readDoc(buffer: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const document = await new WordExtractor().extract(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    return document.getBody();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/encrypt|password/i.test(message)) fail('ENCRYPTED_FILE', 'doc', error);
    return fail('CORRUPT_FILE', 'doc', error);
  }
}

/**
 * Loads pdf.js ahead of the first upload (it takes a few hundred milliseconds once per process);
 * call it at server start-up so the first user does not wait for it.
 */
export async function preloadExtractors(): Promise<void> {
  await getResolvedPDFJS();
  // Reading one tiny page also loads pdf.js's worker code and font tables.
  await readPdf(new TextEncoder().encode(warmUpPdf), defaultExtractionLimits).catch(() => undefined);
}

// A one-page PDF with one line of text (pdf.js rebuilds the cross-reference table it lacks).
const warmUpPdf = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 44 >> stream',
  'BT /F1 12 Tf 10 50 Td (Warm up the reader) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineError('EXTRACTION_TIMEOUT')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads the plain text of an uploaded course outline: PDF (unpdf), DOCX (mammoth), DOC
 * (word-extractor) or TXT (UTF-8/UTF-16 with BOM, Latin-1 fallback). Rejects, with an `EngineError`
 * whose `message` can be shown to the user, files that are too large, of another type, empty,
 * corrupt, encrypted, without text (scanned images), too long, too slow to read, or not in English.
 */
export async function extractText(
  buffer: Uint8Array,
  filename: string,
  mimeType: string,
  limits: Partial<ExtractionLimits> = {},
): Promise<ExtractedText> {
  const limit = { ...defaultExtractionLimits, ...limits };
  if (!(buffer instanceof Uint8Array)) fail('INVALID_INPUT');
  if (buffer.byteLength === 0) fail('EMPTY_FILE');
  if (buffer.byteLength > limit.maxBytes) fail('FILE_TOO_LARGE');
  const kind = detectKind(buffer, filename ?? '', mimeType ?? '');

  const read = async (): Promise<{ text: string; pages?: number }> => {
    switch (kind) {
      case 'pdf':
        return readPdf(buffer, limit);
      case 'docx':
        return { text: await readDocx(buffer, limit) };
      case 'doc':
        return { text: await readDoc(buffer) };
      case 'txt': {
        const text = decodeText(buffer);
        if (looksBinary(text)) fail('UNSUPPORTED_FILE_TYPE');
        return { text };
      }
    }
  };
  const raw = await withTimeout(read(), limit.timeoutMs);
  let text = cleanText(raw.text);
  if (!/\p{L}{2}/u.test(text)) fail('NO_TEXT', kind);
  const truncated = text.length > limit.maxChars;
  if (truncated) text = text.slice(0, limit.maxChars);
  const { language, isEnglish } = detectLanguage(text);
  if (!isEnglish) fail('NOT_ENGLISH');
  return { text, kind, ...(raw.pages === undefined ? {} : { pages: raw.pages }), truncated, language };
}
