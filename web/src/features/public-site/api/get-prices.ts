import { pricesResponseSchema, toPriceTable, type Price, type PriceTable } from '@creds/contract';
import { QueryClientContext, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { apiClient } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import '../../../lib/zod-without-eval';

export interface Prices {
  table: PriceTable;
  prices: Price[];
  /** The latest change to any price. */
  updatedAt: string | undefined;
}

/** GET /api/prices (public): the price table the payments use. */
export async function getPrices(): Promise<Prices> {
  const { msg } = pricesResponseSchema.parse(await apiClient.get('/prices'));
  const updatedAt = msg.map((price) => price.updatedAt).sort().at(-1);
  return { table: toPriceTable(msg), prices: msg, updatedAt };
}

// One retry: a visitor sees the error and its retry button within a second or two, not after eight.
export const pricesQuery = queryOptions({ queryKey: ['prices'] as const, queryFn: getPrices, retry: 1 });

let ownQueryClient: QueryClient | undefined;

/**
 * The prices, from the app's query cache inside the app; on the prerendered /fees page, which loads
 * without the app's providers, from a cache of the page's own.
 */
export function usePrices() {
  const appQueryClient = use(QueryClientContext);
  return useQuery(pricesQuery, appQueryClient ?? (ownQueryClient ??= createQueryClient()));
}
