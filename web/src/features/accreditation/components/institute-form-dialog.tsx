import { zodResolver } from '@hookform/resolvers/zod';
import { accreditationMessages, addYearsIso, countries, instituteInputSchema, utcIsoDate, type AdminInstitute, type InstituteInput } from '@creds/contract';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useNotifications } from '../../../lib/notifications';
import { useAddInstitute } from '../api/add-institute';
import { useUpdateInstitute } from '../api/update-institute';
import { showServerFieldErrors } from '../lib/field-errors';

interface InstituteValues {
  certificateId: string;
  name: string;
  country: string;
  startDate: string;
  endDate: string;
  comment: string;
  link: string;
  contactEmail: string;
}

const fieldNames = ['certificateId', 'name', 'country', 'startDate', 'endDate', 'comment', 'link', 'contactEmail'];
const resolver = zodResolver(instituteInputSchema) as unknown as Resolver<InstituteValues, unknown, InstituteInput>;

function valuesOf(institute: AdminInstitute | null): InstituteValues {
  const today = utcIsoDate();
  return {
    certificateId: institute?.certificateId ?? '',
    name: institute?.name ?? '',
    country: institute?.country ?? '',
    startDate: institute?.startDate ?? today,
    endDate: institute?.endDate ?? addYearsIso(today, 1),
    comment: institute?.comment ?? '',
    link: institute?.link ?? '',
    contactEmail: institute?.contactEmail ?? '',
  };
}

/** Add an institute to the registry, or correct one (admins); the contract's rules check both. */
export function InstituteFormDialog({ institute, isOpen, onOpenChange }: { institute: AdminInstitute | null; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const add = useAddInstitute();
  const update = useUpdateInstitute();
  const { showSuccess, showError } = useNotifications();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InstituteValues, unknown, InstituteInput>({ resolver, mode: 'onTouched', defaultValues: valuesOf(institute) });
  const isPending = add.isPending || update.isPending;

  const onSubmit = handleSubmit((input) => {
    setProblem(null);
    const handlers = {
      onSuccess: ({ msg }: { msg: string }) => {
        showSuccess(msg);
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        // Removed by another admin meanwhile: nothing here can be saved, so the dialog closes on the refreshed list.
        if (error instanceof ApiError && error.status === 409 && error.msg === accreditationMessages.instituteRemoved) {
          showError(error.msg);
          onOpenChange(false);
          return;
        }
        if (!showServerFieldErrors(error, setError, fieldNames)) setProblem(getErrorMessage(error));
      },
    };
    if (institute) update.mutate({ id: institute.id, input }, handlers);
    else add.mutate(input, handlers);
  });

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-serif text-xl font-bold text-brand">{institute ? 'Edit the institute' : 'Add an institute'}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {institute ? 'Changes show in the public list at once.' : 'For institutes accredited outside the online process. It is listed while its period is current.'}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="-m-1 rounded p-1 text-ink-muted hover:bg-surface hover:text-ink">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField label="Name of the Institute" error={errors.name?.message} className="sm:col-span-2" {...register('name')} />
            <TextField label="Certificate No." hint={institute ? undefined : 'Leave blank for a new number.'} error={errors.certificateId?.message} {...register('certificateId')} />
            <SelectField label="Country" error={errors.country?.message} {...register('country')}>
              <option value="">Choose a country…</option>
              {countries.map((country) => (
                <option key={country.code} value={country.name}>
                  {country.name}
                </option>
              ))}
            </SelectField>
            <TextField label="Start date" type="date" error={errors.startDate?.message} {...register('startDate')} />
            <TextField label="End date" type="date" error={errors.endDate?.message} {...register('endDate')} />
            <TextField label="Link" hint="The institute's website; opens from its row." error={errors.link?.message} className="sm:col-span-2" {...register('link')} />
            <TextField label="Comment (public)" error={errors.comment?.message} className="sm:col-span-2" {...register('comment')} />
            <TextField label="Contact e-mail (renewal reminders)" type="email" error={errors.contactEmail?.message} className="sm:col-span-2" {...register('contactEmail')} />
            {problem ? (
              <div className="sm:col-span-2">
                <FormAlert>{problem}</FormAlert>
              </div>
            ) : null}
            <div className="flex justify-end gap-3 sm:col-span-2">
              <Dialog.Close type="button" className="h-11 rounded-md border border-brand px-5 text-sm font-semibold text-brand hover:bg-brand-soft">
                Cancel
              </Dialog.Close>
              <PendingButton isPending={isPending} pendingLabel="Saving…">
                {institute ? 'Save' : 'Add the institute'}
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
