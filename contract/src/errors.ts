import { z } from 'zod';
import { errorCodes } from './error-messages.js';

export { errorCodes, errorMessages, type ErrorCode } from './error-messages.js';

export const errorCodeSchema = z.enum(errorCodes);

/** Every error the API sends has this shape. `fields` maps a field path to its message. */
export const apiErrorSchema = z.object({
  msg: z.union([z.string(), z.record(z.string(), z.unknown())]),
  code: errorCodeSchema.optional(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
