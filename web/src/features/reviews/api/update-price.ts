import type { PriceKey } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { adminPricesQuery } from './get-admin-prices';

const noticeSchema = z.object({ msg: z.string() });

/** PUT /admin/prices/{key} (admins): one price, in cents (or a whole percentage). */
export async function updatePrice({ key, amount }: { key: PriceKey; amount: number }): Promise<string> {
  const body = await apiClient.put(`/admin/prices/${encodeURIComponent(key)}`, { amount });
  return noticeSchema.parse(body).msg;
}

export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrice,
    onSuccess: async () => {
      // The public fee page (key ['prices']) and the evaluation's Pay / Claim button (['payments', ...]) read the same table.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPricesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['prices'] }),
        queryClient.invalidateQueries({ queryKey: ['payments', 'evaluation-price'] }),
      ]);
    },
  });
}
