import { learningModeLabels, type ReviewDetail } from '@creds/contract';
import type { ReactNode } from 'react';
import { FormattedDate } from '../../../components/ui/formatted-date';

/** What the applicant submitted about the course (everything but the description and the files). */
export function SubmissionDetails({ review }: { review: ReviewDetail }) {
  const rows: { term: string; value: ReactNode }[] = [
    { term: 'Course name', value: review.courseName },
    {
      term: 'Course dates',
      value: (
        <>
          <FormattedDate value={review.courseStartDate} /> to <FormattedDate value={review.courseEndDate} />
        </>
      ),
    },
    { term: 'Credit hours', value: review.creditHours },
    { term: 'Learning mode', value: learningModeLabels[review.learningMode] },
    { term: 'Institute', value: `${review.instituteName}, ${review.instituteCountry}` },
    {
      term: 'Institute website',
      value: (
        <a href={review.instituteWebsite} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-brand underline underline-offset-2 hover:text-accent">
          {review.instituteWebsite}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    { term: 'Contact', value: review.contactName },
    {
      term: 'Contact e-mail',
      value: (
        <a href={`mailto:${review.contactEmail}`} className="break-all text-brand underline underline-offset-2 hover:text-accent">
          {review.contactEmail}
        </a>
      ),
    },
    { term: 'Submitted', value: <FormattedDate value={review.badgeCreationDate} style="dateTime" /> },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(({ term, value }) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{term}</dt>
          <dd className="mt-0.5 wrap-break-word text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
