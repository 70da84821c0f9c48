import { applicationDetailResponseSchema, type ApplicationDetail, type ApplicationResponseForm } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

/** POST /accreditation/applications/{id}/response (multipart): the applicant's answer, with any new documents. */
export async function respondToRequest({ id, form }: { id: string; form: ApplicationResponseForm }): Promise<ApplicationDetail> {
  const data = new FormData();
  data.append('response', form.response);
  for (const name of ['registrationCertificate', 'programmeOutline', 'additional'] as const) {
    const file = form[name];
    if (file) data.append(name, file, file.name);
  }
  return applicationDetailResponseSchema.parse(await apiClient.post(`/accreditation/applications/${encodeURIComponent(id)}/response`, data)).msg;
}

export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: respondToRequest, onSuccess: () => refreshAccreditation(queryClient) });
}
