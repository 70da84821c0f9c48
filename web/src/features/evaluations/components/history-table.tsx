import type { HistoryRow } from '@creds/contract';
import { ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { formatDate } from '../../../components/ui/formatted-date';
import { LevelStars } from '../../../components/ui/level-stars';
import { useMediaQuery } from '../../../lib/use-media-query';
import { HistoryStatusAction, HistoryStatusText } from './history-status';
import { LevelLabel } from './level-label';

const columns = ['Assigned Title', 'Level', 'Rating / Points', 'Date', 'Status', 'Action'] as const;

/** Below Tailwind's `lg` the six columns do not fit (tablets too): each row becomes a card. */
const narrowQuery = '(width < 64rem)';

/** A click on the row opens it, unless it was on one of the row's own links or buttons. */
function openFromRow(event: MouseEvent, open: () => void) {
  if ((event.target as HTMLElement).closest('a, button')) return;
  open();
}

interface HistoryRowsProps {
  rows: HistoryRow[];
  onOpen: (badgeId: string) => void;
  /** What an empty list says: in a row of the table, under its headings, or alone in place of the cards. */
  emptyText: string;
}

/**
 * The history (spec section 2): a table of Assigned Title, Level, Rating / Points, Date, Status and
 * Action, or below desktop width a card per row with the same cells. One of the two is rendered, not
 * both with one hidden, so each row's text and controls are in the page once.
 */
export function HistoryTable(props: HistoryRowsProps) {
  return useMediaQuery(narrowQuery) ? <HistoryCards {...props} /> : <HistoryRowsTable {...props} />;
}

function HistoryRowsTable({ rows, onOpen, emptyText }: HistoryRowsProps) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-line">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Your evaluations, newest first</caption>
        <thead className="border-b border-line bg-surface text-xs font-semibold uppercase tracking-wide text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-muted">
                {emptyText}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr
              key={row.id}
              onClick={(event) => openFromRow(event, () => onOpen(row.id))}
              className="cursor-pointer border-b border-line last:border-b-0 hover:bg-surface/70"
            >
              <th scope="row" className="max-w-72 px-4 py-3 text-left font-semibold wrap-break-word text-ink">
                {row.courseName}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">
                <LevelLabel level={row.level} />
              </td>
              <td className="px-4 py-3">
                <LevelStars points={row.points} size="sm" />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">{formatDate(row.badgeCreationDate, 'short')}</td>
              <td className="px-4 py-3">
                <HistoryStatusText row={row} />
              </td>
              <td className="px-4 py-3">
                <RowActions row={row} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ rows, onOpen, emptyText }: HistoryRowsProps) {
  if (rows.length === 0) {
    return <p className="rounded-xl bg-white px-5 py-10 text-center text-ink-muted shadow-sm ring-1 ring-line">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Your evaluations, newest first">
      {rows.map((row) => (
        <li
          key={row.id}
          onClick={(event) => openFromRow(event, () => onOpen(row.id))}
          className="cursor-pointer rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
        >
          <p className="font-semibold wrap-break-word text-ink">{row.courseName}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">Level</dt>
            <dd>
              <LevelLabel level={row.level} />
            </dd>
            <dt className="text-ink-muted">Rating / Points</dt>
            <dd>
              <LevelStars points={row.points} size="sm" />
            </dd>
            <dt className="text-ink-muted">Date</dt>
            <dd className="text-ink">{formatDate(row.badgeCreationDate, 'short')}</dd>
            <dt className="text-ink-muted">Status</dt>
            <dd>
              <HistoryStatusText row={row} />
            </dd>
          </dl>
          <div className="mt-3 border-t border-line pt-3">
            <RowActions row={row} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The status action of spec section 4, if the status has one, then Details. */
function RowActions({ row, onOpen }: { row: HistoryRow; onOpen: (badgeId: string) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <HistoryStatusAction row={row} />
      <DetailsButton row={row} onOpen={onOpen} />
    </div>
  );
}

function DetailsButton({ row, onOpen }: { row: HistoryRow; onOpen: (badgeId: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(row.id)}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-brand transition-colors hover:bg-brand-soft"
    >
      Details{' '}
      <span className="sr-only">of {row.courseName}</span>
      <ChevronRight aria-hidden className="size-4" />
    </button>
  );
}
