import type { HistoryRow } from '@creds/contract';
import { ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { CardTable, cardActionsCellClass, cardCellClass, cardRowClass } from '../../../components/ui/card-table';
import { formatDate } from '../../../components/ui/formatted-date';
import { LevelStars } from '../../../components/ui/level-stars';
import { HistoryStatusAction, HistoryStatusText } from './history-status';
import { LevelLabel } from './level-label';

const columns = ['Assigned Title', 'Level', 'Rating / Points', 'Date', 'Status', 'Action'] as const;

/** A click on the row opens it, unless it was on one of the row's own links or buttons. */
function openFromRow(event: MouseEvent, open: () => void) {
  if ((event.target as HTMLElement).closest('a, button')) return;
  open();
}

interface HistoryRowsProps {
  rows: HistoryRow[];
  onOpen: (badgeId: string) => void;
  /** What an empty list says, in a row of the table under its headings. */
  emptyText: string;
}

const cell = cardCellClass('8.5rem');

/**
 * The history (spec section 2): a table of Assigned Title, Level, Rating / Points, Date, Status and
 * Action at every width; below desktop width each row is drawn as a card with the same cells.
 */
export function HistoryTable({ rows, onOpen, emptyText }: HistoryRowsProps) {
  return (
    <CardTable caption="Your evaluations, newest first" columns={columns} twoCardsAbreast>
      {rows.length === 0 ? (
        <tr role="row" className="max-lg:block max-lg:rounded-xl max-lg:bg-white max-lg:shadow-sm max-lg:ring-1 max-lg:ring-line">
          <td role="cell" colSpan={columns.length} className="px-4 py-10 text-center text-ink-muted max-lg:block">
            {emptyText}
          </td>
        </tr>
      ) : null}
      {rows.map((row) => (
        <tr
          key={row.id}
          role="row"
          onClick={(event) => openFromRow(event, () => onOpen(row.id))}
          className={`cursor-pointer lg:hover:bg-surface/70 ${cardRowClass}`}
        >
          <th
            role="rowheader"
            scope="row"
            className="max-w-72 px-4 py-3 text-left font-semibold wrap-break-word text-ink max-lg:mb-2 max-lg:block max-lg:max-w-none max-lg:p-0 max-lg:text-base"
          >
            {row.courseName}
          </th>
          <td role="cell" data-label="Level" className={`${cell} lg:whitespace-nowrap`}>
            <LevelLabel level={row.level} />
          </td>
          <td role="cell" data-label="Rating / Points" className={cell}>
            <LevelStars points={row.points} size="sm" />
          </td>
          <td role="cell" data-label="Date" className={`${cell} text-ink-muted max-lg:text-ink lg:whitespace-nowrap`}>
            {formatDate(row.badgeCreationDate, 'short')}
          </td>
          <td role="cell" data-label="Status" className={cell}>
            <HistoryStatusText row={row} />
          </td>
          <td role="cell" className={cardActionsCellClass}>
            <RowActions row={row} onOpen={onOpen} />
          </td>
        </tr>
      ))}
    </CardTable>
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
