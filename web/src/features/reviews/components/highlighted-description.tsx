import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import type { Highlight, TextSpan } from './evidence';

/** The parts of `text` with the spans that really are at their offsets marked, in order, without overlaps. */
export function markSpans(text: string, spans: TextSpan[]): ReactNode[] {
  const usable = spans
    .filter((span) => span.field === 'description' && text.slice(span.start, span.end) === span.text)
    .sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const span of usable) {
    if (span.start < cursor) continue;
    if (span.start > cursor) parts.push(text.slice(cursor, span.start));
    parts.push(
      <mark key={span.start} className="rounded-sm bg-amber-200 px-0.5 text-ink">
        {span.text}
      </mark>,
    );
    cursor = span.end;
  }
  parts.push(text.slice(cursor));
  return parts;
}

interface HighlightedDescriptionProps {
  description: string;
  source: 'text' | 'file';
  highlight: Highlight | null;
  onClearHighlight: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The course description as submitted (or read from the outline), with the chosen evidence marked. */
export function HighlightedDescription({ description, source, highlight, onClearHighlight, ref }: HighlightedDescriptionProps) {
  const inDescription = highlight?.spans.filter((span) => span.field === 'description').length ?? 0;
  const inTitle = highlight?.spans.filter((span) => span.field === 'courseName') ?? [];
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-40 focus:outline-none">
      <p className="text-xs text-ink-muted">
        {source === 'file' ? 'Text read from the uploaded course outline.' : 'Pasted by the applicant.'}
      </p>
      {highlight ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-ink ring-1 ring-amber-200">
          <p aria-live="polite">
            Evidence for <strong>{highlight.label}</strong>: {inDescription} {inDescription === 1 ? 'passage' : 'passages'} marked
            {inTitle.length > 0 ? `; also in the course name (“${inTitle.map((span) => span.text).join('”, “')}”)` : ''}.
          </p>
          <button type="button" onClick={onClearHighlight} className={buttonClass('ghost', 'sm')}>
            <X aria-hidden className="size-4" />
            Clear marks
          </button>
        </div>
      ) : null}
      <div className="mt-3 max-h-[28rem] overflow-y-auto rounded-lg border border-line bg-surface/50 p-4 text-sm leading-relaxed whitespace-pre-wrap text-ink" tabIndex={0} role="region" aria-label="Course description">
        {highlight ? markSpans(description, highlight.spans) : description}
      </div>
    </div>
  );
}
