import { BookOpen } from 'lucide-react';
import { SiteLink } from '../../lib/site-navigation';
import { branding } from '@creds/contract';
import { buttonClass } from '../../components/ui/button-styles';
import { faqIntro, faqMeta, faqSections, guideBox } from '../../content/faq';
import { FaqSections } from '../../features/public-site/components/faq-sections';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';

/** /faq: four sections (#general, #evaluation, #testing, #accreditation) of numbered questions. */
export function FaqPage() {
  return (
    <>
      <PageMeta {...faqMeta} canonicalPath="/faq" />
      <PageHero eyebrow={faqIntro.eyebrow} title={faqIntro.title} lead={faqIntro.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <FaqSections sections={faqSections} />
        <aside
          aria-labelledby="guide-box-title"
          className="mt-14 flex flex-col gap-6 rounded-2xl bg-brand px-6 py-8 text-white sm:flex-row sm:items-center sm:px-10 lg:ml-[19.5rem]"
        >
          <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/25">
            <BookOpen aria-hidden className="size-7" />
          </span>
          <div className="flex-1">
            <h2 id="guide-box-title" className="font-serif text-2xl font-bold">
              {guideBox.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-white/85">{guideBox.text}</p>
          </div>
          <SiteLink to="/User-Guide" className={buttonClass('inverse')}>
            {guideBox.label}
          </SiteLink>
        </aside>
        <p className="mt-10 text-center text-ink-muted lg:ml-[19.5rem]">
          Didn’t find your answer? Write to{' '}
          <a href={`mailto:${branding.supportEmail}`} className="font-semibold text-brand underline underline-offset-4 hover:text-accent">
            {branding.supportEmail}
          </a>
          .
        </p>
      </div>
    </>
  );
}
