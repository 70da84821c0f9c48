import { errorMessages } from '@creds/contract';
import type { z } from 'zod';
import { AppError } from './errors.js';

/** A zod failure as the API's validation error: the first message, and one message per field. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'request';
    fields[path] ??= issue.message;
  }
  return new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? errorMessages.invalidRequest, fields);
}

export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
