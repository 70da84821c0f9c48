import { inflateRawSync } from 'node:zlib';

/** How a Word document's archive failed the check. */
export type ZipProblem = 'corrupt' | 'too large';

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

/** Where the archive's central directory lies, read from its end record (which may be followed by a comment). */
function findDirectory(view: DataView): { offset: number; entries: number } | undefined {
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === endOfDirectorySignature) {
      return { entries: view.getUint16(at + 10, true), offset: view.getUint32(at + 16, true) };
    }
  }
  return undefined;
}

/**
 * Checks, before a DOCX is unpacked, that its XML parts (the text, styles and relationships a reader parses)
 * unpack to at most `maxUnpackedBytes` together. The parts are inflated here with that budget as a hard
 * limit, so a "zip bomb" — a few hundred kilobytes that unpack to hundreds of megabytes — stops at the
 * budget, whatever sizes its headers claim. Images and other media are not unpacked (a text reader never
 * reads them). Returns the problem, or undefined when the document may be read.
 */
export function checkDocxArchive(buffer: Uint8Array, maxUnpackedBytes: number): ZipProblem | undefined {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (view.byteLength < 22) return 'corrupt';
  const directory = findDirectory(view);
  if (!directory) return 'corrupt';
  let budget = maxUnpackedBytes;
  let at = directory.offset;
  for (let entry = 0; entry < directory.entries; entry += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== directoryEntrySignature) return 'corrupt';
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(buffer.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (!/\.(xml|rels)$/i.test(name)) continue;

    if (localOffset + 30 > view.byteLength || view.getUint32(localOffset, true) !== localHeaderSignature) return 'corrupt';
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    if (data.byteLength < compressedSize) return 'corrupt';
    if (method === 0) {
      budget -= compressedSize;
    } else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) }).byteLength;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too large' : 'corrupt';
      }
    } else {
      return 'corrupt';
    }
    if (budget < 0) return 'too large';
  }
  return undefined;
}
