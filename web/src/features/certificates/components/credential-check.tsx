import { CircleCheck, CircleX, FileCheck2, FileJson } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useCheckCredential, type CredentialCheck as CredentialCheckResult, type CredentialStep } from '../api/check-credential';
import { CertificateLines } from './certificate-lines';

/** The server takes credentials up to 256 KiB; a certificate's is a few KiB. */
const maxCredentialBytes = 200 * 1024;

export const credentialCheckMessages = {
  chooseFile: 'Choose the credential file (.json) to check.',
  tooLarge: 'This file is too large to be a certificate credential.',
  failed: 'Failed to check the credential. Please try again.',
} as const;

const stepTitles: Record<string, string> = {
  parse: 'File format',
  issuer: 'Issuer',
  dates: 'Dates',
  signature: 'Signature',
  status: 'Revocation status',
};

/**
 * Checks an Open Badges 3.0 credential file (downloaded from a certificate page): its format, issuer
 * key, dates, signature and revocation status, each step with its own result.
 */
export function CredentialCheck() {
  const titleId = useId();
  const fileId = useId();
  const check = useCheckCredential();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CredentialCheckResult | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) return setProblem(credentialCheckMessages.chooseFile);
    if (file.size > maxCredentialBytes) return setProblem(credentialCheckMessages.tooLarge);
    setProblem(null);
    let credential: unknown;
    try {
      credential = JSON.parse(await file.text());
    } catch {
      // Not JSON at all: the first step fails here, with nothing worth sending.
      setOutcome({ valid: false, steps: [{ id: 'parse', ok: false, message: `${file.name} is not a JSON file.` }], certificate: null });
      return;
    }
    try {
      setOutcome(await check.mutateAsync(credential));
    } catch (error) {
      setProblem(getErrorMessage(error, credentialCheckMessages.failed));
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-7">
      <div className="flex items-start gap-3">
        <FileJson aria-hidden className="mt-1 size-7 shrink-0 text-accent" />
        <div>
          <h2 id={titleId} className="font-serif text-2xl font-bold text-brand">
            Verify a credential file
          </h2>
          <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-muted">
            Every certificate is also a signed digital credential (Open Badges 3.0), downloadable from its certificate
            page. Upload the file to check who issued it, that nothing in it was changed, and that it has not been
            revoked.
          </p>
        </div>
      </div>
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-semibold text-ink">
            Credential file (.json)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json,application/ld+json"
            aria-invalid={Boolean(problem)}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              setOutcome(null);
            }}
            className={`${inputClass} py-2 file:mr-3 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand`}
          />
        </div>
        <PendingButton isPending={check.isPending} pendingLabel="Checking…" className="shrink-0">
          <FileCheck2 aria-hidden className="size-4" />
          Check credential
        </PendingButton>
      </form>
      <div aria-live="polite" className="mt-6 space-y-4 empty:hidden">
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {outcome ? <CheckOutcome outcome={outcome} /> : null}
      </div>
    </section>
  );
}

function CheckOutcome({ outcome }: { outcome: CredentialCheckResult }) {
  return (
    <div className="space-y-4">
      <p className={`flex items-center gap-2 text-lg font-bold ${outcome.valid ? 'text-success' : 'text-error'}`}>
        {outcome.valid ? <CircleCheck aria-hidden className="size-6" /> : <CircleX aria-hidden className="size-6" />}
        {outcome.valid ? 'The credential is valid.' : 'The credential did not pass every check.'}
      </p>
      <ol aria-label="Checks" className="divide-y divide-line rounded-lg border border-line">
        {outcome.steps.map((step) => (
          <StepResult key={step.id} step={step} />
        ))}
      </ol>
      {outcome.certificate ? <CertificateLines certificate={outcome.certificate} /> : null}
    </div>
  );
}

function StepResult({ step }: { step: CredentialStep }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      {step.ok ? (
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      ) : (
        <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-error" />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">
          {stepTitles[step.id] ?? step.id}: <span className={step.ok ? 'text-success' : 'text-error'}>{step.ok ? 'passed' : 'failed'}</span>
        </p>
        <p className="mt-0.5 wrap-break-word text-ink-muted">{step.message}</p>
      </div>
    </li>
  );
}
