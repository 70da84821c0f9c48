import { importResponseSchema, type ImportResult } from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccreditation } from '../lib/query-keys';

/**
 * POST /admin/accreditation/import (admins): the CSV's text. A dry run checks every row and changes
 * nothing; a real import writes all rows or, when any row has a problem, none (400).
 */
export async function importInstitutes(input: { csv: string; dryRun: boolean }): Promise<ImportResult> {
  return importResponseSchema.parse(await apiClient.post('/admin/accreditation/import', input)).msg;
}

export function useImportInstitutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInstitutes,
    onSuccess: (_result, input) => (input.dryRun ? undefined : refreshAccreditation(queryClient)),
  });
}
