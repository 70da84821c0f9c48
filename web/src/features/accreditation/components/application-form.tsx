import { zodResolver } from '@hookform/resolvers/zod';
import {
  accreditationDeclaration,
  accreditationMessages,
  applicationDocumentFormats,
  applicationDocuments,
  applicationFields,
  applicationFormSchema,
  applicationSections,
  countries,
  type ApplicationField,
} from '@creds/contract';
import { CircleAlert, Send } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useController, useForm, type Control, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { FileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LeaveFormGuard } from '../../../components/ui/leave-form-guard';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getSubmitErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { useNotifications } from '../../../lib/notifications';
import { useSubmitApplication, type ApplicationFormOutput } from '../api/submit-application';
import { applicationDraft } from '../lib/application-draft';
import { showServerFieldErrors } from '../lib/field-errors';
import { renewalPathIn, type ApplicationDetail } from '@creds/contract';

export interface ApplicationFormValues {
  instituteName: string;
  instituteType: string;
  country: string;
  address: string;
  website: string;
  registrationNumber: string;
  yearFounded: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  programmes: string;
  learnersPerYear: string;
  declaration: boolean;
  registrationCertificate: File | null;
  programmeOutline: File | null;
}

const emptyValues: ApplicationFormValues = {
  instituteName: '',
  instituteType: '',
  country: '',
  address: '',
  website: '',
  registrationNumber: '',
  yearFounded: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  programmes: '',
  learnersPerYear: '',
  declaration: false,
  registrationCertificate: null,
  programmeOutline: null,
};

const resolver = zodResolver(applicationFormSchema) as unknown as Resolver<ApplicationFormValues, unknown, ApplicationFormOutput>;
const documentAccept = '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';
/** Every input in the order the form shows it: the first one in error takes the focus. */
const fieldNames: readonly (keyof ApplicationFormValues)[] = [...applicationFields.map((field) => field.name), ...applicationDocuments.map((document) => document.name), 'declaration'];

function Field({ field, register, errors }: { field: ApplicationField; register: UseFormRegister<ApplicationFormValues>; errors: FieldErrors<ApplicationFormValues> }) {
  const error = errors[field.name]?.message;
  const common = { label: field.label, hint: field.hint, error, autoComplete: field.autoComplete, ...register(field.name) };
  switch (field.kind) {
    case 'textarea':
      return <TextareaField {...common} rows={field.name === 'programmes' ? 5 : 3} className="sm:col-span-2" />;
    case 'select':
      return (
        <SelectField {...common}>
          <option value="">Choose…</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'country':
      return (
        <SelectField {...common}>
          <option value="">Choose a country…</option>
          {countries.map((country) => (
            <option key={country.code} value={country.name}>
              {country.name}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return <TextField {...common} inputMode="numeric" />;
    default:
      return <TextField {...common} type={field.kind} inputMode={field.kind === 'url' ? 'url' : undefined} />;
  }
}

function DocumentField({ control, name, label, hint }: { control: Control<ApplicationFormValues, unknown, ApplicationFormOutput>; name: 'registrationCertificate' | 'programmeOutline'; label: string; hint: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FileField
      label={label}
      name={field.name}
      file={field.value}
      onFileChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      accept={documentAccept}
      hint={`${hint} ${applicationDocumentFormats}.`}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The online application (issue 8): the contract's field list, rules and documents, the same ones the
 * server checks and the printable form shows. Checked as each field is left, and all at once on submit.
 */
export function ApplicationForm({ onSubmitted }: { onSubmitted: (application: ApplicationDetail) => void }) {
  const declarationId = useId();
  // The page is for signed-in users only; the draft is kept per user.
  const userId = useCurrentUser()?.id ?? null;
  const [draft] = useState(() => (userId ? applicationDraft.read(userId) : null));
  const isSent = useRef(false);
  const submit = useSubmitApplication();
  const { showSuccess, showError } = useNotifications();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    subscribe,
    formState: { errors, isSubmitted, isDirty },
  } = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyValues, ...draft },
    // react-hook-form focuses in the order fields registered, and the declaration (registered by this
    // component) comes before the fields its children register: the first error is found by the form's order instead.
    shouldFocusError: false,
  });
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (!userId) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!isSent.current) applicationDraft.save(userId, values);
      },
    });
  }, [subscribe, userId]);
  // The typed fields survive in the draft, but the documents and the declaration do not: ask before leaving.
  const hasUnsavedChanges = useCallback(() => isDirty && !isSent.current, [isDirty]);

  // Called from the event, not built during render: the success marks the form sent (a ref).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit((values) => {
    setFormError(null);
    submit.mutate(values, {
      onSuccess: (application) => {
        isSent.current = true;
        if (userId) applicationDraft.clear(userId);
        showSuccess(accreditationMessages.submitted);
        onSubmitted(application);
      },
      onError: (error) => {
        const message = getSubmitErrorMessage(error, accreditationMessages.submitFailed);
        showServerFieldErrors(error, setError, fieldNames);
        setFormError(message);
        showError(message);
      },
    });
  }, (invalid) => {
    const first = fieldNames.find((name) => invalid[name]);
    if (first) setFocus(first);
  })(event);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Application for accreditation" className="space-y-8">
      <LeaveFormGuard
        shouldBlock={hasUnsavedChanges}
        title="Leave the application?"
        description="The application has not been sent. What you typed is kept in this browser, but the attached documents are not." />
      {draft ? <FormAlert tone="info">{accreditationMessages.draftRestored}</FormAlert> : null}
      {applicationSections.map((section) => (
        <fieldset key={section.id} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-line sm:p-7">
          <legend className="float-left mb-5 w-full font-serif text-xl font-bold text-brand">{section.title}</legend>
          <div className="clear-both grid gap-5 sm:grid-cols-2">
            {section.id === 'documents' ? (
              applicationDocuments.map((document) => <DocumentField key={document.name} control={control} name={document.name} label={document.label} hint={document.hint} />)
            ) : section.id === 'declaration' ? (
              <div className="sm:col-span-2">
                <div className="flex items-start gap-3">
                  <input
                    id={declarationId}
                    type="checkbox"
                    aria-invalid={Boolean(errors.declaration)}
                    aria-describedby={errors.declaration ? `${declarationId}-error` : undefined}
                    className="mt-1 size-5 shrink-0 accent-brand"
                    {...register('declaration')}
                  />
                  <label htmlFor={declarationId} className="leading-relaxed text-ink">
                    {accreditationDeclaration}
                  </label>
                </div>
                {errors.declaration ? (
                  <p id={`${declarationId}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-error">
                    <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {errors.declaration.message}
                  </p>
                ) : null}
              </div>
            ) : (
              applicationFields.filter((field) => field.section === section.id).map((field) => <Field key={field.name} field={field} register={register} errors={errors} />)
            )}
          </div>
        </fieldset>
      ))}

      {isSubmitted && errorCount > 0 && !formError ? (
        <FormAlert>
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention before the application can be sent.
        </FormAlert>
      ) : null}
      {formError ? (
        <FormAlert>
          {formError}
          {renewalPathIn(formError) ? (
            <>
              {' '}
              <Link to={renewalPathIn(formError)!} className="font-semibold underline underline-offset-4">
                Renew the accreditation
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <PendingButton isPending={submit.isPending} pendingLabel="Submitting…" variant="accent">
          <Send aria-hidden className="size-4" />
          Submit application
        </PendingButton>
        <p className="text-sm text-ink-muted">After submitting you pay the registration and first-year fee on the application’s page.</p>
      </div>
    </form>
  );
}
