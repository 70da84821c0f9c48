import { applicationFields, instituteTypeLabels, type ApplicationDetail } from '@creds/contract';

/** What the application says, label by label, in the order of the form. */
export function ApplicationFacts({ application }: { application: ApplicationDetail }) {
  const value = (name: (typeof applicationFields)[number]['name']) => {
    if (name === 'instituteType') return instituteTypeLabels[application.instituteType];
    if (name === 'learnersPerYear') return application.learnersPerYear.toLocaleString('en-US');
    return String(application[name]);
  };
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {applicationFields.map((field) => (
        <div key={field.name} className="contents">
          <dt className="font-semibold text-ink-muted">{field.label}</dt>
          <dd className="whitespace-pre-line break-words text-ink max-sm:mb-2">
            {field.name === 'website' ? (
              <a href={application.website} target="_blank" rel="noopener noreferrer" className="text-brand underline underline-offset-4">
                {application.website}
              </a>
            ) : (
              value(field.name)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
