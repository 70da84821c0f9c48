import { accreditationMessages, type AccreditedInstitute } from '@creds/contract';
import { ExternalLink } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { formatPeriod } from '../lib/format';

const m = accreditationMessages;

/** Opens the institute's site in a new tab, as a click on its row does (spec section 2). */
export function openInstituteLink(link: string): void {
  window.open(link, '_blank', 'noopener,noreferrer');
}

/** A click on the row opens the link; a click on the name's own link already does, so the row leaves it be. */
function onRowClick(event: MouseEvent, link: string) {
  if ((event.target as HTMLElement).closest('a')) return;
  openInstituteLink(link);
}

export const instituteColumns = ['Certificate No.', 'Name of the Institute', 'Country', 'Accreditation Period', 'Comment'] as const;

// Phones: each row becomes a card and each cell a labelled line (the label comes from data-label).
// Explicit roles keep the table's semantics when its display changes.
const cellClass =
  'px-5 py-4 max-md:grid max-md:grid-cols-[8.5rem_1fr] max-md:gap-x-3 max-md:px-0 max-md:py-0.5 max-md:before:font-normal max-md:before:text-ink-muted max-md:before:content-[attr(data-label)]';

interface InstitutesTableProps {
  institutes: AccreditedInstitute[];
  /** True while the first answer is awaited. */
  isLoading: boolean;
  isError: boolean;
  /** A search is in force (changes the empty text). */
  isFiltered: boolean;
  captionId: string;
}

/**
 * The public list (spec section 2): Certificate No., Name of the Institute, Country, Accreditation
 * Period in en-GB long dates, Comment. A row opens the institute's link in a new tab; the name is a
 * link as well, so keyboard and screen-reader users reach the same place.
 */
export function InstitutesTable({ institutes, isLoading, isError, isFiltered, captionId }: InstitutesTableProps) {
  const message = isLoading ? m.loading : isError ? m.loadFailed : institutes.length === 0 ? (isFiltered ? m.noResults : m.noInstitutes) : null;
  const isAlert = isError && !isLoading;
  const newTabNoteId = useId();
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-line md:bg-white md:shadow-sm">
      {/* Describes every name link, whose name stays the institute's own. */}
      <span id={newTabNoteId} hidden>
        Opens in a new tab
      </span>
      <table role="table" aria-labelledby={captionId} className="w-full border-collapse text-left max-md:block">
        <thead role="rowgroup" className="border-b border-line bg-surface text-sm text-ink-muted max-md:sr-only">
          <tr role="row">
            {instituteColumns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-5 py-3.5 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:block max-md:space-y-3">
          {message ? (
            <tr role="row" className="max-md:block">
              <td
                role="cell"
                colSpan={5}
                className={`px-5 py-10 text-center max-md:block max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-white ${isAlert ? 'font-medium text-error' : 'text-ink-muted'}`}
              >
                <span role={isAlert ? 'alert' : 'status'}>{message}</span>
              </td>
            </tr>
          ) : (
            institutes.map((institute) => (
              <tr
                key={institute.certificateId}
                role="row"
                onClick={(event) => onRowClick(event, institute.link)}
                className="cursor-pointer border-b border-line align-top transition-colors last:border-b-0 hover:bg-brand-soft max-md:flex max-md:flex-col max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4 max-md:shadow-sm max-md:last:border-b"
              >
                <td role="cell" data-label={instituteColumns[0]} className={`${cellClass} font-medium whitespace-nowrap text-ink tabular-nums max-md:order-2`}>
                  {institute.certificateId}
                </td>
                <td role="cell" className="px-5 py-4 max-md:order-1 max-md:px-0 max-md:pt-0 max-md:pb-2">
                  <a
                    href={institute.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand underline-offset-4 hover:text-accent hover:underline"
                    aria-describedby={newTabNoteId}
                  >
                    {institute.name}
                    <ExternalLink aria-hidden className="ml-1.5 inline size-3.5 align-[-1px] text-ink-muted" />
                  </a>
                </td>
                <td role="cell" data-label={instituteColumns[2]} className={`${cellClass} text-ink max-md:order-3`}>
                  {institute.country}
                </td>
                <td role="cell" data-label={instituteColumns[3]} className={`${cellClass} text-ink max-md:order-4 lg:whitespace-nowrap`}>
                  {formatPeriod(institute.startDate, institute.endDate)}
                </td>
                <td role="cell" data-label={instituteColumns[4]} className={`${cellClass} text-sm text-ink-muted max-md:order-5`}>
                  {institute.comment ?? '—'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
