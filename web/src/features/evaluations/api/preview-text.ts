import { textPreviewResponseSchema } from '@creds/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { evaluationKeys } from '../lib/query-keys';

export type TextPreview = ReturnType<typeof textPreviewResponseSchema.parse>['msg'];

/** POST /evaluation/type/text: the pasted description normalised, its word count and language. */
export async function previewText(description: string, signal?: AbortSignal): Promise<TextPreview> {
  const body = await apiClient.post('/evaluation/type/text', { description }, { signal });
  return textPreviewResponseSchema.parse(body).msg;
}

export function textPreviewQuery(description: string) {
  return queryOptions({
    queryKey: evaluationKeys.textPreview(description),
    queryFn: ({ signal }) => previewText(description, signal),
    // Only a hint before submitting: a failure shows nothing and is not retried.
    retry: false,
    staleTime: Infinity,
  });
}

/** The preview of `description` (already debounced by the caller); nothing for an empty text. */
export function useTextPreview(description: string) {
  const text = description.trim();
  return useQuery({ ...textPreviewQuery(text), enabled: text.length > 0 });
}
