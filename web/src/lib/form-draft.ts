/** What the browser keeps of an unsent form: its typed fields only (files cannot be stored). */
export type FormDraft<Name extends string> = Partial<Record<Name, string>>;

export interface FormDraftStore<Name extends string> {
  /** The user's draft, or null when there is none with any text (or storage is unavailable). */
  read(userId: string): FormDraft<Name> | null;
  /** Keeps the typed fields; a form with nothing typed leaves no draft. */
  save(userId: string, values: Partial<Record<Name, unknown>>): void;
  clear(userId: string): void;
}

/**
 * The drafts of one form, `form` naming it in the storage key. One draft per signed-in user, so a shared
 * browser never shows one person's draft to another; kept for the browser tab (sessionStorage: it survives
 * a reload, not the tab's closing), so nothing is left behind on a shared computer. Only the `names`
 * given are kept, and only as text.
 */
export function createFormDraft<Name extends string>(form: string, names: readonly Name[]): FormDraftStore<Name> {
  const key = (userId: string) => `creds:${form}-draft:${userId}`;

  function pick(values: Partial<Record<Name, unknown>>): FormDraft<Name> {
    const draft: FormDraft<Name> = {};
    for (const name of names) {
      const value = values[name];
      if (typeof value === 'string' && value !== '') draft[name] = value;
    }
    return draft;
  }

  return {
    read(userId) {
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem(key(userId)) ?? 'null');
        if (typeof stored !== 'object' || stored === null) return null;
        const draft = pick(stored as Partial<Record<Name, unknown>>);
        return Object.keys(draft).length > 0 ? draft : null;
      } catch {
        return null;
      }
    },
    save(userId, values) {
      const draft = pick(values);
      try {
        if (Object.keys(draft).length === 0) sessionStorage.removeItem(key(userId));
        else sessionStorage.setItem(key(userId), JSON.stringify(draft));
      } catch {
        // Storage full or blocked (private mode): the form still works, only without a draft.
      }
    },
    clear(userId) {
      try {
        sessionStorage.removeItem(key(userId));
      } catch {
        // As above: nothing was kept.
      }
    },
  };
}
