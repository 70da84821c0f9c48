import { zodResolver } from '@hookform/resolvers/zod';
import { applicationDecisionInputSchema, type ApplicationDecisionInput, type ApplicationStatus } from '@creds/contract';
import { BadgeCheck, CircleX, MessageSquareMore } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useDecideApplication, type DecisionOutcome } from '../api/decide-application';

type Decision = ApplicationDecisionInput['decision'];

/** The form holds every text; the contract's union decides which counts, so its rules and messages stay in one place. */
const decisionFormSchema = z
  .object({ decision: z.enum(['approve', 'request-information', 'reject']), comment: z.string(), message: z.string(), reason: z.string() })
  .transform((form, ctx): ApplicationDecisionInput => {
    const candidate =
      form.decision === 'approve'
        ? { decision: form.decision, comment: form.comment.trim() || undefined }
        : form.decision === 'reject'
          ? { decision: form.decision, reason: form.reason }
          : { decision: form.decision, message: form.message };
    const parsed = applicationDecisionInputSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

const choices: { value: Decision; label: string; text: string; icon: typeof BadgeCheck; checked: string; onlyUnderReview: boolean }[] = [
  { value: 'approve', label: 'Approve', text: 'List the institute with a new certificate number for one year from today.', icon: BadgeCheck, checked: 'has-checked:border-success has-checked:bg-green-50', onlyUnderReview: true },
  { value: 'request-information', label: 'Request more information', text: 'Ask the applicant a question; they answer and may upload documents.', icon: MessageSquareMore, checked: 'has-checked:border-warning has-checked:bg-warning-soft', onlyUnderReview: true },
  { value: 'reject', label: 'Reject', text: 'Refuse the application with a reason the applicant reads.', icon: CircleX, checked: 'has-checked:border-error has-checked:bg-error-soft', onlyUnderReview: false },
];

const submitLabels: Record<Decision, string> = {
  approve: 'Approve and list the institute',
  'request-information': 'Send the request',
  reject: 'Reject the application',
};

/** Approve (optional public comment), request more information, or reject with a reason; each is mailed to the applicant. */
export function DecisionForm({ applicationId, status, onDecided }: { applicationId: string; status: ApplicationStatus; onDecided?: (outcome: DecisionOutcome) => void }) {
  const titleId = useId();
  const { showSuccess, showError } = useNotifications();
  const decide = useDecideApplication();
  const [problem, setProblem] = useState<string | null>(null);
  const available = choices.filter((choice) => status === 'under review' || !choice.onlyUnderReview);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(decisionFormSchema),
    mode: 'onTouched',
    defaultValues: { decision: available[0]!.value, comment: '', message: '', reason: '' },
  });
  const decision = useWatch({ control, name: 'decision' });

  const onSubmit = handleSubmit((input) => {
    setProblem(null);
    decide.mutate(
      { id: applicationId, decision: input },
      {
        onSuccess: (outcome) => {
          showSuccess(outcome.certificateId ? `${outcome.msg} Certificate No. ${outcome.certificateId}.` : outcome.msg);
          onDecided?.(outcome);
        },
        onError: (error) => {
          const message = getErrorMessage(error, 'The decision could not be saved.');
          setProblem(message);
          showError(message);
        },
      },
    );
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-4">
      <h3 id={titleId} className="text-base font-semibold text-ink">
        Decision
      </h3>
      <fieldset className="grid gap-2">
        <legend className="sr-only">Decision</legend>
        {available.map(({ value, label, text, icon: Icon, checked }) => (
          <label key={value} className={`flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 ${checked}`}>
            <input type="radio" value={value} className="mt-1 size-4 accent-brand" {...register('decision')} />
            <span>
              <span className="flex items-center gap-1.5 font-semibold text-ink">
                <Icon aria-hidden className="size-4" />
                {label}
              </span>
              <span className="block text-sm text-ink-muted">{text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {decision === 'approve' ? (
        <TextareaField label="Public comment (optional)" hint="Shown in the list of accredited institutes, e.g. the accredited programmes." rows={2} error={errors.comment?.message} {...register('comment')} />
      ) : decision === 'reject' ? (
        <TextareaField label="Reason" hint="The applicant reads this in the e-mail and on the application's page." rows={4} error={errors.reason?.message} {...register('reason')} />
      ) : (
        <TextareaField label="What do you need?" hint="The applicant answers on the application's page." rows={4} error={errors.message?.message} {...register('message')} />
      )}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <PendingButton isPending={decide.isPending} pendingLabel="Saving…" variant={decision === 'approve' ? 'primary' : 'accent'}>
        {submitLabels[decision]}
      </PendingButton>
    </form>
  );
}
