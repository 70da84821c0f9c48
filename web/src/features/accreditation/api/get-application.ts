import { applicationDetailResponseSchema, type ApplicationDetail } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { accreditationKeys } from '../lib/query-keys';

/** GET /accreditation/applications/{id}: one application with documents, timeline and institute (404: missing or not yours). */
export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return applicationDetailResponseSchema.parse(await apiClient.get(`/accreditation/applications/${encodeURIComponent(id)}`, { signal })).msg;
}

export function applicationQuery(id: string) {
  return queryOptions({
    queryKey: accreditationKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    // Its state moves on (payment, review): ask again whenever the page opens.
    staleTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useApplication(id: string) {
  return useQuery(applicationQuery(id));
}

/** Where the documents and the certificate of an application are served. */
export const applicationFileUrl = (applicationId: string, fileId: string) => `/api/accreditation/applications/${applicationId}/files/${fileId}`;
export const applicationCertificateUrl = (applicationId: string) => `/api/accreditation/applications/${applicationId}/certificate`;
export const credentialUrl = (certificateId: string) => `/api/accreditation/certificates/${encodeURIComponent(certificateId)}/credential`;
export const applicationFormPdfUrl = '/api/accreditation/application-form.pdf';
