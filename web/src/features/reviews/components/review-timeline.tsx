import type { ReviewDetail } from '@creds/contract';
import { FormattedDate } from '../../../components/ui/formatted-date';

const statusNames: Record<string, string> = {
  'not requested': 'Submitted',
  pending: 'Certificate requested',
  verified: 'Verified',
  unverified: 'Rejected',
};

/** The evaluation's history, oldest first. */
export function ReviewTimeline({ timeline }: { timeline: ReviewDetail['timeline'] }) {
  if (timeline.length === 0) return <p className="text-sm text-ink-muted">No events yet.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-line pl-5">
      {timeline.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[1.65rem] size-2.5 rounded-full bg-brand ring-4 ring-white" />
          <p className="font-medium text-ink">{event.note ?? statusNames[event.status] ?? event.status}</p>
          <p className="text-xs text-ink-muted">
            <FormattedDate value={event.at} style="dateTime" /> · {statusNames[event.status] ?? event.status}
          </p>
        </li>
      ))}
    </ol>
  );
}
