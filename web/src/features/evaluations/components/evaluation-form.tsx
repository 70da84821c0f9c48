import { zodResolver } from '@hookform/resolvers/zod';
import {
  countries,
  creditHoursSchema,
  earliestCourseDate,
  evaluationFormSchema,
  evaluationMessages as m,
  hoursBetween,
  learningModeLabels,
  learningModes,
  maxUploadBytes,
  outlineFileRule,
  proofFileRule,
  proofFormatsHint,
  todayIsoDate,
  type FileRule,
} from '@creds/contract';
import { FileText, Send, Type } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FieldMessages, useFieldIds } from '../../../components/ui/field-messages';
import { FileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, SelectField, TextField } from '../../../components/ui/form-field';
import { LeaveFormGuard } from '../../../components/ui/leave-form-guard';
import { PendingButton } from '../../../components/ui/pending-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { createFormDraft } from '../../../lib/form-draft';
import { useNotifications } from '../../../lib/notifications';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateEvaluation, type CreateEvaluationInput, type EvaluationResult } from '../api/create-evaluation';
import { useTextPreview } from '../api/preview-text';
import type { EvidenceTexts } from './evaluation-explanation';

export type DescriptionMode = 'text' | 'file';

/** What the inputs hold; the contract's schema turns it into what is sent. */
export interface EvaluationFormValues {
  courseName: string;
  courseStartDate: string;
  courseEndDate: string;
  creditHours: string;
  learningMode: string;
  instituteName: string;
  instituteWebsite: string;
  instituteCountry: string;
  contactName: string;
  contactEmail: string;
  description: string;
  outline: File | null;
  proof: File | null;
}

type EvaluationFormOutput = z.output<ReturnType<typeof evaluationFormSchema>>;

const emptyValues: EvaluationFormValues = {
  courseName: '',
  courseStartDate: '',
  courseEndDate: '',
  creditHours: '',
  learningMode: '',
  instituteName: '',
  instituteWebsite: '',
  instituteCountry: '',
  contactName: '',
  contactEmail: '',
  description: '',
  outline: null,
  proof: null,
};

/** Every input in the order the form shows it: the first one in error takes the focus. */
const fieldNames = Object.keys(emptyValues) as (keyof EvaluationFormValues)[];

/** The typed fields and the pasted description, per signed-in user, for the browser tab; never the files. */
const evaluationDraft = createFormDraft(
  'evaluation',
  fieldNames.filter((name) => name !== 'outline' && name !== 'proof'),
);

/** A text shorter than this gets a warning: the level needs outcomes, topics and assessment to go on. */
const shortDescriptionWords = 60;
const previewDelayMs = 800;
const maxUploadMb = Math.round(maxUploadBytes / (1024 * 1024));

function acceptOf(rule: FileRule): string {
  return [...rule.extensions.map((extension) => `.${extension}`), ...rule.mimeTypes].join(',');
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/**
 * The dates-and-hours rule of the contract's schema runs only once every other field is valid; the
 * form checks it on every change (spec section 5), so it is applied here as well, with the contract's
 * own hour count and messages.
 */
function datesAndHoursErrors(values: EvaluationFormValues): FieldErrors<EvaluationFormValues> {
  const { courseStartDate: start, courseEndDate: end } = values;
  if (!isIsoDate(start) || !isIsoDate(end)) return {};
  if (end < start) return { courseEndDate: { type: 'custom', message: m.endBeforeStart } };
  const hours = creditHoursSchema.safeParse(values.creditHours);
  if (hours.success && hours.data > hoursBetween(start, end)) return { creditHours: { type: 'custom', message: m.creditHoursSpan } };
  return {};
}

const schemaResolvers = {
  text: zodResolver(evaluationFormSchema('text')),
  file: zodResolver(evaluationFormSchema('file')),
} as unknown as Record<DescriptionMode, Resolver<EvaluationFormValues, unknown, EvaluationFormOutput>>;

function resolverFor(mode: DescriptionMode): Resolver<EvaluationFormValues, unknown, EvaluationFormOutput> {
  return async (values, context, options) => {
    const result = await schemaResolvers[mode](values, context, options);
    const extra = datesAndHoursErrors(values);
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...extra, ...result.errors } };
  };
}

