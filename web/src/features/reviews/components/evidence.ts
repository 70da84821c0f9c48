import type { ReviewDetail } from '@creds/contract';

export type TextSpan = ReviewDetail['skills'][number]['evidence'][number];

/** What the description panel marks: the evidence of one skill or signal. */
export interface Highlight {
  label: string;
  spans: TextSpan[];
}
