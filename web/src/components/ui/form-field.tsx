import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';

export const inputClass =
  'block w-full min-w-0 rounded-md border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-brand-muted focus:border-brand focus:ring-3 focus:ring-brand/15 focus-visible:outline-hidden aria-[invalid=true]:border-error aria-[invalid=true]:focus:ring-error/15 [&[readonly]]:cursor-default [&[readonly]]:border-line [&[readonly]]:bg-surface [&[readonly]]:text-ink-muted';

interface FieldFrameProps {
  label: ReactNode;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Extra text under the input that stays with the error (e.g. an availability notice). */
  notice?: ReactNode;
  className?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Label, control and messages, tied together with ids so assistive technology reads them in order. */
function FieldFrame({
  label,
  hint,
  error,
  notice,
  className,
  id: givenId,
  children,
}: FieldFrameProps & { id?: string | undefined; children: (control: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const describedBy =
    [error ? errorId : null, notice ? noticeId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {notice ? (
        <p id={noticeId} className="mt-1.5 text-sm text-warning">
          {notice}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & FieldFrameProps & { inputClassName?: string };

/** A labelled input with its hint and error. Spread react-hook-form's `register(...)` into it. */
export function TextField({ label, hint, error, notice, className, inputClassName, id, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} notice={notice} className={className} id={id}>
      {(control) => <input {...inputProps} {...control} className={`${inputClass} ${inputClassName ?? ''}`} />}
    </FieldFrame>
  );
}

/** A password input with a show/hide button. */
export function PasswordField({
  label,
  hint,
  error,
  notice,
  className,
  id,
  ...inputProps
}: Omit<TextFieldProps, 'type' | 'inputClassName'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} notice={notice} className={className} id={id}>
      {(control) => (
        <div className="relative">
          <input
            {...inputProps}
            {...control}
            type={isVisible ? 'text' : 'password'}
            className={`${inputClass} pr-12`}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-ink-muted transition-colors hover:text-brand"
          >
            {isVisible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
            {/* Named by its text, not aria-label: a label lookup for "Password" finds the input alone. */}
            <span className="sr-only">{isVisible ? 'Hide password' : 'Show password'}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & FieldFrameProps;

/** A labelled native select: the platform's own picker, accessible and usable on phones. */
export function SelectField({ label, hint, error, notice, className, id, children, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} notice={notice} className={className} id={id}>
      {(control) => (
        <select {...selectProps} {...control} className={`${inputClass} appearance-auto pr-8`}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
