import { FileUp, Paperclip, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { FieldMessages, useFieldIds, type FieldMessageProps } from './field-messages';

/** "1.2 MB" from a size in bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface FileFieldProps extends FieldMessageProps {
  label: ReactNode;
  name: string;
  file: File | null | undefined;
  onFileChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The `accept` attribute: extensions and MIME types the picker offers first. */
  accept?: string;
  disabled?: boolean;
  /** Receives the input (react-hook-form's `field.ref`, to focus it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  className?: string;
  id?: string;
}

/**
 * A labelled file input: the platform's picker behind a drop-zone look, the chosen file's name and
 * size, and a button to remove it. The input itself stays in the page (visually hidden), so the
 * label, keyboard and assistive technology work as with any input.
 */
export function FileField({
  label,
  name,
  file,
  onFileChange,
  onBlur,
  accept,
  disabled,
  inputRef,
  hint,
  error,
  notice,
  className,
  id: givenId,
}: FileFieldProps) {
  const ids = useFieldIds(givenId, { hint, error, notice });
  const ownRef = useRef<HTMLInputElement | null>(null);

  return (
    <div className={className}>
      {/* A real label of the input, as the drop zone below is one too; the input is named by this one alone. */}
      <label id={`${ids.id}-label`} htmlFor={ids.id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div
        className={`relative flex flex-col gap-3 rounded-md border border-dashed bg-white px-4 py-4 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent sm:flex-row sm:items-center ${
          error ? 'border-error' : 'border-brand-muted hover:border-brand'
        } ${disabled ? 'opacity-70' : ''}`}
      >
        <label htmlFor={ids.id} className={`flex min-w-0 flex-1 items-center gap-3 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
            {file ? <Paperclip className="size-5" /> : <FileUp className="size-5" />}
          </span>
          <span id={`${ids.id}-chosen`} className="min-w-0">
            {file ? (
              <>
                <span className="block truncate text-sm font-semibold text-ink">{file.name}</span>
                <span className="block text-xs text-ink-muted">{formatFileSize(file.size)} · choose another file</span>
              </>
            ) : (
              <>
                <span className="block text-sm font-semibold text-brand">Choose a file</span>
                <span className="block text-xs text-ink-muted">No file chosen</span>
              </>
            )}
          </span>
        </label>
        <input
          ref={(element) => {
            ownRef.current = element;
            inputRef?.(element);
          }}
          id={ids.id}
          name={name}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          // Named by the title alone. An error is its whole description; otherwise what is chosen and the hint.
          aria-labelledby={`${ids.id}-label`}
          aria-describedby={error ? ids.errorId : [`${ids.id}-chosen`, ids.describedBy].filter(Boolean).join(' ')}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
          className="sr-only"
        />
        {file && !disabled ? (
          <button
            type="button"
            onClick={() => {
              if (ownRef.current) ownRef.current.value = '';
              onFileChange(null);
            }}
            aria-label={`Remove ${file.name}`}
            className="inline-flex items-center gap-1.5 self-start rounded-md px-2 py-1.5 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface hover:text-error sm:self-center"
          >
            <X aria-hidden className="size-4" />
            Remove
          </button>
        ) : null}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} notice={notice} />
    </div>
  );
}
