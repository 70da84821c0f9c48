import {
  createEvaluationResponseSchema,
  type CreateEvaluationResponse,
  type EvaluationFields,
} from '@creds/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshEvaluations } from '../lib/query-keys';
import { uploadForm } from '../lib/upload-form';

export type EvaluationResult = CreateEvaluationResponse['msg'];

export type CreateEvaluationInput = EvaluationFields &
  ({ mode: 'text'; description: string; proof: File } | { mode: 'file'; outline: File; proof: File });

/** The multipart body of both create calls: every field as text, the description, the proof file. */
export function toEvaluationFormData(input: CreateEvaluationInput): FormData {
  const body = new FormData();
  body.set('courseName', input.courseName);
  body.set('courseStartDate', input.courseStartDate);
  body.set('courseEndDate', input.courseEndDate);
  body.set('creditHours', String(input.creditHours));
  body.set('learningMode', input.learningMode);
  body.set('instituteName', input.instituteName);
  body.set('instituteWebsite', input.instituteWebsite);
  body.set('instituteCountry', input.instituteCountry);
  body.set('contactName', input.contactName);
  body.set('contactEmail', input.contactEmail);
  if (input.mode === 'text') body.set('description', input.description);
  else body.set('description', input.outline, input.outline.name);
  body.set('proof', input.proof, input.proof.name);
  return body;
}

/**
 * POST /badge/create-text (description as text) or POST /badge/create (the outline file): evaluates
 * the course and records it as `not requested`.
 */
export async function createEvaluation(input: CreateEvaluationInput, onProgress?: (share: number) => void): Promise<EvaluationResult> {
  const path = input.mode === 'text' ? '/badge/create-text' : '/badge/create';
  const body = await uploadForm(path, toEvaluationFormData(input), { onProgress });
  return createEvaluationResponseSchema.parse(body).msg;
}

/** The submission, with the share of the upload sent so far while it runs (null otherwise). */
export function useCreateEvaluation() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: CreateEvaluationInput) => {
      setProgress(0);
      return createEvaluation(input, setProgress);
    },
    onSuccess: () => refreshEvaluations(queryClient),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
