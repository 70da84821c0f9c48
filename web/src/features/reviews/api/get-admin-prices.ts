import { adminPricesResponseSchema, type Price } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /admin/prices (admins): the price table with its labels and units. */
export async function getAdminPrices(signal?: AbortSignal): Promise<Price[]> {
  const body = await apiClient.get('/admin/prices', { signal });
  return adminPricesResponseSchema.parse(body).msg;
}

export const adminPricesQuery = queryOptions({
  queryKey: ['admin', 'prices'] as const,
  queryFn: ({ signal }) => getAdminPrices(signal),
  staleTime: 0,
});

export function useAdminPrices() {
  return useQuery(adminPricesQuery);
}
