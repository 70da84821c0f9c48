import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { inputClass } from './form-field';

export type ShortTextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

/**
 * A labelled text area sized by its `rows`, for a note or a reason of a few lines (`TextareaField` is
 * for long texts and keeps a tall minimum height). Label, hint and error are tied together by ids.
 */
export function ShortTextareaField({ label, hint, error, className, id: givenId, rows = 3, ...textareaProps }: ShortTextareaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={id}
        rows={rows}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        className={`${inputClass} resize-y leading-relaxed`}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
