import type { ReactNode } from 'react';
import { thClass, theadClass } from './table-styles';

/**
 * A table that stays a table at every width: below Tailwind's `lg`, where its columns do not fit, each row is
 * drawn as a card (`cardRowClass`), each value beside its column's name (`cardCellClass`, drawn by CSS from the
 * cell's `data-label`, so a cell's text stays its value), and the column headings are kept for screen readers.
 * The explicit roles keep the table's semantics where a browser drops them for cells no longer displayed as cells.
 */
export function CardTable({
  caption,
  columns,
  twoCardsAbreast = false,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  /** Cards two abreast from `md` (tablets), for short rows. */
  twoCardsAbreast?: boolean;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:bg-white lg:shadow-sm lg:ring-1 lg:ring-line">
      <table role="table" className="w-full border-collapse text-left text-sm max-lg:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={`${theadClass} max-lg:sr-only`}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className={thClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={twoCardsAbreast ? 'max-lg:grid max-lg:gap-3 md:max-lg:grid-cols-2' : 'max-lg:grid max-lg:gap-3'}>
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row of a CardTable: a line between rows on desktop, a card below it. */
export const cardRowClass =
  'lg:border-b lg:border-line lg:last:border-b-0 max-lg:block max-lg:rounded-xl max-lg:bg-white max-lg:p-4 max-lg:shadow-sm max-lg:ring-1 max-lg:ring-line';

/** A cell of a CardTable with a `data-label`: on a card, its column's name (in a column `labelWidth` wide) beside its value. */
export function cardCellClass(labelWidth: '4.5rem' | '6rem' | '8.5rem'): string {
  const columns = { '4.5rem': 'max-lg:grid-cols-[4.5rem_minmax(0,1fr)]', '6rem': 'max-lg:grid-cols-[6rem_minmax(0,1fr)]', '8.5rem': 'max-lg:grid-cols-[8.5rem_minmax(0,1fr)]' }[labelWidth];
  return `px-4 py-3 align-top max-lg:grid ${columns} max-lg:gap-x-3 max-lg:px-0 max-lg:py-1 max-lg:before:text-ink-muted max-lg:before:content-[attr(data-label)]`;
}

/** The last cell of a CardTable row holding its actions: under a line at the foot of the card. */
export const cardActionsCellClass = 'px-4 py-3 align-top max-lg:mt-2 max-lg:block max-lg:border-t max-lg:border-line max-lg:px-0 max-lg:pt-3 max-lg:pb-0';
