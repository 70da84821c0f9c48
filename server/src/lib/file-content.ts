import { fileExtension } from '@creds/contract';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the content of a file with each extension must be, as `file-type` names it. */
const expectedContent: Record<string, string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  docx: [docxMime],
  // Legacy Word files are OLE compound files.
  doc: ['application/x-cfb'],
};

const typeNames: Record<string, string> = { jpg: 'JPG', jpeg: 'JPEG', png: 'PNG', pdf: 'PDF', docx: 'DOCX', doc: 'DOC', txt: 'text' };

/**
 * Checks that the bytes really are what the file's extension says (a .pdf that is not a PDF, a renamed
 * program). Returns a message for the user, or null. Text files have no signature: they pass when
 * nothing binary is recognised in them and they hold no NUL bytes (UTF-16 text with a BOM excepted).
 */
export async function checkFileContent(bytes: Uint8Array, filename: string): Promise<string | null> {
  const extension = fileExtension(filename);
  const detected = await fileTypeFromBuffer(bytes);
  const refuse = () => `This file is not a real ${typeNames[extension] ?? extension.toUpperCase()} file. Upload the original document.`;
  if (extension === 'txt') {
    // UTF-16 with its byte-order mark (Notepad's "Unicode"): judged by decoding, as FF FE also opens an MPEG audio frame.
    const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
    if (utf16) return readsAsText(bytes.subarray(2), utf16) ? null : refuse();
    if (detected || bytes.subarray(0, 8192).includes(0)) return refuse();
    return null;
  }
  const expected = expectedContent[extension];
  if (!expected || !detected || !expected.includes(detected.mime)) return refuse();
  // Every complete PDF ends with %%EOF (a few bytes of padding may follow): without it the upload was cut off.
  if (extension === 'pdf' && !Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1').includes('%%EOF')) {
    return 'This PDF is incomplete: the upload may have been cut off. Upload the file again.';
  }
  return null;
}

/** Whether the bytes decode as UTF-16 text without a NUL character. */
function readsAsText(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): boolean {
  try {
    return !new TextDecoder(encoding, { fatal: true }).decode(bytes).includes('\u0000');
  } catch {
    return false;
  }
}

/** The name a file is stored under: at most 255 characters, its extension kept (the type it is served as). */
export function storedFileName(filename: string, limit = 255): string {
  if (filename.length <= limit) return filename;
  const extension = fileExtension(filename);
  if (!extension || extension.length >= 16) return filename.slice(0, limit);
  const suffix = filename.trimEnd().slice(-(extension.length + 1));
  return `${filename.slice(0, limit - suffix.length)}${suffix}`;
}

/** The MIME type to serve a stored file with, from its (already verified) extension. */
export function mimeTypeFor(filename: string): string {
  const byExtension: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    pdf: 'application/pdf',
    docx: docxMime,
    doc: 'application/msword',
    txt: 'text/plain; charset=utf-8',
  };
  return byExtension[fileExtension(filename)] ?? 'application/octet-stream';
}

/** A PNG must end with its IEND chunk and a JPEG with its end-of-image marker: a cut-off image is refused. */
export function isCompleteImage(bytes: Uint8Array, filename: string): boolean {
  const extension = fileExtension(filename);
  if (extension === 'png') {
    // The end chunk must be there; some tools append bytes of their own after it.
    return bytes.length > 57 && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('IEND', undefined, 'latin1') > 8;
  }
  if (extension === 'jpg' || extension === 'jpeg') {
    let end = bytes.length;
    // Some cameras pad after the end-of-image marker.
    while (end > 2 && bytes[end - 1] === 0) end -= 1;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  }
  return true;
}

/**
 * Sends a stored file inline or as an attachment, shown and never run: a sandbox without scripts or
 * same-origin access. The site's own pages may frame it (the review console previews PDFs in a frame),
 * no other site may.
 */
export function sendStoredFile(reply: FastifyReply, body: unknown, name: string, disposition: 'inline' | 'attachment', type = mimeTypeFor(name)) {
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(type)
    .header('content-disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'private, no-store')
    .send(body);
}
