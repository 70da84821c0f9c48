import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from './button-styles';

interface PaginationProps {
  page: number;
  /** The next page's number, or null on the last page. */
  nextPage: number | null;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Queue pages". */
  label: string;
  isFetching?: boolean;
}

/** Previous / Next through a paged list; hidden when everything fits on one page. */
export function Pagination({ page, nextPage, onPageChange, label, isFetching = false }: PaginationProps) {
  if (page === 1 && nextPage === null) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={page <= 1 || isFetching}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page {page}
      </p>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={nextPage === null || isFetching}
        onClick={() => nextPage !== null && onPageChange(nextPage)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
