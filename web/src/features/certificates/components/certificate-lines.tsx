import type { CertificateVerification } from '@creds/contract';
import type { ReactNode } from 'react';
import { FormattedDate } from '../../../components/ui/formatted-date';
import { LevelStars } from '../../../components/ui/level-stars';

/**
 * The lines of a verified certificate, in the spec's order (section 2, Valid): Certificate ID, Name (the
 * course), Level, Course Start Date, Course End Date, Institute, Issued On, Hours Completed.
 */
export function CertificateLines({ certificate }: { certificate: CertificateVerification }) {
  const lines: { term: string; value: ReactNode }[] = [
    { term: 'Certificate ID', value: <span className="font-mono tracking-wide">{certificate.id}</span> },
    { term: 'Name', value: certificate.courseName },
    {
      term: 'Level',
      value: (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          {certificate.complexity}
          <LevelStars points={certificate.points} size="sm" />
        </span>
      ),
    },
    { term: 'Course Start Date', value: <FormattedDate value={certificate.courseStartDate} /> },
    { term: 'Course End Date', value: <FormattedDate value={certificate.courseEndDate} /> },
    { term: 'Institute', value: certificate.instituteName },
    { term: 'Issued On', value: <FormattedDate value={certificate.issuedOn} /> },
    { term: 'Hours Completed', value: certificate.hoursCompleted },
  ];
  return (
    <dl className="divide-y divide-line rounded-lg border border-line bg-white text-sm">
      {lines.map(({ term, value }) => (
        <div key={term} className="grid grid-cols-[minmax(7.5rem,2fr)_3fr] gap-3 px-4 py-2.5">
          <dt className="font-semibold text-ink-muted">{term}</dt>
          <dd className="min-w-0 wrap-break-word text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
