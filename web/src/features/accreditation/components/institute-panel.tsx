import { formatCents, type OwnInstitute } from '@creds/contract';
import { BadgeCheck, CalendarClock, Download, FileJson, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Pill } from '../../../components/ui/pill';
import { applicationCertificateUrl, credentialUrl } from '../api/get-application';
import { stateLabel, stateTones } from '../lib/application-status';
import { formatLongDate, formatPeriod } from '../lib/format';

/** An approved application's institute: its accreditation, the certificate and credential, and the next renewal. */
export function InstitutePanel({ applicationId, institute }: { applicationId: string; institute: OwnInstitute }) {
  const { renewal } = institute;
  if (institute.state === 'withdrawn') {
    // Removed from the registry: its number verifies as withdrawn, so nothing here offers it as current.
    return (
      <div className="space-y-3 text-sm">
        <p className="text-ink">
          Certificate No. <span className="font-semibold text-brand tabular-nums">{institute.certificateId}</span>{' '}
          <Pill tone={stateTones.withdrawn}>{stateLabel('withdrawn')}</Pill>
        </p>
        <p className="leading-relaxed text-ink-muted">
          This accreditation has been withdrawn: the institute is no longer in the public registry, and anyone who checks the number is told so.
        </p>
        <VerificationLink certificateId={institute.certificateId} />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-ink-muted">Certificate No.</dt>
        <dd className="text-base font-semibold text-brand tabular-nums">{institute.certificateId}</dd>
        <dt className="font-semibold text-ink-muted">Accreditation Period</dt>
        <dd className="text-ink">
          {formatPeriod(institute.startDate, institute.endDate)} <Pill tone={stateTones[institute.state]}>{stateLabel(institute.state)}</Pill>
        </dd>
        <dt className="font-semibold text-ink-muted">Public comment</dt>
        <dd className="text-ink">{institute.comment ?? '—'}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={applicationCertificateUrl(applicationId)} download className={buttonClass('primary', 'sm')}>
          <Download aria-hidden className="size-4" />
          Accreditation certificate (PDF)
        </a>
        <a href={credentialUrl(institute.certificateId)} download className={buttonClass('outline', 'sm')}>
          <FileJson aria-hidden className="size-4" />
          Open Badges credential
        </a>
        <VerificationLink certificateId={institute.certificateId} />
      </div>
      {renewal ? (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-surface p-4 ring-1 ring-line">
          <p className="flex items-start gap-2.5 text-sm text-ink">
            <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>
              Renewal for year {renewal.year}: <strong>{formatCents(renewal.feeCents)}</strong>, extending the accreditation to {formatLongDate(renewal.newEndDate)}.{' '}
              {renewal.isOpen ? 'You can renew now.' : `Renewal opens on ${formatLongDate(renewal.opensOn)}; we will remind you 30 and 7 days before the end.`}
            </span>
          </p>
          {renewal.isOpen ? (
            <Link to={`/accreditation/renew/${encodeURIComponent(institute.certificateId)}`} className={buttonClass('accent', 'sm')}>
              <RefreshCw aria-hidden className="size-4" />
              Renew
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function VerificationLink({ certificateId }: { certificateId: string }) {
  return (
    <Link to={`/accreditation/verify/${encodeURIComponent(certificateId)}`} className={buttonClass('ghost', 'sm')}>
      <BadgeCheck aria-hidden className="size-4" />
      Verification page
    </Link>
  );
}