const resolvers = { text: resolverFor('text'), file: resolverFor('file') };

export interface EvaluationFormProps {
  /** A result exists: tabs and inputs are disabled (spec section 2). */
  isLocked: boolean;
  onEvaluated: (result: EvaluationResult, texts: EvidenceTexts | undefined) => void;
}

/**
 * The course evaluation form of spec section 2 with every rule of section 5 from the contract,
 * validated on every change and blur. Text Upload sends the description as text, File Upload the
 * outline file; switching tab clears the description.
 */
const courseDates = [
  { name: 'courseStartDate', label: 'Course Start Date' },
  { name: 'courseEndDate', label: 'Course End Date' },
] as const;

export function EvaluationForm({ isLocked, onEvaluated }: EvaluationFormProps) {
  const [mode, setMode] = useState<DescriptionMode>('text');
  // The page is for signed-in users only; the draft is kept per user. A draft's description is pasted text: the text tab.
  const userId = useCurrentUser()?.id ?? null;
  const [draft] = useState(() => (userId ? evaluationDraft.read(userId) : null));
  const isEvaluated = useRef(false);
  /** The first field the server refused, focused once the inputs are enabled again. */
  const focusAfterError = useRef<keyof EvaluationFormValues | null>(null);
  const countryListId = useId();
  const createEvaluation = useCreateEvaluation();
  const { showSuccess, showError } = useNotifications();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    trigger,
    getFieldState,
    getValues,
    setFocus,
    subscribe,
    formState: { errors, isDirty },
  } = useForm<EvaluationFormValues, unknown, EvaluationFormOutput>({
    resolver: resolvers[mode],
    mode: 'all',
    defaultValues: { ...emptyValues, ...draft },
  });

  useEffect(() => {
    if (!userId) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!isEvaluated.current) evaluationDraft.save(userId, values);
      },
    });
  }, [subscribe, userId]);
  // The typed fields survive in the draft, but the files do not; once a result is shown, nothing is unsaved.
  const hasUnsavedChanges = useCallback(() => isDirty && !isLocked && !isEvaluated.current, [isDirty, isLocked]);

  /** A date changed: the fields whose rule depends on it are checked again, once someone filled them. */
  const recheckDependants = (names: ('courseEndDate' | 'creditHours')[]) => {
    const filled = names.filter((name) => getFieldState(name).isTouched || getValues(name) !== '');
    if (filled.length > 0) void trigger(filled);
  };

  const fields = {
    courseName: register('courseName'),
    courseStartDate: register('courseStartDate', { onChange: () => recheckDependants(['courseEndDate', 'creditHours']) }),
    courseEndDate: register('courseEndDate', { onChange: () => recheckDependants(['creditHours']) }),
    creditHours: register('creditHours'),
    learningMode: register('learningMode'),
    instituteName: register('instituteName'),
    instituteWebsite: register('instituteWebsite'),
    instituteCountry: register('instituteCountry'),
    contactName: register('contactName'),
    contactEmail: register('contactEmail'),
  };

  const switchMode = (value: string) => {
    const next: DescriptionMode = value === 'file' ? 'file' : 'text';
    if (next === mode) return;
    setValue('description', '');
    setValue('outline', null);
    clearErrors(['description', 'outline']);
    setMode(next);
  };

  // Called from the event, not built during render: the success marks the form evaluated (a ref).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit((values) => {
    const { proof, outline } = values as { proof: File; outline: File };
    const common = {
      courseName: values.courseName,
      courseStartDate: values.courseStartDate,
      courseEndDate: values.courseEndDate,
      creditHours: values.creditHours,
      learningMode: values.learningMode,
      instituteName: values.instituteName,
      instituteWebsite: values.instituteWebsite,
      instituteCountry: values.instituteCountry,
      contactName: values.contactName,
      contactEmail: values.contactEmail,
      proof,
    };
    const description = typeof values.description === 'string' ? values.description : '';
    const input: CreateEvaluationInput =
      mode === 'text' ? { mode, ...common, description } : { mode, ...common, outline };
    createEvaluation.mutate(input, {
      onSuccess: (result) => {
        isEvaluated.current = true;
        if (userId) evaluationDraft.clear(userId);
        showSuccess(m.submitted);
        onEvaluated(result, mode === 'text' ? { courseName: common.courseName, description } : undefined);
      },
      onError: (error) => {
        const message = getErrorMessage(error, m.submitFailed);
        if (error instanceof ApiError && error.fields) {
          // Both create calls name the outline file `description`.
          const messages = new Map(Object.entries(error.fields).map(([apiName, message]) => [apiName === 'description' && mode === 'file' ? 'outline' : apiName, message]));
          const inError = fieldNames.filter((name) => messages.has(name));
          for (const name of inError) setError(name, { type: 'server', message: messages.get(name) });
          // The inputs are disabled until the mutation's end is rendered: focused then, by the effect below.
          focusAfterError.current = inError[0] ?? null;
        }
        // Said once, by the error notification (a live region); field messages stay under their inputs.
        showError(message);
      },
    });
  })(event);

  const isBusy = createEvaluation.isPending;
  const isDisabled = isLocked || isBusy;
  const progress = createEvaluation.progress;

  useEffect(() => {
    const field = focusAfterError.current;
    if (!field || isDisabled) return;
    focusAfterError.current = null;
    setFocus(field);
    // On a phone the field can be far above the button: bring it to the middle of the screen.
    // (Optional call: some environments, such as jsdom, have no scrolling.)
    (document.activeElement as HTMLElement | null)?.scrollIntoView?.({ block: 'center' });
  }, [isDisabled, setFocus]);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="evaluation-form-title" className="space-y-6">
      <h2 id="evaluation-form-title" className="sr-only">
        Course evaluation form
      </h2>
      <LeaveFormGuard
        shouldBlock={hasUnsavedChanges}
        title="Leave the evaluation?"
        description="The course has not been evaluated. What you typed is kept in this browser, but the attached files are not."
      />
      {draft ? <FormAlert tone="info">{m.draftRestored}</FormAlert> : null}
      {/* min-w-0: a fieldset is at least as wide as its content by default, and a long file name would widen the page. */}
      <fieldset disabled={isDisabled} className="min-w-0 space-y-8 disabled:opacity-90">
        <Section title="Course">
          <TextField label="Course Name" autoComplete="off" error={errors.courseName?.message} className="sm:col-span-2" {...fields.courseName} />
          {courseDates.map(({ name, label }) => (
            <TextField key={name} label={label} type="date" min={earliestCourseDate} max={todayIsoDate()} error={errors[name]?.message} {...fields[name]} />
          ))}
          {/* Text, not type=number: the browser would drop what is not a number, and the spec's "must be a number" could never show. */}
          <TextField
            label="Credit Hours"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            hint="Hours of instruction, 1 to 999."
            error={errors.creditHours?.message}
            {...fields.creditHours}
          />
          <SelectField label="Learning Mode" error={errors.learningMode?.message} {...fields.learningMode}>
            <option value="">Select a learning mode</option>
            {learningModes.map((value) => (
              <option key={value} value={value}>
                {learningModeLabels[value]}
              </option>
            ))}
          </SelectField>
        </Section>

        <Section title="Institute">
          <TextField label="Institute Name" autoComplete="organization" error={errors.instituteName?.message} className="sm:col-span-2" {...fields.instituteName} />
          <TextField
            label="Institute Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="www.example.edu"
            error={errors.instituteWebsite?.message}
            {...fields.instituteWebsite}
          />
          {/* Free text (spec: required); the list only suggests, and a listed name in any case takes its spelling. */}
          <TextField
            label="Institute Country"
            list={countryListId}
            autoComplete="off"
            error={errors.instituteCountry?.message}
            {...fields.instituteCountry}
          />
          <datalist id={countryListId}>
            {countries.map((country) => (
              <option key={country.code} value={country.name} />
            ))}
          </datalist>
        </Section>

        <Section title="Contact at the institute" description="Someone who can confirm that the course took place.">
          <TextField label="Contact Name" autoComplete="off" error={errors.contactName?.message} {...fields.contactName} />
          <TextField label="Contact Email" type="email" autoComplete="off" error={errors.contactEmail?.message} {...fields.contactEmail} />
        </Section>

        <section aria-labelledby="description-title">
          <h3 id="description-title" className="text-base font-semibold text-ink">
            What the course taught
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{m.englishOnly} Paste the description or upload the course outline.</p>
          <Tabs.Root value={mode} onValueChange={switchMode} className="mt-4">
            {/* Named without "description" or "course": a label lookup for those finds the input alone. */}
            <Tabs.List aria-label="Input method" className="flex gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
              <Tabs.Trigger value="text" disabled={isDisabled} className={tabClass}>
                <Type aria-hidden className="size-4" />
                Text Upload
              </Tabs.Trigger>
              <Tabs.Trigger value="file" disabled={isDisabled} className={tabClass}>
                <FileText aria-hidden className="size-4" />
                File Upload
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="text" className="mt-4 focus-visible:outline-offset-4">
              <DescriptionText control={control} error={errors.description?.message} registration={register('description')} isLocked={isDisabled} />
            </Tabs.Content>
            <Tabs.Content value="file" className="mt-4 focus-visible:outline-offset-4">
              <FileController
                control={control}
                name="outline"
                label="Course Outline (description file)"
                accept={acceptOf(outlineFileRule)}
                hint={`DOC, DOCX, TXT or PDF, up to ${maxUploadMb} MB.`}
                disabled={isDisabled}
              />
            </Tabs.Content>
          </Tabs.Root>
        </section>

        <FileController
          control={control}
          name="proof"
          label="Proof of Completion"
          accept={acceptOf(proofFileRule)}
          hint={`A certificate or transcript: ${proofFormatsHint}, up to ${maxUploadMb} MB.`}
          disabled={isDisabled}
        />
      </fieldset>

      {isBusy ? (
        <div className="space-y-2" aria-live="polite">
          <ProgressBar label="Upload progress" value={progress !== null && progress < 1 ? progress : undefined} />
          <p className="text-sm text-ink-muted">
            {progress !== null && progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Evaluating your course…'}
          </p>
        </div>
      ) : null}
      {isLocked ? null : (
        <div className="flex justify-end">
          <PendingButton isPending={isBusy} pendingLabel="Evaluating…" className="w-full sm:w-auto">
            <Send aria-hidden className="size-4" />
            Evaluate
          </PendingButton>
        </div>
      )}
    </form>
  );
}

