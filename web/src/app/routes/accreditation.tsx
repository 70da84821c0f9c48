import { applicationDocumentFormats, applicationDocuments, applicationFields, branding, formatFee } from '@creds/contract';
import { ArrowRight, BadgeCheck, CalendarClock, ClipboardList, CreditCard, Download, FileSearch, Mail, ScrollText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { applicationFormPdfUrl } from '../../features/accreditation/api/get-application';
import { useAccreditationFees } from '../../features/accreditation/api/get-accreditation-fees';
import { FeeSchedule } from '../../features/accreditation/components/fee-schedule';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { SectionHeading } from '../../features/public-site/components/section-heading';
import { useCurrentUser } from '../../lib/auth';

const meanings = [
  { icon: ShieldCheck, title: 'Reviewed against US standards', text: 'Our reviewers check the institute’s registration, its programmes and how it assesses learners.' },
  { icon: BadgeCheck, title: 'A certificate anyone can check', text: 'An accreditation certificate with its own number, verifiable online, and an Open Badges 3.0 credential for the institute.' },
  { icon: ScrollText, title: 'Listed in our public register', text: 'Accredited institutes appear in the list of accredited institutes for as long as their accreditation is current.' },
] as const;

function steps(firstYear: string | null) {
  return [
    { icon: ClipboardList, title: 'Apply', text: 'Fill in the application online (or download the form), with the registration certificate and a programme outline.' },
    { icon: CreditCard, title: 'Pay the first-year fee', text: `${firstYear ?? 'The registration and first-year fee'} covers registration and the first year of accreditation; pay by card.` },
    { icon: FileSearch, title: 'Review', text: 'Review takes about one week. When we need more information we ask on your application page, which can add a week.' },
    { icon: BadgeCheck, title: 'Decision', text: 'Approved institutes are listed at once with a new certificate number, a PDF certificate and an Open Badges credential.' },
    { icon: CalendarClock, title: 'Renew every year', text: 'We remind you 30 and 7 days before the period ends. Renewing extends the accreditation by a year.' },
  ];
}

/** /accreditation: what accreditation means, the steps, the fees from the price table, the form, the mailbox and Apply Online. */
export function AccreditationPage() {
  const fees = useAccreditationFees();
  const user = useCurrentUser();
  const firstYear = fees.data ? formatFee(fees.data.firstYearCents) : null;
  return (
    <>
      <PageMeta
        title="Accreditation of institutes"
        description="Get your skill centre, college or university accredited: what it means, the steps, the fees and the application form."
        canonicalPath="/accreditation"
      />
      <PageHero
        eyebrow="Accreditation"
        title="Accreditation of institutes"
        lead="Skill centres, colleges and universities apply once, pay a yearly fee and, once approved, join our public register of accredited institutes."
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/accreditation/apply" className={buttonClass('accent')}>
            Apply Online
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <a href={applicationFormPdfUrl} download className={buttonClass('inverse')}>
            <Download aria-hidden className="size-4" />
            Download the application form (PDF)
          </a>
        </div>
        {user ? (
          <p className="mt-4 text-sm text-white/85">
            Applied already?{' '}
            <Link to="/accreditation/applications" className="font-semibold text-white underline underline-offset-4">
              Your applications
            </Link>
          </p>
        ) : null}
      </PageHero>

      <section aria-labelledby="meaning-title" className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="meaning-title"
            eyebrow="What it means"
            title="What accreditation means"
            intro="Accreditation tells learners and employers that an institute’s programmes were reviewed by an independent evaluator and that it keeps its standing year after year."
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {meanings.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-7 shadow-xs ring-1 ring-line">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 font-serif text-xl font-bold text-brand">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/accredited-institutions" className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:text-accent hover:underline">
              See the accredited institutes
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-surface px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="steps-title" eyebrow="How it works" title="Five steps to accreditation" />
          <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-5">
            {steps(firstYear).map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-2xl bg-white p-6 shadow-xs ring-1 ring-line">
                <span className="flex items-center gap-3">
                  <span className="flex size-9 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">{index + 1}</span>
                  <Icon aria-hidden className="size-5 text-accent" />
                </span>
                <h3 className="mt-4 font-semibold text-brand">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="fees-title" className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading
              id="fees-title"
              eyebrow="Fees"
              title="The fee schedule"
              intro="Registration and the first year are paid together. Each renewal extends the accreditation by one year; the renewal fee rises by the annual increase every year, rounded to the cent."
            />
            {fees.data ? (
              <dl className="mt-8 grid gap-4 sm:grid-cols-2">
                <div className="rounded-2xl bg-brand p-6 text-white">
                  <dt className="text-sm text-white/85">Registration and first year</dt>
                  <dd className="mt-1 text-3xl font-bold tabular-nums">{formatFee(fees.data.firstYearCents)}</dd>
                </div>
                <div className="rounded-2xl border border-line p-6">
                  <dt className="text-sm text-ink-muted">First renewal</dt>
                  <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">
                    {formatFee(fees.data.renewalCents)}
                    <span className="block text-sm font-medium text-accent-dark">+ {fees.data.annualIncreasePercent}% each further year</span>
                  </dd>
                </div>
              </dl>
            ) : null}
          </div>
          <div>
            <h3 id="schedule-title" className="mb-3 font-semibold text-brand">
              Fees over the first ten years
            </h3>
            {fees.isPending ? (
              <div role="status" className="h-96 animate-pulse rounded-2xl bg-surface ring-1 ring-line">
                <span className="sr-only">Loading the fees…</span>
              </div>
            ) : fees.isError ? (
              <p role="alert" className="rounded-md border border-error/30 bg-error-soft px-4 py-3 text-error">
                The current fees could not be loaded. See the <Link to="/fees" className="underline">fees page</Link> or try again later.
              </p>
            ) : (
              <FeeSchedule fees={fees.data} captionId="schedule-title" />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="prepare-title" className="bg-surface px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="prepare-title" eyebrow="Before you start" title="What to prepare" intro={`Documents: ${applicationDocumentFormats}; the answers in English too.`} />
            <ul className="mt-8 grid gap-x-6 gap-y-2 text-ink sm:grid-cols-2">
              {applicationFields.map((field) => (
                <li key={field.name} className="flex items-start gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {field.label}
                </li>
              ))}
              {applicationDocuments.map((document) => (
                <li key={document.name} className="flex items-start gap-2 font-medium">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
                  {document.label} (document)
                </li>
              ))}
            </ul>
          </div>
          <div className="self-start rounded-2xl bg-brand p-8 text-white">
            <h2 id="apply-title" className="font-serif text-2xl font-bold">
              Ready to apply?
            </h2>
            <p className="mt-3 leading-relaxed text-white/85">
              Apply online and follow the review on your application’s page, or download the application form, fill it in and send it with the documents to our accreditation mailbox.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/accreditation/apply" className={buttonClass('accent')}>
                Apply Online
                <ArrowRight aria-hidden className="size-4" />
              </Link>
              <a href={applicationFormPdfUrl} download className={buttonClass('inverse')}>
                <Download aria-hidden className="size-4" />
                Application form (PDF)
              </a>
            </div>
            <p className="mt-6 flex items-start gap-2 text-sm text-white/85">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                Questions? Write to{' '}
                <a href={`mailto:${branding.accreditationEmail}`} className="font-semibold text-white underline underline-offset-4">
                  {branding.accreditationEmail}
                </a>{' '}
                ({branding.supportHours}).
              </span>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
