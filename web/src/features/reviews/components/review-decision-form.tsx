import { zodResolver } from '@hookform/resolvers/zod';
import { reviewDecisionInputSchema, reviewMessages, type ReviewDecisionInput } from '@creds/contract';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { ShortTextareaField } from '../../../components/ui/short-textarea-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useDecideEvaluation, type DecisionOutcome } from '../api/decide-evaluation';

export const decisionMessages = {
  failed: 'The decision could not be saved.',
  unsavedAdjustment: 'The adjusted result is not saved: save the changes, or close the adjust panel to discard them, before deciding.',
} as const;

/**
 * The form holds both texts; the contract's union decides which one counts, so the reason's rule
 * (at least 10 characters) and its message come from one place.
 */
const decisionFormSchema = z
  .object({ status: z.enum(['verified', 'unverified']), note: z.string(), reason: z.string() })
  .transform((form, ctx): ReviewDecisionInput => {
    const candidate = form.status === 'verified' ? { status: form.status, note: form.note.trim() || undefined } : { status: form.status, reason: form.reason };
    const parsed = reviewDecisionInputSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** Verify (the certificate is issued and mailed) or reject with a reason (mailed to the applicant). */
export function ReviewDecisionForm({
  badgeId,
  result,
  onDecided,
  hasUnsavedAdjustment = false,
}: {
  badgeId: string;
  /** The saved result: one at level 0 or with no star cannot be certified (the server refuses it too). */
  result?: { level: number; points: number };
  onDecided?: (outcome: DecisionOutcome) => void;
  /** The adjust form above holds changes not saved: deciding now would issue the result without them. */
  hasUnsavedAdjustment?: boolean;
}) {
  const titleId = useId();
  const { showSuccess, showError } = useNotifications();
  const decide = useDecideEvaluation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(decisionFormSchema),
    mode: 'onTouched',
    defaultValues: { status: 'verified' as 'verified' | 'unverified', note: '', reason: '' },
  });
  const status = useWatch({ control, name: 'status' });

  const onSubmit = handleSubmit((decision) => {
    if (hasUnsavedAdjustment) return setProblem(decisionMessages.unsavedAdjustment);
    if (decision.status === 'verified' && result && result.level < 1) return setProblem(reviewMessages.noLevel);
    if (decision.status === 'verified' && result && result.points < 1) return setProblem(reviewMessages.noPoints);
    setProblem(null);
    decide.mutate(
      { badgeId, decision },
      {
        onSuccess: (outcome) => {
          showSuccess(outcome.msg);
          onDecided?.(outcome);
        },
        onError: (error) => {
          const message = getErrorMessage(error, decisionMessages.failed);
          setProblem(message);
          showError(message);
        },
      },
    );
  });

  const isReject = status === 'unverified';
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-4">
      <h3 id={titleId} className="text-base font-semibold text-ink">
        Decision
      </h3>
      <fieldset className="grid gap-2">
        <legend className="sr-only">Decision</legend>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-success has-checked:bg-green-50">
          <input type="radio" value="verified" className="mt-1 size-4 accent-success" {...register('status')} />
          <span>
            <span className="block font-semibold text-ink">Verify</span>
            <span className="block text-sm text-ink-muted">Issue the certificate and e-mail it to the applicant.</span>
          </span>
        </label>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-error has-checked:bg-error-soft">
          <input type="radio" value="unverified" className="mt-1 size-4 accent-error" {...register('status')} />
          <span>
            <span className="block font-semibold text-ink">Reject</span>
            <span className="block text-sm text-ink-muted">Tell the applicant why; they receive the reason by e-mail.</span>
          </span>
        </label>
      </fieldset>
      {isReject ? (
        <ShortTextareaField
          key="reason"
          label="Reason for rejecting"
          hint="At least 10 characters. Say what is missing or wrong, so the applicant knows what to do."
          rows={4}
          maxLength={2000}
          error={errors.reason?.message}
          {...register('reason')}
        />
      ) : (
        <ShortTextareaField
          key="note"
          label="Note (optional)"
          hint="Kept in the audit log; not sent to the applicant."
          rows={2}
          maxLength={1000}
          error={errors.note?.message}
          {...register('note')}
        />
      )}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <PendingButton
        isPending={decide.isPending}
        pendingLabel={isReject ? 'Rejecting…' : 'Verifying…'}
        variant={isReject ? 'accent' : 'primary'}
        className="w-full"
      >
        {isReject ? <CircleX aria-hidden className="size-4" /> : <BadgeCheck aria-hidden className="size-4" />}
        {isReject ? 'Reject evaluation' : 'Verify and issue certificate'}
      </PendingButton>
    </form>
  );
}