const tabClass =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-brand disabled:cursor-not-allowed disabled:hover:text-ink-muted data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow-sm';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function DescriptionText({
  control,
  error,
  registration,
  isLocked,
}: {
  control: Control<EvaluationFormValues, unknown, EvaluationFormOutput>;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  isLocked: boolean;
}) {
  const description = useWatch({ control, name: 'description' });
  const preview = useTextPreview(useDebouncedValue(isLocked ? '' : description, previewDelayMs));
  let notice: string | undefined;
  if (preview.data && description.trim()) {
    if (!preview.data.isEnglish) notice = m.englishOnly;
    else if (preview.data.wordCount < shortDescriptionWords) {
      notice = `Only ${preview.data.wordCount} word${preview.data.wordCount === 1 ? '' : 's'}: a fuller description (learning outcomes, topics, assessment) gives a more reliable level.`;
    }
  }
  const hint = preview.data && description.trim() ? `${preview.data.wordCount} words.` : 'Learning outcomes, topics, assessment: the more the better.';
  const ids = useFieldIds(undefined, { error, notice, hint });

  return (
    <div>
      <label htmlFor={ids.id} className="mb-1.5 block text-sm font-semibold text-ink">
        Course Description
      </label>
      <textarea
        {...registration}
        id={ids.id}
        rows={10}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={`${inputClass} min-h-48 resize-y leading-relaxed`}
      />
      <FieldMessages ids={ids} error={error} notice={notice} hint={hint} />
    </div>
  );
}

function FileController({
  control,
  name,
  label,
  accept,
  hint,
  disabled,
}: {
  control: Control<EvaluationFormValues, unknown, EvaluationFormOutput>;
  name: 'proof' | 'outline';
  label: string;
  accept: string;
  hint: string;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FileField
      label={label}
      name={field.name}
      file={field.value}
      onFileChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      accept={accept}
      hint={hint}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}
