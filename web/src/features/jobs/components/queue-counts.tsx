import type { JobQueueCounts } from '@creds/contract';
import { isJobName, jobDescriptions } from '../lib/job-descriptions';

const counts = [
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Running' },
  { key: 'failed', label: 'Failed' },
  { key: 'completed', label: 'Completed' },
] as const;

/** One card per queue: what it does, and how many of its jobs wait, run, have failed or have completed. */
export function QueueCounts({ queues }: { queues: JobQueueCounts[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {queues.map((queue) => {
        const known = isJobName(queue.name) ? jobDescriptions[queue.name] : null;
        return (
          <li key={queue.name} className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
            <h3 className="font-semibold text-ink">{known?.title ?? queue.name}</h3>
            {known ? <p className="font-mono text-xs text-ink-muted">{queue.name}</p> : null}
            {known ? <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{known.description}</p> : null}
            <dl className="mt-auto grid grid-cols-4 gap-2 pt-3 text-center">
              {counts.map(({ key, label }) => (
                <div
                  key={key}
                  className={`flex flex-col-reverse rounded-lg px-1 py-2 ${key === 'failed' && queue.failed > 0 ? 'bg-error-soft text-error' : 'bg-surface text-ink'}`}
                >
                  <dt className="text-xs">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{queue[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
