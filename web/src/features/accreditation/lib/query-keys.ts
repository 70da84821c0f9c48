import type { QueryClient } from '@tanstack/react-query';

/** Every accreditation query key starts with 'accreditation', so one invalidation refreshes them all. */
export const accreditationKeys = {
  all: ['accreditation'] as const,
  institutes: (query: { search: string; page: number; limit: number }) => ['accreditation', 'institutes', query] as const,
  fees: ['accreditation', 'fees'] as const,
  verification: (certificateId: string) => ['accreditation', 'verification', certificateId] as const,
  applications: ['accreditation', 'applications'] as const,
  application: (id: string) => ['accreditation', 'applications', id] as const,
  renewal: (certificateId: string) => ['accreditation', 'renewal', certificateId] as const,
  queue: (filters: object) => ['accreditation', 'queue', filters] as const,
  review: (id: string) => ['accreditation', 'review', id] as const,
  adminInstitutes: (filters: object) => ['accreditation', 'admin-institutes', filters] as const,
};

/** After any change: the lists, the application, the registry and the review views fetch again. */
export function refreshAccreditation(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accreditationKeys.all });
}
