import { zodResolver } from '@hookform/resolvers/zod';
import {
  certificateMessages,
  certificatePagePath,
  timing,
  verifyCertificateFormSchema,
  type CertificateVerification,
} from '@creds/contract';
import { BadgeCheck, CircleX, ExternalLink, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { FormattedDate } from '../../../components/ui/formatted-date';
import { PendingButton } from '../../../components/ui/pending-button';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useVerifyCertificate } from '../api/verify-certificate';
import { delay } from '../lib/delay';
import { CertificateLines } from './certificate-lines';

/** undefined: nothing checked yet; null: no certificate matches; otherwise the certificate (spec section 4). */
export type VerificationResult = CertificateVerification | null | undefined;

interface CertificateVerifierProps {
  /** Pre-filled from the link (the QR code on the PDF opens /validate?certificateId=…&name=…). */
  initialCertificateId?: string;
  initialName?: string;
  /** Called after Clear? reset the form and the result. */
  onClear?: () => void;
}

const formTitleId = 'verify-certificate-title';
const resultTitleId = 'validation-result-title';
const emptyForm = { certificateId: '', certificateName: '', antiSpam: false };

/**
 * The verify flow of spec sections 2, 4 and 5: the form on the left, the result on the right. The
 * hidden "I am not a robot" box is left alone by people and ticked by bots: a ticked box waits 500 ms
 * and ends in "You are a robot!" without a call; a person's submission waits 10 ms.
 */
export function CertificateVerifier({ initialCertificateId = '', initialName = '', onClear }: CertificateVerifierProps) {
  const { showError } = useNotifications();
  const verify = useVerifyCertificate();
  const [result, setResult] = useState<VerificationResult>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(verifyCertificateFormSchema),
    mode: 'all',
    defaultValues: { certificateId: initialCertificateId, certificateName: initialName, antiSpam: false },
  });

  const onSubmit = handleSubmit(async ({ certificateId, certificateName, antiSpam }) => {
    await delay(antiSpam ? timing.antiSpamDelayMs : timing.humanSubmitDelayMs);
    if (antiSpam) {
      showError(certificateMessages.robot);
      return;
    }
    try {
      setResult(await verify.mutateAsync({ certificateId, certificateName }));
    } catch (error) {
      showError(getErrorMessage(error, certificateMessages.validateFailed));
      setResult(null);
    }
  });

  // A link that carries both values (the QR code, the certificate page) shows its result at once.
  const hasCheckedLink = useRef(false);
  useEffect(() => {
    if (hasCheckedLink.current || !initialCertificateId || !initialName) return;
    hasCheckedLink.current = true;
    void onSubmit();
  }, [initialCertificateId, initialName, onSubmit]);

  const clear = () => {
    reset(emptyForm);
    verify.reset();
    setResult(undefined);
    onClear?.();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section aria-labelledby={formTitleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-7">
        <h2 id={formTitleId} className="font-serif text-2xl font-bold text-brand">
          Verify Certificate
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          Enter the certificate ID and the holder&apos;s name exactly as printed on the certificate.
        </p>
        <form noValidate aria-labelledby={formTitleId} onSubmit={onSubmit} className="relative mt-6 space-y-5">
          <TextField
            label="Certificate ID"
            placeholder="123456"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={errors.certificateId?.message}
            {...register('certificateId')}
          />
          <TextField
            label="Exact Name"
            placeholder="Maria Elena Garcia"
            autoComplete="off"
            hint="The holder's full name, as on the certificate."
            error={errors.certificateName?.message}
            {...register('certificateName')}
          />
          {/* The honeypot: out of the tab order, hidden from assistive technology and invisible (one
              transparent pixel in the blank top-right corner of the form, beside the first label), yet in
              the page's layout and on top there, as a bot that clicks every box finds it. */}
          <label aria-hidden className="absolute top-0 right-0 z-10 size-px overflow-hidden opacity-0">
            <input type="checkbox" tabIndex={-1} autoComplete="off" className="m-0 block size-px" {...register('antiSpam')} />
            I am not a robot
          </label>
          <PendingButton isPending={isSubmitting} pendingLabel="Validating…" className="w-full">
            <ShieldCheck aria-hidden className="size-4" />
            Validate
          </PendingButton>
        </form>
      </section>

      <ValidationResult result={result} isLoading={isSubmitting} onClear={clear} />
    </div>
  );
}

function ValidationResult({ result, isLoading, onClear }: { result: VerificationResult; isLoading: boolean; onClear: () => void }) {
  return (
    <section aria-labelledby={resultTitleId} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={resultTitleId} className="font-serif text-2xl font-bold text-brand">
          Validation Result
        </h2>
        {result !== undefined && !isLoading ? (
          <button type="button" onClick={onClear} className={buttonClass('accent', 'sm')}>
            Clear?
          </button>
        ) : null}
      </div>
      <div aria-live="polite" className="mt-5 flex flex-1 flex-col">
        {isLoading ? (
          <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-12 text-ink-muted">
            <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand" />
            <span>Validating the certificate…</span>
          </div>
        ) : result === undefined ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center">
            <BadgeCheck aria-hidden className="size-10 text-brand-muted" />
            <p className="font-medium text-ink">{certificateMessages.prompt}</p>
          </div>
        ) : result === null ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-error/25 bg-error-soft px-6 py-12 text-center">
            <CircleX aria-hidden className="size-10 text-error" />
            <p className="text-xl font-bold text-error">{certificateMessages.invalid}</p>
            <p className="max-w-md text-sm leading-relaxed text-ink">{certificateMessages.invalidHelp}</p>
          </div>
        ) : (
          <CertificateFound certificate={result} />
        )}
      </div>
    </section>
  );
}

function CertificateFound({ certificate }: { certificate: CertificateVerification }) {
  return (
    <div className="space-y-4">
      {certificate.revoked ? (
        <div className="flex items-start gap-3 rounded-xl border border-error/25 bg-error-soft p-4">
          <ShieldAlert aria-hidden className="mt-0.5 size-7 shrink-0 text-error" />
          <div className="text-sm leading-relaxed text-ink">
            <p className="text-xl font-bold text-error">{certificateMessages.revoked}</p>
            <p className="mt-1">
              The issuer revoked this certificate
              {certificate.revokedAt ? (
                <>
                  {' '}
                  on <FormattedDate value={certificate.revokedAt} />
                </>
              ) : null}
              . It is no longer valid.
            </p>
            {certificate.revokeReason ? <p className="mt-1">Reason: {certificate.revokeReason}</p> : null}
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-3 rounded-xl border border-success/25 bg-green-50 p-4">
          <BadgeCheck aria-hidden className="size-7 shrink-0 text-success" />
          <div>
            <p className="text-xl font-bold text-success">{certificateMessages.valid}</p>
            <p className="text-sm text-ink">Issued to {certificate.holderName}.</p>
          </div>
        </div>
      )}
      <CertificateLines certificate={certificate} />
      <Link
        to={certificatePagePath(certificate.id, certificate.holderName)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline decoration-brand/40 underline-offset-4 hover:text-accent"
      >
        <ExternalLink aria-hidden className="size-4" />
        Open the certificate page
      </Link>
    </div>
  );
}
