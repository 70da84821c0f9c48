import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import type { EvaluationResult as Result } from '../../features/evaluations/api/create-evaluation';
import type { EvidenceTexts } from '../../features/evaluations/components/evaluation-explanation';
import { EvaluationForm } from '../../features/evaluations/components/evaluation-form';
import { EvaluationResult } from '../../features/evaluations/components/evaluation-result';
import { WorkspacePage } from '../../features/evaluations/components/workspace-page';
import { PayOrClaimLink } from '../../features/payments/components/pay-or-claim-link';

interface Evaluated {
  result: Result;
  texts: EvidenceTexts | undefined;
}

/** /equivalence (signed-in only): the course evaluation form and its result panel (spec section 2). */
export function EquivalencePage() {
  const [evaluated, setEvaluated] = useState<Evaluated | null>(null);
  // A new form (a new key) for each course: files and fields start empty.
  const [formKey, setFormKey] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On a phone the result is below the long form: bring it into view when it arrives.
    // (Optional call: some environments, such as jsdom, have no scrolling.)
    if (evaluated) resultRef.current?.scrollIntoView?.({ block: 'start' });
  }, [evaluated]);

  const startOver = () => {
    setEvaluated(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <WorkspacePage
      title="Course Evaluation"
      heading="Course Evaluation"
      intro="Tell us about a course you completed. The evaluation gives its level, rating points and the skills it teaches, at once."
    >
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8">
          <EvaluationForm
            key={formKey}
            isLocked={evaluated !== null}
            onEvaluated={(result, texts) => setEvaluated({ result, texts })}
          />
        </div>
        <div ref={resultRef} className="scroll-mt-4 lg:sticky lg:top-6">
          <EvaluationResult
            result={evaluated?.result ?? null}
            texts={evaluated?.texts}
            action={
              evaluated ? (
                <>
                  <PayOrClaimLink badgeId={evaluated.result.badgeId} className="w-full" />
                  <button type="button" onClick={startOver} className={`${buttonClass('ghost')} w-full`}>
                    <RotateCcw aria-hidden className="size-4" />
                    Evaluate another course
                  </button>
                </>
              ) : null
            }
          />
        </div>
      </div>
    </WorkspacePage>
  );
}
