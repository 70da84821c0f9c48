import { evaluationMessages, isPaid, type HistoryRow } from '@creds/contract';
import { CircleCheck, CreditCard, Download, ExternalLink, FileBadge } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { useDownloadCertificate } from '../api/download-certificate';

/** What the history shows for a row's status (spec section 4, history status display). */
export type StatusDisplay =
  | { kind: 'request' }
  | { kind: 'paid' }
  | { kind: 'pay' }
  | { kind: 'download' }
  | { kind: 'rejected' }
  | { kind: 'text'; text: string };

export function statusDisplay(row: Pick<HistoryRow, 'status' | 'paymentStatus'>): StatusDisplay {
  switch (row.status) {
    case 'not requested':
      return { kind: 'request' };
    case 'pending':
      return isPaid(row.paymentStatus) ? { kind: 'paid' } : { kind: 'pay' };
    case 'verified':
      return { kind: 'download' };
    case 'unverified':
      return { kind: 'rejected' };
    default:
      return { kind: 'text', text: row.status };
  }
}

export const paidLabel = 'Paid: awaiting verification';

/** The Status column: the status as text, or "Rejected: Check Email" (spec section 4). */
export function HistoryStatusText({ row }: { row: Pick<HistoryRow, 'status' | 'paymentStatus'> }) {
  if (statusDisplay(row).kind === 'rejected') return <span className="font-semibold text-error">{evaluationMessages.rejected}</span>;
  return <span className="inline-block text-ink-muted first-letter:uppercase">{row.status}</span>;
}

/** Whether a status has an action of section 4 (Request Certificate, done icon, Pay Now, download icon). */
export function hasStatusAction(display: StatusDisplay): boolean {
  return display.kind !== 'rejected' && display.kind !== 'text';
}

/**
 * The Action column's status action: Request Certificate (opens the request page in a new tab), the
 * done icon once paid, Pay Now, or the certificate downloads once verified; nothing for other statuses.
 */
export function HistoryStatusAction({ row }: { row: Pick<HistoryRow, 'id' | 'courseName' | 'status' | 'paymentStatus'> }) {
  const display = statusDisplay(row);
  const id = encodeURIComponent(row.id);
  const newTabNoteId = useId();
  switch (display.kind) {
    case 'request':
      return (
        <Link
          to={`/Verify-Certificate?badge_Id=${id}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'sm')}
          aria-describedby={newTabNoteId}
        >
          Request Certificate
          <ExternalLink aria-hidden className="size-3.5" />
          {/* A description, not part of the name: the link is called "Request Certificate", as in the spec. */}
          <span id={newTabNoteId} hidden>
            Opens in a new tab
          </span>
        </Link>
      );
    case 'paid':
      return (
        <span className="inline-flex items-center gap-1.5 text-success" title={paidLabel}>
          <CircleCheck role="img" aria-label={paidLabel} className="size-6" />
        </span>
      );
    case 'pay':
      return (
        <Link to={`/equivalence/${id}`} className={buttonClass('accent', 'sm')}>
          <CreditCard aria-hidden className="size-4" />
          Pay Now
        </Link>
      );
    case 'download':
      return <CertificateDownloads badgeId={row.id} courseName={row.courseName} />;
    case 'rejected':
    case 'text':
      return null;
  }
}

/** A row's status in one place (the details dialog, the request page): its action, else its text. */
export function HistoryStatus({ row }: { row: Pick<HistoryRow, 'id' | 'courseName' | 'status' | 'paymentStatus'> }) {
  return hasStatusAction(statusDisplay(row)) ? <HistoryStatusAction row={row} /> : <HistoryStatusText row={row} />;
}

function CertificateDownloads({ badgeId, courseName }: { badgeId: string; courseName: string }) {
  const download = useDownloadCertificate();
  const iconButton =
    'inline-flex size-9 items-center justify-center rounded-md text-brand ring-1 ring-brand/30 transition-colors hover:bg-brand-soft disabled:cursor-wait disabled:opacity-60';
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => download.mutate({ badgeId, file: 'pdf' })}
        disabled={download.isPending}
        aria-label={`Download the certificate of ${courseName}`}
        title="Download certificate (PDF)"
        className={iconButton}
      >
        <Download aria-hidden className="size-4.5" />
      </button>
      <button
        type="button"
        onClick={() => download.mutate({ badgeId, file: 'credential' })}
        disabled={download.isPending}
        // Not "download": the certificate's button is the row's download icon (spec section 4).
        aria-label={`Save the digital credential of ${courseName}`}
        title="Digital credential (JSON)"
        className={iconButton}
      >
        <FileBadge aria-hidden className="size-4.5" />
      </button>
    </span>
  );
}
