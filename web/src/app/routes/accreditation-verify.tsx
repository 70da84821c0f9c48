import { BadgeCheck, CircleAlert, CircleX, FileJson } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { Pill } from '../../components/ui/pill';
import { useAccreditationVerification } from '../../features/accreditation/api/verify-accreditation';
import { VerifyAccreditationForm } from '../../features/accreditation/components/verify-accreditation-form';
import { stateLabel, stateTones } from '../../features/accreditation/lib/application-status';
import { formatPeriod } from '../../features/accreditation/lib/format';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { getErrorMessage } from '../../lib/api-client';

const stateTexts = {
  current: 'This accreditation is current.',
  expired: 'This accreditation has expired: it was not renewed before the end of its period.',
  withdrawn: 'This accreditation was withdrawn by the provider.',
  upcoming: 'This accreditation has not started yet.',
} as const;

/** /accreditation/verify[/{number}] (public): whether an accreditation certificate holds today (the PDF's QR code opens it). */
export function AccreditationVerifyPage() {
  const { certificateId = '' } = useParams();
  const verification = useAccreditationVerification(certificateId);
  const result = verification.data;
  return (
    <>
      <PageMeta title="Verify an accreditation" description="Check an accreditation certificate by its number." canonicalPath="/accreditation/verify" />
      <PageHero eyebrow="Accreditation" title="Verify an accreditation" lead="Enter the number printed on an accreditation certificate to see the institute and whether its accreditation is current." />
      <div className="bg-surface">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[18rem_1fr] lg:px-8">
          <section aria-labelledby="verify-form-title" className="self-start rounded-2xl bg-white p-6 shadow-xs ring-1 ring-line">
            <h2 id="verify-form-title" className="mb-4 font-semibold text-brand">
              Certificate to verify
            </h2>
            <VerifyAccreditationForm key={certificateId} initial={certificateId} />
          </section>
          <section aria-labelledby="verify-result-title" aria-live="polite" className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-line">
            <h2 id="verify-result-title" className="mb-4 font-semibold text-brand">
              Result
            </h2>
            {!certificateId ? (
              <p className="text-ink-muted">Enter a certificate number to verify it.</p>
            ) : verification.isPending ? (
              <p role="status" className="text-ink-muted">
                Loading...
              </p>
            ) : verification.isError ? (
              <p role="alert" className="flex items-start gap-2 text-error">
                <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
                {getErrorMessage(verification.error)}
              </p>
            ) : result === null || result === undefined ? (
              <div>
                <p className="flex items-center gap-2 text-lg font-semibold text-error">
                  <CircleX aria-hidden className="size-6" />
                  No accreditation certificate has this number
                </p>
                <p className="mt-2 text-sm text-ink-muted">Check the number (letters, digits and dashes as printed). If it still fails, contact the institute.</p>
              </div>
            ) : (
              <div>
                <p className={`flex items-center gap-2 text-lg font-semibold ${result.state === 'current' ? 'text-success' : 'text-error'}`}>
                  {result.state === 'current' ? <BadgeCheck aria-hidden className="size-6" /> : <CircleX aria-hidden className="size-6" />}
                  {stateTexts[result.state]}
                </p>
                <dl className="mt-5 grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-[11rem_1fr]">
                  <dt className="font-semibold text-ink-muted">Certificate No.</dt>
                  <dd className="font-medium text-ink tabular-nums">{result.certificateId}</dd>
                  <dt className="font-semibold text-ink-muted">Name of the Institute</dt>
                  <dd className="text-ink">
                    <a href={result.link} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline underline-offset-4">
                      {result.name}
                    </a>
                  </dd>
                  <dt className="font-semibold text-ink-muted">Country</dt>
                  <dd className="text-ink">{result.country}</dd>
                  <dt className="font-semibold text-ink-muted">Accreditation Period</dt>
                  <dd className="text-ink">{formatPeriod(result.startDate, result.endDate)}</dd>
                  <dt className="font-semibold text-ink-muted">State</dt>
                  <dd>
                    <Pill tone={stateTones[result.state]}>{stateLabel(result.state)}</Pill>
                  </dd>
                  {result.comment ? (
                    <>
                      <dt className="font-semibold text-ink-muted">Comment</dt>
                      <dd className="text-ink">{result.comment}</dd>
                    </>
                  ) : null}
                </dl>
                <div className="mt-6 flex flex-wrap gap-3">
                  {result.credentialUrl ? (
                    <a href={result.credentialUrl} className={buttonClass('outline', 'sm')}>
                      <FileJson aria-hidden className="size-4" />
                      Open Badges credential
                    </a>
                  ) : null}
                  <Link to="/accredited-institutions" className={buttonClass('ghost', 'sm')}>
                    All accredited institutes
                  </Link>
                </div>
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
