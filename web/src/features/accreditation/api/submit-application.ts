import { applicationDetailResponseSchema, type ApplicationDetail, type applicationFormSchema } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

/** The checked form: the values as the contract's schema gives them (website with its scheme, numbers). */
export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

/** The form as multipart: every field as text, the declaration as "true", the two documents as files. */
export function applicationFormData(form: ApplicationFormOutput): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value instanceof File) data.append(name, value, value.name);
    else if (value !== null && value !== undefined) data.append(name, String(value));
  }
  return data;
}

/** POST /accreditation/applications (multipart): the application, submitted and waiting for its fee. */
export async function submitApplication(form: ApplicationFormOutput): Promise<ApplicationDetail> {
  return applicationDetailResponseSchema.parse(await apiClient.post('/accreditation/applications', applicationFormData(form))).msg;
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: () => refreshAccreditation(queryClient) });
}
