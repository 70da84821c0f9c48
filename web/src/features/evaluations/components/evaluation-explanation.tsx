import type { EvaluationDetail } from '@creds/contract';
import { ArrowDownRight, ArrowUpRight, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { evidenceSentences, type EvidenceSentence } from '../lib/evidence';

type Explanation = Pick<EvaluationDetail, 'skills' | 'signals' | 'reasons'>;

/** The texts the evidence points into; without them each piece of evidence shows on its own. */
export type EvidenceTexts = Partial<Record<'courseName' | 'description', string>>;

const maxSentencesPerSkill = 2;
/** Signals shown before "Show all": the engine lists them largest effect first. */
const firstSignals = 5;

function Evidence({ sentence }: { sentence: EvidenceSentence }) {
  return (
    <blockquote className="border-l-2 border-brand-muted pl-3 text-sm leading-relaxed text-ink-muted">
      {sentence.map((piece, index) =>
        piece.isMatch ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </blockquote>
  );
}

function formatContribution(contribution: number): string {
  const rounded = Math.abs(contribution).toFixed(2);
  return `${contribution >= 0 ? '+' : '−'}${rounded} level${rounded === '1.00' ? '' : 's'}`;
}

/**
 * Why the engine gave this result: each skill with the sentence it came from, each signal that moved
 * the level and by how much, and the engine's reasons in plain words.
 */
export function EvaluationExplanation({
  explanation,
  texts,
  headingLevel = 3,
}: {
  explanation: Explanation;
  texts: EvidenceTexts;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const { skills, signals, reasons } = explanation;
  return (
    <div className="space-y-6">
      <section>
        <Heading className="text-sm font-semibold uppercase tracking-wider text-ink-muted">Skills and their evidence</Heading>
        {skills.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No skill was found in the text.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {skills.map((skill) => (
              <li key={skill.id} className="space-y-1.5">
                <p className="text-sm">
                  <span className="font-semibold text-ink">{skill.name}</span>{' '}
                  <span className="text-ink-muted">· {skill.category}</span>
                </p>
                {evidenceSentences(texts, skill.evidence)
                  .slice(0, maxSentencesPerSkill)
                  .map((sentence, index) => (
                    <Evidence key={index} sentence={sentence} />
                  ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      {reasons.length > 0 ? (
        <section>
          <Heading className="text-sm font-semibold uppercase tracking-wider text-ink-muted">In short</Heading>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {signals.length > 0 ? (
        <section>
          <Heading className="text-sm font-semibold uppercase tracking-wider text-ink-muted">What set the level</Heading>
          <Signals signals={signals} />
        </section>
      ) : null}
    </div>
  );
}

function Signals({ signals }: { signals: Explanation['signals'] }) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? signals : signals.slice(0, firstSignals);
  return (
    <>
      <ul className="mt-3 space-y-3">
        {shown.map((signal) => {
          const raises = signal.contribution >= 0;
          const Icon = raises ? ArrowUpRight : ArrowDownRight;
          return (
            <li key={signal.id} className="flex items-start gap-2.5 text-sm">
              <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${raises ? 'text-success' : 'text-error'}`} />
              <div className="min-w-0">
                <p className="text-ink">
                  {signal.label}{' '}
                  <span className={`font-semibold whitespace-nowrap ${raises ? 'text-success' : 'text-error'}`}>
                    ({formatContribution(signal.contribution)})
                  </span>
                </p>
                {signal.evidence.length > 0 ? (
                  <p className="mt-0.5 text-ink-muted">Found: {[...new Set(signal.evidence.map((span) => `“${span.text}”`))].join(', ')}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {signals.length > firstSignals ? (
        <button
          type="button"
          onClick={() => setIsShowingAll((showing) => !showing)}
          aria-expanded={isShowingAll}
          className="mt-3 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          {isShowingAll ? 'Show fewer signals' : `Show all ${signals.length} signals`}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${isShowingAll ? 'rotate-180' : ''}`} />
        </button>
      ) : null}
    </>
  );
}
