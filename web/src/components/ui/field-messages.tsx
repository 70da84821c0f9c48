import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface FieldMessageProps {
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  error?: string | undefined;
  /** A warning that stays with the error (e.g. "Documents must be in English."). */
  notice?: ReactNode;
}

/**
 * The ids that tie a control to its label, error, notice and hint, in the same order as the fields
 * of form-field.tsx, for controls that file does not offer (text areas, file inputs, radio groups).
 */
export function useFieldIds(givenId: string | undefined, { hint, error, notice }: FieldMessageProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = { id, hintId: `${id}-hint`, errorId: `${id}-error`, noticeId: `${id}-notice` };
  const describedBy =
    [error ? ids.errorId : null, shownNotice(notice, error) ? ids.noticeId : null, hint && !error ? ids.hintId : null].filter(Boolean).join(' ') ||
    undefined;
  return { ...ids, describedBy };
}

/** The notice, unless it says what the error already says (the server refusing a non-English text, as the preview warned). */
function shownNotice(notice: ReactNode, error: string | undefined): ReactNode {
  return notice === error ? null : notice;
}

/** The error, notice and hint under a control (the same look as form-field.tsx). */
export function FieldMessages({ ids, hint, error, notice: givenNotice }: FieldMessageProps & { ids: ReturnType<typeof useFieldIds> }) {
  const notice = shownNotice(givenNotice, error);
  return (
    <>
      {error ? (
        <p id={ids.errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {notice ? (
        <p id={ids.noticeId} className="mt-1.5 text-sm text-warning">
          {notice}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={ids.hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}
