import type { TimelineEntry } from '@creds/contract';
import { formatDateTime } from '../lib/format';
import { statusLabel } from '../lib/application-status';

const dotColours: Record<string, string> = {
  approved: 'bg-success',
  renewed: 'bg-success',
  rejected: 'bg-error',
  'more information requested': 'bg-warning',
  paid: 'bg-accent',
};

/** The application's history, oldest first: each status with when it happened and the note that came with it. */
export function ApplicationTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  if (timeline.length === 0) return <p className="text-sm text-ink-muted">No events yet.</p>;
  return (
    <ol className="relative space-y-5 border-l-2 border-line pl-5">
      {timeline.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative text-sm">
          <span aria-hidden className={`absolute top-1.5 -left-[1.65rem] size-2.5 rounded-full ring-4 ring-white ${dotColours[entry.status] ?? 'bg-brand'}`} />
          <p className="font-semibold text-ink">{statusLabel(entry.status)}</p>
          {entry.note ? <p className="mt-0.5 whitespace-pre-line text-ink-muted">{entry.note}</p> : null}
          <p className="mt-0.5 text-xs text-ink-muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
