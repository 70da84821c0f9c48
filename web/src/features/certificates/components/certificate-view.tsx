import { branding, certificateMessages, verifyPagePath } from '@creds/contract';
import { BadgeCheck, Download, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand/brand-mark';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormattedDate } from '../../../components/ui/formatted-date';
import { LevelStars } from '../../../components/ui/level-stars';
import { credentialDownloadUrl, type PublicCertificate } from '../api/get-certificate';

const newTab = ' (opens in a new tab)';

/** The public page of one certificate: what it certifies, its standing, and what a holder can do with it. */
export function CertificateView({ certificate, titleId }: { certificate: PublicCertificate; titleId: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
        <div aria-hidden className="h-2 bg-accent" />
        <div className="border-b border-line bg-brand px-5 py-6 text-white sm:px-10">
          <div className="flex items-center gap-3">
            <BrandMark className="size-11 shrink-0 rounded-full bg-white p-1" />
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.18em] text-white/80">{branding.legalName}</p>
              <p className="font-serif text-lg font-bold">Certificate of Evaluation</p>
            </div>
          </div>
        </div>
        <div className="space-y-8 px-5 py-8 sm:px-10 sm:py-10">
          <Standing certificate={certificate} />
          <div className="text-center">
            <p className="text-sm uppercase tracking-[0.18em] text-ink-muted">This certifies that</p>
            <h1 id={titleId} className="mt-2 font-serif text-3xl font-bold text-brand wrap-break-word sm:text-4xl">
              {certificate.holderName}
            </h1>
            <p className="mt-3 text-sm uppercase tracking-[0.18em] text-ink-muted">completed, evaluated against US standards,</p>
            <p className="mt-2 font-serif text-2xl font-semibold text-ink wrap-break-word">{certificate.courseName}</p>
            <div className="mt-4 flex flex-col items-center gap-1.5">
              <p className="text-lg font-semibold text-ink">
                Level: <span className="text-brand">{certificate.complexity}</span>
              </p>
              <LevelStars points={certificate.points} size="lg" />
            </div>
          </div>

          {certificate.skills.length > 0 ? (
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">Skills</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {certificate.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand">
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <dl className="grid gap-x-8 gap-y-4 border-t border-line pt-6 text-sm sm:grid-cols-2">
            <Detail term="Institute">
              {certificate.instituteName}
              {certificate.instituteCountry ? <span className="text-ink-muted">, {certificate.instituteCountry}</span> : null}
            </Detail>
            <Detail term="Hours completed">{certificate.hoursCompleted}</Detail>
            <Detail term="Course dates">
              <FormattedDate value={certificate.courseStartDate} /> to <FormattedDate value={certificate.courseEndDate} />
            </Detail>
            <Detail term="Issued on">
              <FormattedDate value={certificate.issuedOn} />
            </Detail>
            <Detail term="Certificate ID">
              <span className="font-mono tracking-wide">{certificate.id}</span>
            </Detail>
            <Detail term="Issuer">{branding.legalName}</Detail>
          </dl>
        </div>
      </article>

      <aside aria-label="Certificate actions" className="space-y-3 lg:sticky lg:top-32 lg:self-start">
        {certificate.revoked ? null : (
          <a href={certificate.linkedInUrl} target="_blank" rel="noopener noreferrer" className={`${buttonClass('primary')} w-full`}>
            <BadgeCheck aria-hidden className="size-4" />
            Add to LinkedIn profile
            <span className="sr-only">{newTab}</span>
          </a>
        )}
        <a
          href={credentialDownloadUrl(certificate.id, certificate.holderName)}
          download={`certificate-${certificate.id}.json`}
          className={`${buttonClass('outline')} w-full bg-white`}
        >
          <Download aria-hidden className="size-4" />
          Download credential
        </a>
        <Link to={verifyPagePath(certificate.id, certificate.holderName)} className={`${buttonClass('outline')} w-full bg-white`}>
          <ShieldCheck aria-hidden className="size-4" />
          Verify
        </Link>
        <p className="px-1 text-xs leading-relaxed text-ink-muted">
          The credential is a signed Open Badges 3.0 file: anyone can check it on the verification page.
        </p>
      </aside>
    </div>
  );
}

function Standing({ certificate }: { certificate: PublicCertificate }) {
  if (certificate.revoked) {
    return (
      <div role="note" className="flex items-start gap-3 rounded-xl border border-error/25 bg-error-soft p-4 text-sm text-ink">
        <ShieldAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-error" />
        <div>
          <p className="text-base font-bold text-error">{certificateMessages.revoked}</p>
          <p className="mt-1">
            {branding.productName} revoked this certificate
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
    );
  }
  return (
    <div role="note" className="flex items-center gap-3 rounded-xl border border-success/25 bg-green-50 p-4 text-sm text-ink">
      <BadgeCheck aria-hidden className="size-6 shrink-0 text-success" />
      <p>
        <span className="font-bold text-success">{certificateMessages.valid}.</span> Issued and verified by {branding.legalName}.
      </p>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-ink wrap-break-word">{children}</dd>
    </div>
  );
}
