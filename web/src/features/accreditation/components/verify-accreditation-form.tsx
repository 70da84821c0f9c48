import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass } from '../../../components/ui/form-field';

/** A certificate number → its verification page (/accreditation/verify/{number}). */
export function VerifyAccreditationForm({ initial = '', compact = false }: { initial?: string; compact?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [certificateId, setCertificateId] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="Verify an accreditation certificate"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = certificateId.trim();
        if (!typed) {
          setError('Enter the certificate number');
          return;
        }
        setError(null);
        void navigate(`/accreditation/verify/${encodeURIComponent(typed)}`);
      }}
      className={compact ? 'flex flex-col gap-3 sm:flex-row sm:items-end' : 'space-y-4'}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          Accreditation certificate number
        </label>
        <input
          id={id}
          value={certificateId}
          onChange={(event) => setCertificateId(event.target.value)}
          placeholder="AC-12345674"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttonClass('primary')}>
        <BadgeCheck aria-hidden className="size-4" />
        Verify
      </button>
    </form>
  );
}
