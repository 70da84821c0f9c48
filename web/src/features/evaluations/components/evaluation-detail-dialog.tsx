import { learningModeLabels, type EvaluationDetail } from '@creds/contract';
import { BadgeCheck, FileText, ShieldAlert, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { formatFileSize } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDate } from '../../../components/ui/formatted-date';
import { LevelStars } from '../../../components/ui/level-stars';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useEvaluation } from '../api/get-evaluation';
import { EvaluationExplanation } from './evaluation-explanation';
import { HistoryStatus } from './history-status';
import { LevelLabel } from './level-label';

/** One evaluation in full, over the history: the course, the result and its evidence, the timeline, the files. */
export function EvaluationDetailDialog({ badgeId, onClose }: { badgeId: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={badgeId !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-7">
          {badgeId ? <DetailBody badgeId={badgeId} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailBody({ badgeId }: { badgeId: string }) {
  const detail = useEvaluation(badgeId);
  const close = (
    <Dialog.Close aria-label="Close" className="-m-1 rounded p-1 text-ink-muted hover:bg-surface hover:text-ink">
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );

  if (detail.isPending || detail.isError) {
    return (
      <>
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="font-serif text-xl font-bold text-brand">Evaluation {badgeId}</Dialog.Title>
          {close}
        </div>
        <Dialog.Description className="sr-only">The evaluation&apos;s details</Dialog.Description>
        {detail.isPending ? <Spinner label="Loading the evaluation" /> : <div className="mt-4"><FormAlert>{getErrorMessage(detail.error)}</FormAlert></div>}
      </>
    );
  }

  const evaluation = detail.data;
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <Dialog.Title className="font-serif text-xl font-bold wrap-break-word text-brand sm:text-2xl">{evaluation.courseName}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Badge ID <span className="font-mono font-semibold text-ink">{evaluation.badge_id}</span> · submitted{' '}
            {formatDate(evaluation.badgeCreationDate)}
          </Dialog.Description>
        </div>
        {close}
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg bg-surface px-4 py-3 ring-1 ring-line">
        <LevelLabel level={evaluation.level} />
        <LevelStars points={evaluation.points} />
        <span className="text-sm">
          <HistoryStatus row={evaluation} />
        </span>
      </div>

      {evaluation.certificateId && evaluation.status === 'verified' ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-success">
          <BadgeCheck aria-hidden className="size-5" />
          Certificate <span className="font-mono font-semibold">{evaluation.certificateId}</span> issued.
        </p>
      ) : evaluation.certificateId ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-error">
          <ShieldAlert aria-hidden className="size-5" />
          Certificate <span className="font-mono font-semibold">{evaluation.certificateId}</span> was revoked{evaluation.status === 'refunded' ? ' when the payment was refunded' : ''}.
        </p>
      ) : null}
      {evaluation.rejectionReason ? (
        <div className="mt-4">
          <FormAlert>Rejected: {evaluation.rejectionReason}</FormAlert>
        </div>
      ) : null}

      <DetailSection title="Course">
        <Facts
          facts={[
            ['Dates', `${formatDate(evaluation.courseStartDate)} to ${formatDate(evaluation.courseEndDate)}`],
            ['Credit hours', String(evaluation.creditHours)],
            ['Learning mode', learningModeLabels[evaluation.learningMode]],
            ['Institute', `${evaluation.instituteName}, ${evaluation.instituteCountry}`],
            ['Website', evaluation.instituteWebsite],
            ['Contact', `${evaluation.contactName} (${evaluation.contactEmail})`],
          ]}
        />
      </DetailSection>

      <DetailSection title="Result">
        <EvaluationExplanation
          explanation={evaluation}
          texts={{ courseName: evaluation.courseName, description: evaluation.description }}
          headingLevel={4}
        />
      </DetailSection>

      <DetailSection title="Status timeline">
        <Timeline timeline={evaluation.timeline} />
      </DetailSection>

      {evaluation.files.length > 0 ? (
        <DetailSection title="Files">
          <ul className="space-y-2">
            {evaluation.files.map((file) => (
              <li key={file.id}>
                <a
                  href={`/api/badge/${encodeURIComponent(evaluation.badge_id)}/files/${encodeURIComponent(file.id)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-sm font-semibold text-brand underline-offset-2 hover:underline"
                >
                  <FileText aria-hidden className="size-4 shrink-0" />
                  <span className="wrap-anywhere">{file.name}</span>
                  <span className="font-normal text-ink-muted">
                    ({file.kind === 'proof' ? 'proof of completion' : 'course outline'}, {formatFileSize(file.sizeBytes)})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
    </>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 border-t border-line pt-5">
      <h3 className="mb-3 font-serif text-lg font-bold text-brand">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Timeline({ timeline }: { timeline: EvaluationDetail['timeline'] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-line pl-5">
      {timeline.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-brand ring-4 ring-white" />
          <p className="text-sm font-semibold text-ink first-letter:uppercase">{event.status}</p>
          <p className="text-xs text-ink-muted">{formatDate(event.at, 'dateTime')}</p>
          {event.note ? <p className="mt-0.5 text-sm text-ink-muted">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
