import type { PageMeta as PageMetaContent, RichBlock } from '../../../content/types';
import { PageHero } from './page-hero';
import { PageMeta } from './page-meta';
import { RichText } from './rich-text';

interface LegalDocumentProps {
  meta: PageMetaContent;
  canonicalPath: string;
  intro: { eyebrow: string; title: string; lastUpdated: string; lead: string };
  sections: readonly { title: string; body: readonly RichBlock[] }[];
}

const sectionId = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A numbered legal text (terms, privacy) with its date and a table of contents. */
export function LegalDocument({ meta, canonicalPath, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <PageMeta {...meta} canonicalPath={canonicalPath} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={<p>Last updated {intro.lastUpdated}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="Contents" className="lg:sticky lg:top-36 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">Contents</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(section.title)}`} className="flex gap-2 text-brand hover:text-accent hover:underline">
                  <span aria-hidden className="w-5 shrink-0 tabular-nums text-ink-muted">
                    {index + 1}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <p className="text-lg leading-relaxed text-ink">{intro.lead}</p>
          <ol className="mt-10 space-y-12">
            {sections.map((section, index) => (
              <li key={section.title} id={sectionId(section.title)} className="scroll-mt-36">
                {/* The list numbers the sections; the number stays out of the heading, whose text is the section's title. */}
                <div className="flex gap-3 font-serif text-2xl font-bold">
                  <span aria-hidden className="text-accent-dark tabular-nums">
                    {index + 1}.
                  </span>
                  <h2 className="text-brand">{section.title}</h2>
                </div>
                <div className="mt-4">
                  <RichText blocks={section.body} headingLevel={3} />
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
