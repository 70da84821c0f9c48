import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, getSubmitErrorMessage } from '../../../lib/api-client';

/** The `msg` of an answer that did not have the expected shape, to throw as its error. */
export function messageOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'msg' in body ? body.msg : undefined;
}

/**
 * The text for a failed account call: no answer at all means the connection is down (spec section 8);
 * otherwise the server's message, or `fallback`.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  return getSubmitErrorMessage(error, fallback);
}

/**
 * Puts the server's field messages under their inputs. `fieldNames` maps an API field name to the
 * form's when they differ (dob → dateOfBirth). Returns whether any field got a message.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldNames: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let shown = false;
  for (const [apiName, message] of Object.entries(error.fields)) {
    const name = fieldNames[apiName] ?? (fields as readonly string[]).find((field) => field === apiName);
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
