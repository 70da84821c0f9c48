import { z } from 'zod';

/** The longest search a list accepts; the search boxes stop at the same length. */
export const searchMaxLength = 100;

/** A list's `search` parameter: at most `searchMaxLength` characters, trimmed and lower-cased, empty as none. */
export const searchTextSchema = z
  .string()
  .max(searchMaxLength)
  .optional()
  .transform((search) => search?.trim().toLowerCase() || undefined);
