import { branding } from '@creds/contract';
import { Download, FileText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { applicationFormPdfUrl } from '../../features/accreditation/api/get-application';
import { ApplicationForm } from '../../features/accreditation/components/application-form';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';

/** /accreditation/apply (signed in): the online application; once sent, its own page takes over (payment, status). */
export function AccreditationApplyPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="Apply for accreditation" description="The online application for the accreditation of an institute." canonicalPath="/accreditation/apply" />
      <PageHero eyebrow="Accreditation" title="Apply for accreditation" lead="Tell us about the institute, its contact person and its programmes, and attach two documents. Everything in English." />
      <div className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_18rem] lg:px-8">
          <ApplicationForm onSubmitted={(application) => void navigate(`/accreditation/applications/${application.id}`)} />
          <aside aria-label="About applying" className="space-y-4 self-start lg:sticky lg:top-6">
            <div className="rounded-2xl bg-white p-5 text-sm leading-relaxed text-ink-muted shadow-xs ring-1 ring-line">
              <p className="flex items-center gap-2 font-semibold text-brand">
                <FileText aria-hidden className="size-4" />
                Prefer paper?
              </p>
              <p className="mt-2">The printable form asks for exactly the same information. Send it with the documents to {branding.accreditationEmail}.</p>
              <a href={applicationFormPdfUrl} download className={`${buttonClass('outline', 'sm')} mt-4`}>
                <Download aria-hidden className="size-4" />
                Application form (PDF)
              </a>
            </div>
            <div className="rounded-2xl bg-white p-5 text-sm leading-relaxed text-ink-muted shadow-xs ring-1 ring-line">
              <p className="font-semibold text-brand">What happens next</p>
              <ol className="mt-2 list-decimal space-y-1 pl-5">
                <li>You pay the registration and first-year fee.</li>
                <li>A reviewer looks at the application, usually within a week.</li>
                <li>We e-mail you at every step; the application’s page shows where it stands.</li>
              </ol>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
