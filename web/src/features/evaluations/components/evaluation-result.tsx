import { evaluationMessages } from '@creds/contract';
import { ChevronDown, CircleCheck, ClipboardList } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { LevelStars } from '../../../components/ui/level-stars';
import type { EvaluationResult as Result } from '../api/create-evaluation';
import { useEvaluation } from '../api/get-evaluation';
import { EvaluationExplanation, type EvidenceTexts } from './evaluation-explanation';
import { LevelLabel } from './level-label';

interface EvaluationResultProps {
  result: Result | null;
  /** The submitted texts, when the form still has them (text mode); otherwise they are fetched on demand. */
  texts?: EvidenceTexts | undefined;
  /** The Pay / Claim button. */
  action?: ReactNode;
}

/**
 * The result panel of spec section 2: before a result the prompt; after it the badge id, Complexity
 * and Skills each with a tick (or "No skills evaluated"), the evidence on demand, the Pay / Claim
 * button and its hint.
 */
export function EvaluationResult({ result, texts, action }: EvaluationResultProps) {
  return (
    <section
      aria-labelledby="evaluation-result-title"
      aria-live="polite"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id="evaluation-result-title" className="font-serif text-xl font-bold text-brand">
        Evaluation Result
      </h2>
      {result ? (
        <ResultBody result={result} texts={texts} action={action} />
      ) : (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-4 py-8 text-center">
          <ClipboardList aria-hidden className="size-10 text-brand-muted" />
          <p className="text-sm text-ink-muted">{evaluationMessages.noResultYet}</p>
        </div>
      )}
    </section>
  );
}

function ResultBody({ result, texts, action }: { result: Result; texts?: EvidenceTexts | undefined; action?: ReactNode }) {
  const [isExplained, setIsExplained] = useState(false);
  // Evidence points into the text the server read: fetched when the form does not have it (an outline file).
  const detail = useEvaluation(result.badgeId, { enabled: isExplained && !texts });
  const evidenceTexts = texts ?? (detail.data ? { courseName: detail.data.courseName, description: detail.data.description } : {});
  const hasSkills = result.skillSet.length > 0;

  return (
    <div className="mt-4 space-y-5">
      <p className="text-sm text-ink-muted">
        Badge ID: <span className="font-mono font-semibold text-ink">{result.badgeId}</span>
      </p>
      <div>
        <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <CircleCheck aria-hidden className="size-5 text-success" />
          Complexity
        </h3>
        <p className="mt-1.5 flex flex-wrap items-center gap-3 pl-7">
          <LevelLabel level={result.level} />
          <LevelStars points={result.points} />
        </p>
      </div>
      <div>
        {hasSkills ? (
          <>
            <h3 id="evaluation-result-skills" className="flex items-center gap-2 text-sm font-semibold text-ink">
              <CircleCheck aria-hidden className="size-5 text-success" />
              Skills
            </h3>
            <ul aria-labelledby="evaluation-result-skills" className="mt-2 flex flex-wrap gap-2 pl-7">
              {result.skillSet.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand ring-1 ring-brand/15">
                  {skill}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm font-semibold text-ink-muted">{evaluationMessages.noSkills}</p>
        )}
      </div>
      <details
        className="group rounded-lg border border-line"
        onToggle={(event) => setIsExplained(event.currentTarget.open)}
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-semibold text-brand hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
          Why this result?
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-line px-4 py-4">
          <EvaluationExplanation explanation={result} texts={evidenceTexts} headingLevel={4} />
        </div>
      </details>
      {action ? <div className="flex flex-col gap-3">{action}</div> : null}
      <p className="text-sm text-ink-muted">{evaluationMessages.resultHint}</p>
    </div>
  );
}
