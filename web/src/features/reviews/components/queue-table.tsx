import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedDate } from '../../../components/ui/formatted-date';
import { LevelStars } from '../../../components/ui/level-stars';
import { Pill } from '../../../components/ui/pill';
import { rowClass, tableClass, tableFrameClass, tdClass, thClass, theadClass } from '../../../components/ui/table-styles';
import type { QueuePage } from '../api/get-review-queue';
import { isAwaitingReview, reviewStatusOf } from '../lib/review-status';

type QueueRow = QueuePage['data'][number];

/** The queue as a table; on narrow screens the less urgent columns fold into the first. */
export function QueueTable({ rows, caption }: { rows: QueueRow[]; caption: string }) {
  return (
    <div className={tableFrameClass} role="region" aria-label={caption} tabIndex={0}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead className={theadClass}>
          <tr>
            <th scope="col" className={thClass}>
              Evaluation
            </th>
            <th scope="col" className={`${thClass} max-md:hidden`}>
              Applicant
            </th>
            <th scope="col" className={`${thClass} max-lg:hidden`}>
              Level
            </th>
            <th scope="col" className={`${thClass} max-lg:hidden`}>
              Paid
            </th>
            <th scope="col" className={thClass}>
              Due
            </th>
            <th scope="col" className={`${thClass} max-sm:hidden`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = reviewStatusOf(row);
            const awaiting = isAwaitingReview(row);
            return (
              <tr key={row.id} className={`${rowClass} ${row.overdue ? 'bg-error-soft/40' : ''}`}>
                <td className={`${tdClass} min-w-44`}>
                  <Link
                    to={`/admin/evaluations/${encodeURIComponent(row.badge_id)}`}
                    className="font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:text-accent hover:decoration-accent"
                  >
                    {row.courseName}
                  </Link>
                  <p className="mt-0.5 font-mono text-xs text-ink-muted">{row.badge_id}</p>
                  <p className="mt-1 text-xs text-ink md:hidden">{row.holderName}</p>
                  <p className="mt-1 sm:hidden">
                    <Pill tone={status.tone}>{status.label}</Pill>
                  </p>
                </td>
                <td className={`${tdClass} max-md:hidden`}>
                  <p className="font-medium text-ink">{row.holderName}</p>
                  <p className="text-xs break-all text-ink-muted">{row.holderEmail}</p>
                </td>
                <td className={`${tdClass} max-lg:hidden`}>
                  <p className="whitespace-nowrap text-ink">{row.complexity}</p>
                  <LevelStars points={row.points} size="sm" />
                </td>
                <td className={`${tdClass} whitespace-nowrap text-ink-muted max-lg:hidden`}>
                  {row.paidAt ? <FormattedDate value={row.paidAt} style="short" /> : '—'}
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {row.dueAt && awaiting ? (
                    <>
                      <FormattedDate value={row.dueAt} style="short" className={row.overdue ? 'font-semibold text-error' : 'text-ink'} />
                      {row.overdue ? (
                        <p className="mt-1">
                          <Pill tone="danger">
                            <TriangleAlert aria-hidden className="size-3" />
                            Overdue
                          </Pill>
                        </p>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-ink-muted">—</span>
                  )}
                </td>
                <td className={`${tdClass} max-sm:hidden`}>
                  <Pill tone={status.tone}>{status.label}</Pill>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
