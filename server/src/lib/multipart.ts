import { errorMessages, evaluationMessages } from '@creds/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Control characters (NUL among them) in a file's name: PostgreSQL refuses NUL, and none belongs in a name. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** Busboy's words for a body it cannot read: no boundary, cut off, or a malformed part. */
const malformedBody = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|Malformed urlencoded form)/;

/**
 * Reads a whole multipart body: text fields, and files into memory (each already capped by the
 * multipart plugin's size limit). A file over the limit is reported on its own field; a second file in
 * one field, and a body that cannot be read, are refused with 400.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The form must be sent as multipart/form-data.');
  }
  const body: MultipartBody = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          // PostgreSQL refuses NUL in text: bad input, not a server error.
          if (part.value.includes('\u0000')) throw new AppError('BAD_REQUEST', errorMessages.nulCharacter, { [part.fieldname]: errorMessages.nulCharacter });
          body.fields[part.fieldname] = part.value;
        }
        continue;
      }
      try {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes: treat it as absent.
        if (bytes.length === 0 && !part.filename) continue;
        if (body.files[part.fieldname]) throw new AppError('BAD_REQUEST', errorMessages.oneFileOnly, { [part.fieldname]: errorMessages.oneFileOnly });
        const filename = part.filename.replace(controlCharacters, '').trim();
        body.files[part.fieldname] = { field: part.fieldname, filename, mimeType: part.mimetype, bytes };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', evaluationMessages.fileTooLarge, { [part.fieldname]: evaluationMessages.fileTooLarge });
        }
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof Error && !(error instanceof AppError) && malformedBody.test(error.message)) {
      throw new AppError('BAD_REQUEST', errorMessages.malformedForm);
    }
    throw error;
  }
  return body;
}
