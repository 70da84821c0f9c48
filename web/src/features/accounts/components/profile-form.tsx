import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, countries, errorMessages, updateProfileInputSchema, type Profile } from '@creds/contract';
import { ExternalLink, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { PendingButton } from '../../../components/ui/pending-button';
import { useNotifications } from '../../../lib/notifications';
import { useUpdateProfile } from '../api/update-profile';
import { accountErrorMessage, showFieldErrors } from '../lib/api-answers';

const editableFields = ['city', 'state', 'country', 'educationInstitute', 'majors'] as const;

/** A stored date (YYYY-MM-DD) as people read it, e.g. "March 5, 1990". */
export function formatBirthDate(dob: string | null): string {
  if (!dob) return 'N/A';
  const date = new Date(`${dob}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return dob;
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** Profile Information: name, e-mail and date of birth read-only; the rest editable (spec section 2). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const { showSuccess, showError } = useNotifications();
  // The session ended while the form was open (signed out elsewhere): what was typed stays, and the person signs
  // in again beside it, then saves.
  const [sessionEnded, setSessionEnded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileInputSchema),
    mode: 'onTouched',
    defaultValues: {
      city: profile.city ?? '',
      state: profile.state ?? '',
      country: profile.country ?? '',
      educationInstitute: profile.educationInstitute ?? '',
      majors: profile.majors ?? '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    const typed = getValues();
    setSessionEnded(null);
    updateProfile.mutate(values, {
      onSuccess: (message) => {
        showSuccess(message);
        // What was saved becomes the form's new starting point.
        reset(typed);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          const message = getErrorMessage(error, errorMessages.sessionExpired);
          setSessionEnded(message);
          showError(message);
          return;
        }
        const message = accountErrorMessage(error, accountMessages.changePasswordFailed);
        showFieldErrors(error, setError, editableFields);
        showError(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <fieldset>
        <legend className="text-base font-semibold text-ink">Account details</legend>
        <p className="mt-1 text-sm text-ink-muted">These come from your registration and cannot be changed here.</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField label="Username" value={profile.username} readOnly />
          <TextField label="Email" type="email" value={profile.email} readOnly />
          <TextField label="Date of Birth" value={formatBirthDate(profile.dob)} readOnly />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-ink">About you</legend>
        <p className="mt-1 text-sm text-ink-muted">Optional. Helps us prepare your evaluations.</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <TextField label="State" autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
          <SelectField label="Country" error={errors.country?.message} {...register('country')}>
            <option value="">Select a country</option>
            {countries.map((country) => (
              // The name alone: an option is found by its label ("United States"), and flags are letters on some systems.
              <option key={country.code} value={country.name}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Education Institute"
            autoComplete="organization"
            error={errors.educationInstitute?.message}
            {...register('educationInstitute')}
          />
          <TextField label="Majors" error={errors.majors?.message} className="sm:col-span-2" {...register('majors')} />
        </div>
      </fieldset>
      {sessionEnded ? (
        <FormAlert>
          {sessionEnded} Your changes are still here: sign in again{' '}
          <a href="/login" target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold underline underline-offset-2">
            in a new tab
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
          , then press Save Changes.
        </FormAlert>
      ) : null}
      <div className="flex justify-end">
        <PendingButton isPending={updateProfile.isPending} pendingLabel="Saving…" className="w-full sm:w-auto">
          <Save aria-hidden className="size-4" />
          Save Changes
        </PendingButton>
      </div>
    </form>
  );
}
