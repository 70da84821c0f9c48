import { zodResolver } from '@hookform/resolvers/zod';
import { accreditationMessages, applicationDocumentFormats, applicationDocumentLabels, applicationResponseFormSchema, type ApplicationResponseForm } from '@creds/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { FileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getSubmitErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useRespondToRequest } from '../api/respond-to-request';
import { showServerFieldErrors } from '../lib/field-errors';

interface ResponseValues {
  response: string;
  registrationCertificate: File | null;
  programmeOutline: File | null;
  additional: File | null;
}

type DocumentName = Exclude<keyof ResponseValues, 'response'>;
const documentNames: DocumentName[] = ['registrationCertificate', 'programmeOutline', 'additional'];
const resolver = zodResolver(applicationResponseFormSchema) as unknown as Resolver<ResponseValues, unknown, ApplicationResponseForm>;
const documentAccept = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

function OptionalDocument({ control, name }: { control: Control<ResponseValues, unknown, ApplicationResponseForm>; name: DocumentName }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FileField
      label={`${name === 'additional' ? 'An additional document' : `A new ${applicationDocumentLabels[name].toLowerCase()}`} (optional)`}
      name={field.name}
      file={field.value}
      onFileChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      accept={documentAccept}
      error={fieldState.error?.message}
    />
  );
}

/** The applicant's answer to the reviewer's request: a text and, if they like, corrected or extra documents. */
export function RespondForm({ applicationId }: { applicationId: string }) {
  const respond = useRespondToRequest();
  const { showSuccess, showError } = useNotifications();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResponseValues, unknown, ApplicationResponseForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { response: '', registrationCertificate: null, programmeOutline: null, additional: null },
  });

  const onSubmit = handleSubmit((form) => {
    setFormError(null);
    respond.mutate(
      { id: applicationId, form },
      {
        onSuccess: () => showSuccess(accreditationMessages.responseSent),
        onError: (error) => {
          const message = getSubmitErrorMessage(error);
          showServerFieldErrors(error, setError, ['response', ...documentNames]);
          setFormError(message);
          showError(message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Answer the reviewer" className="space-y-5">
      <TextareaField label="Your answer" rows={5} error={errors.response?.message} {...register('response')} />
      <div className="grid gap-4 lg:grid-cols-3">
        {documentNames.map((name) => (
          <OptionalDocument key={name} control={control} name={name} />
        ))}
      </div>
      <p className="text-sm text-ink-muted">Documents: {applicationDocumentFormats}. Earlier documents stay with the application.</p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <PendingButton isPending={respond.isPending} pendingLabel="Sending…">
        <Send aria-hidden className="size-4" />
        Send the answer
      </PendingButton>
    </form>
  );
}
