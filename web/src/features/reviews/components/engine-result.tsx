import type { ReviewDetail } from '@creds/contract';
import { Highlighter } from 'lucide-react';
import { LevelStars } from '../../../components/ui/level-stars';
import { rowClass, tableClass, tdClass, thClass, theadClass } from '../../../components/ui/table-styles';
import type { Highlight, TextSpan } from './evidence';

interface EngineResultProps {
  review: ReviewDetail;
  onShowEvidence: (highlight: Highlight) => void;
}

function formatContribution(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toFixed(2)}`;
}

/** The engine's own result, as it was before any reviewer change: level, reasons, skills and signals with evidence. */
export function EngineResult({ review, onShowEvidence }: EngineResultProps) {
  const { engine } = review;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-surface px-4 py-3">
        <p className="text-sm text-ink-muted">
          Level <span className="ml-1 text-base font-semibold text-ink">{engine.levelLabel}</span>{' '}
          <span className="text-ink-muted">({engine.level})</span>
        </p>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          Points <LevelStars points={engine.points} size="sm" />
        </p>
        <p className="text-xs text-ink-muted">
          Engine <span className="font-mono">{review.engineVersion}</span>
        </p>
      </div>

      {review.reasons.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">Why this level</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-ink">
            {review.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <h3 className="text-sm font-semibold text-ink">Skills found ({review.skills.length})</h3>
        {review.skills.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No skills were found.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {review.skills.map((skill) => (
              <li key={skill.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {skill.name}
                    <span className="ml-2 text-xs font-normal text-ink-muted">
                      {skill.category} · {skill.source === 'taxonomy' ? 'taxonomy' : skill.source === 'keyphrase' ? 'key phrase' : 'language model'} · salience{' '}
                      {Math.round(skill.score * 100)}%
                    </span>
                  </p>
                  <EvidenceQuotes spans={skill.evidence} />
                </div>
                <EvidenceButton label={skill.name} spans={skill.evidence} onShow={onShowEvidence} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 className="text-sm font-semibold text-ink">Signals that moved the level</h3>
        <p className="mt-0.5 text-xs text-ink-muted">Effect: how far each signal moved the expected level, in levels.</p>
        {review.signals.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No signals.</p>
        ) : (
          <div className="relative mt-2 overflow-x-auto rounded-lg border border-line" role="region" aria-label="Level signals" tabIndex={0}>
            <table className={tableClass}>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    Signal
                  </th>
                  <th scope="col" className={`${thClass} text-right max-sm:hidden`}>
                    Value
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    Effect
                  </th>
                  <th scope="col" className={thClass}>
                    <span className="sr-only">Evidence</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {review.signals.map((signal) => (
                  <tr key={signal.id} className={rowClass}>
                    <td className={tdClass}>
                      <p className="text-ink">{signal.label}</p>
                      <p className="text-xs text-ink-muted sm:hidden">Value {Math.round(signal.value * 100) / 100}</p>
                      <EvidenceQuotes spans={signal.evidence} />
                    </td>
                    <td className={`${tdClass} text-right tabular-nums text-ink-muted max-sm:hidden`}>{Math.round(signal.value * 100) / 100}</td>
                    <td
                      className={`${tdClass} text-right font-semibold tabular-nums ${
                        signal.contribution > 0 ? 'text-success' : signal.contribution < 0 ? 'text-error' : 'text-ink-muted'
                      }`}
                    >
                      {formatContribution(signal.contribution)}
                    </td>
                    <td className={`${tdClass} text-right max-sm:px-2`}>
                      <EvidenceButton label={signal.label} spans={signal.evidence} onShow={onShowEvidence} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}

function EvidenceQuotes({ spans }: { spans: TextSpan[] }) {
  if (spans.length === 0) return null;
  return (
    <p className="mt-1 text-xs leading-relaxed text-ink-muted">
      {spans.slice(0, 3).map((span, index) => (
        <span key={`${span.field}-${span.start}`}>
          {index > 0 ? ' · ' : ''}“{span.text}”{span.field === 'courseName' ? ' (course name)' : ''}
        </span>
      ))}
      {spans.length > 3 ? ` · ${spans.length - 3} more` : ''}
    </p>
  );
}

function EvidenceButton({ label, spans, onShow }: { label: string; spans: TextSpan[]; onShow: (highlight: Highlight) => void }) {
  if (spans.length === 0) return null;
  return (
    <button
      type="button"
      onClick={() => onShow({ label, spans })}
      className="relative inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap text-brand hover:bg-brand-soft"
    >
      <Highlighter aria-hidden className="size-3.5" />
      <span className="max-sm:sr-only">Show in description</span>
      <span className="sr-only">: {label}</span>
    </button>
  );
}
