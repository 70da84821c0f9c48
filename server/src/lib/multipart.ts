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

/**
 * Reads a whole multipart body: text fields, and files into memory (each already capped by the
 * multipart plugin's size limit). A file over the limit is reported on its own field.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The form must be sent as multipart/form-data.');
  }
  const body: MultipartBody = { fields: {}, files: {} };
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
      if (bytes.length > 0 || part.filename) {
        body.files[part.fieldname] = { field: part.fieldname, filename: part.filename, mimeType: part.mimetype, bytes };
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', evaluationMessages.fileTooLarge, { [part.fieldname]: evaluationMessages.fileTooLarge });
      }
      throw error;
    }
  }
  return body;
}
