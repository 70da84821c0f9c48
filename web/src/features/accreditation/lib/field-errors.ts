import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * Puts the server's field messages under the form's inputs of the same name; true when any was shown.
 * `names` are in the form's order: the first of them in error takes the focus.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, names: readonly string[]): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let shown = false;
  for (const name of names) {
    const message = error.fields[name];
    if (message === undefined) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
