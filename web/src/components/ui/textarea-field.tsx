import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, useFieldIds, type FieldMessageProps } from './field-messages';
import { inputClass } from './form-field';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> &
  FieldMessageProps & { label: ReactNode; className?: string };

/** A labelled text area with its hint, notice and error. Spread react-hook-form's `register(...)` into it. */
export function TextareaField({ label, hint, error, notice, className, id: givenId, ...props }: TextareaFieldProps) {
  const ids = useFieldIds(givenId, { hint, error, notice });
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        {...props}
        id={ids.id}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={`${inputClass} min-h-48 resize-y leading-relaxed`}
      />
      <FieldMessages ids={ids} hint={hint} error={error} notice={notice} />
    </div>
  );
}
