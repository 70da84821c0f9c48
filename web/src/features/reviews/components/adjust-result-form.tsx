import { adjustEvaluationInputSchema, levelLabels, levels, maxPoints, type AdjustEvaluationInput, type Level, type ReviewDetail } from '@creds/contract';
import { Plus, Save, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, SelectField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { ShortTextareaField } from '../../../components/ui/short-textarea-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useAdjustEvaluation } from '../api/adjust-evaluation';

const maxSkills = 20;

export const adjustMessages = {
  nothingChanged: 'Change the level, the points or the skills.',
  skillLength: 'A skill is 2 to 80 characters long.',
  skillDuplicate: 'This skill is already in the list.',
  skillLimit: `At most ${maxSkills} skills.`,
  failed: 'The changes could not be saved.',
} as const;

const sameSkills = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((skill, index) => skill === b[index]);

/**
 * The reviewer's corrections before deciding: level, points and skills, each beside the engine's
 * original (which the server keeps). Only what changed is sent.
 */
export function AdjustResultForm({
  review,
  disabled = false,
  onUnsavedChange,
}: {
  review: ReviewDetail;
  disabled?: boolean;
  /** Told whether the form holds changes not yet saved (false again once it closes). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const { showSuccess, showError } = useNotifications();
  const adjust = useAdjustEvaluation();
  const titleId = useId();
  const newSkillId = useId();
  const [level, setLevel] = useState<Level>(review.level);
  const [points, setPoints] = useState(review.points);
  // The detail carries the engine's skills only; a reviewer's earlier skill list is not sent back.
  const [savedSkills, setSavedSkills] = useState<string[]>(review.engine.skills);
  const [skills, setSkills] = useState<string[]>(review.engine.skills);
  const [newSkill, setNewSkill] = useState('');
  const [skillError, setSkillError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const unsaved = level !== review.level || points !== review.points || !sameSkills(skills, savedSkills) || note.trim() !== '';
  // Closed (unmounted), the form holds nothing: the cleanup says so.
  useEffect(() => {
    onUnsavedChange?.(unsaved);
    return () => onUnsavedChange?.(false);
  }, [unsaved, onUnsavedChange]);

  const addSkill = () => {
    const skill = newSkill.trim().replace(/\s+/g, ' ');
    if (skill.length < 2 || skill.length > 80) return setSkillError(adjustMessages.skillLength);
    if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return setSkillError(adjustMessages.skillDuplicate);
    if (skills.length >= maxSkills) return setSkillError(adjustMessages.skillLimit);
    setSkills([...skills, skill]);
    setNewSkill('');
    setSkillError(null);
  };

  const changeLevel = (next: Level) => {
    // Points follow the level unless the reviewer set them apart.
    if (points === level) setPoints(next);
    setLevel(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const levelChanged = level !== review.level || points !== review.points;
    const input: AdjustEvaluationInput = {
      // Sent together: the server sets the points to the level when only the level comes.
      ...(levelChanged ? { level, points } : {}),
      ...(sameSkills(skills, savedSkills) ? {} : { skills }),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const parsed = adjustEvaluationInputSchema.safeParse(input);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? adjustMessages.nothingChanged);
    adjust.mutate(
      { badgeId: review.badge_id, input: parsed.data },
      {
        onSuccess: (message) => {
          setSavedSkills(skills);
          setNote('');
          showSuccess(message);
        },
        onError: (error) => {
          const message = getErrorMessage(error, adjustMessages.failed);
          setProblem(message);
          showError(message);
        },
      },
    );
  };

  const engineSkills = new Set(review.engine.skills);
  const removed = review.engine.skills.filter((skill) => !skills.includes(skill));

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-4">
      <h3 id={titleId} className="text-base font-semibold text-ink">
        Adjust the result
      </h3>
      <fieldset disabled={disabled || adjust.isPending} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Level"
            value={level}
            onChange={(event) => changeLevel(Number(event.target.value) as Level)}
            hint={`Engine: ${review.engine.levelLabel}`}
          >
            {levels.map((value) => (
              <option key={value} value={value}>
                {value} · {levelLabels[value]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Points"
            value={points}
            onChange={(event) => setPoints(Number(event.target.value))}
            hint={`Engine: ${review.engine.points}`}
          >
            {Array.from({ length: maxPoints + 1 }, (_, value) => (
              <option key={value} value={value}>
                {value} {value === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </SelectField>
        </div>

        <div>
          <p id={`${newSkillId}-label`} className="mb-1.5 text-sm font-semibold text-ink">
            Skills ({skills.length})
          </p>
          {skills.length === 0 ? (
            <p className="text-sm text-ink-muted">No skills.</p>
          ) : (
            <ul aria-labelledby={`${newSkillId}-label`} className="flex flex-wrap gap-1.5">
              {skills.map((skill) => (
                <li
                  key={skill}
                  className={`inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-sm ${
                    engineSkills.has(skill) ? 'bg-brand-soft text-brand' : 'bg-amber-50 text-warning ring-1 ring-amber-200'
                  }`}
                >
                  {skill}
                  {engineSkills.has(skill) ? null : <span className="text-xs">(added)</span>}
                  <button
                    type="button"
                    aria-label={`Remove ${skill}`}
                    onClick={() => setSkills(skills.filter((existing) => existing !== skill))}
                    className="rounded-full p-0.5 hover:bg-black/10"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {removed.length > 0 ? (
            <p className="mt-2 text-xs text-ink-muted">
              Removed from the engine&apos;s list: {removed.join(', ')}{' '}
              <button type="button" className="font-semibold text-brand underline underline-offset-2" onClick={() => setSkills([...skills, ...removed])}>
                Restore
              </button>
            </p>
          ) : null}
          <label htmlFor={newSkillId} className="sr-only">
            Add a skill
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id={newSkillId}
              value={newSkill}
              placeholder="Add a skill"
              aria-invalid={Boolean(skillError)}
              aria-describedby={skillError ? `${newSkillId}-error` : undefined}
              onChange={(event) => {
                setNewSkill(event.target.value);
                setSkillError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addSkill();
                }
              }}
              className={`${inputClass} py-2 text-sm`}
            />
            <button type="button" onClick={addSkill} className={`${buttonClass('outline', 'sm')} h-10.5`}>
              <Plus aria-hidden className="size-4" />
              Add
            </button>
          </div>
          {skillError ? (
            <p id={`${newSkillId}-error`} className="mt-1.5 text-sm text-error">
              {skillError}
            </p>
          ) : null}
        </div>

        <ShortTextareaField
          label="Note (optional)"
          hint="Why you changed the result; kept in the audit log."
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </fieldset>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <PendingButton isPending={adjust.isPending} pendingLabel="Saving…" variant="outline" size="sm" disabled={disabled}>
        <Save aria-hidden className="size-4" />
        Save changes
      </PendingButton>
    </form>
  );
}

/**
 * The result as it stands, with the adjust form folded away until asked for: the decision stays in
 * view, and a reviewer who agrees with the engine never scrolls past the form.
 */
export function ResultAdjuster({ review, onUnsavedChange }: { review: ReviewDetail; onUnsavedChange?: (unsaved: boolean) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink">
          <span className="font-semibold">{review.complexity}</span> ({review.level}) · {review.points}{' '}
          {review.points === 1 ? 'star' : 'stars'}
          {review.adjusted ? <span className="text-ink-muted"> · adjusted</span> : null}
        </p>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className={buttonClass('outline', 'sm')}
        >
          {isOpen ? 'Close' : 'Adjust the result'}
        </button>
      </div>
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? <AdjustResultForm review={review} onUnsavedChange={onUnsavedChange} /> : null}
      </div>
    </div>
  );
}
