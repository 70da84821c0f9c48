import { applicationFields, type ApplicationFieldName } from '@creds/contract';

/** What the browser keeps of an unsent application: the typed fields only (files cannot be stored). */
export type ApplicationDraft = Partial<Record<ApplicationFieldName, string>>;

const draftFieldNames = applicationFields.map((field) => field.name);

/**
 * One draft per signed-in user, so a shared browser never shows one person's draft to another; kept for the
 * browser tab (it survives a reload, not the tab's closing), so nothing is left behind on a shared computer.
 */
function draftKey(userId: string): string {
  return `creds:accreditation-application-draft:${userId}`;
}

/** The user's draft, or null when there is none with any text (or storage is unavailable). */
export function readApplicationDraft(userId: string): ApplicationDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey(userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const draft: ApplicationDraft = {};
    for (const name of draftFieldNames) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') draft[name] = value;
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the typed fields; an application with nothing typed leaves no draft. */
export function saveApplicationDraft(userId: string, values: Partial<Record<ApplicationFieldName, unknown>>): void {
  const draft: ApplicationDraft = {};
  for (const name of draftFieldNames) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') draft[name] = value;
  }
  try {
    if (Object.keys(draft).length === 0) sessionStorage.removeItem(draftKey(userId));
    else sessionStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}

export function clearApplicationDraft(userId: string): void {
  try {
    sessionStorage.removeItem(draftKey(userId));
  } catch {
    // As above: nothing was kept.
  }
}
