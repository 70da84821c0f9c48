import { ExternalLink, Scale, Search, UserCheck } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { aboutCta, aboutIntro, aboutMeta, advisoryBoard, story, values } from '../../content/about';
import { AuthAwareLink } from '../../features/public-site/components/auth-aware-link';
import { CtaBand } from '../../features/public-site/components/cta-band';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { RichText } from '../../features/public-site/components/rich-text';
import { SectionHeading } from '../../features/public-site/components/section-heading';

const valueIcons = [Scale, Search, UserCheck] as const;

/** /about-us: the provider's story and its advisory board. */
export function AboutUsPage() {
  return (
    <>
      <PageMeta {...aboutMeta} canonicalPath="/about-us" />
      <PageHero eyebrow={aboutIntro.eyebrow} title={aboutIntro.title} lead={aboutIntro.lead} />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_22rem] lg:px-8">
        <article aria-label="Our story" className="max-w-3xl">
          <RichText blocks={story} />
        </article>
        <aside aria-labelledby="principles-title" className="self-start rounded-2xl bg-surface p-7 ring-1 ring-line">
          <h2 id="principles-title" className="font-serif text-xl font-bold text-brand">
            What we stand for
          </h2>
          <ul className="mt-6 space-y-6">
            {values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length]!;
              return (
                <li key={value.title} className="flex gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand text-white">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-brand">{value.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">{value.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </aside>
      </div>

      <section aria-labelledby="board-title" className="border-t border-line bg-surface px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="board-title"
            eyebrow="Governance"
            title="Advisory board"
            intro="Four people with long experience in admissions, workforce certification, quality assurance and educational measurement oversee our standards."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {advisoryBoard.map((member) => (
              <li key={member.name} className="flex flex-col rounded-2xl bg-white p-7 shadow-xs ring-1 ring-line sm:flex-row sm:gap-6">
                <span
                  aria-hidden
                  className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand font-serif text-2xl font-bold text-white ring-4 ring-brand-soft"
                >
                  {initials(member.name)}
                </span>
                <div className="mt-5 sm:mt-0">
                  <h3 className="font-serif text-xl font-bold text-brand">{member.name}</h3>
                  {member.title ? (
                    <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-accent-dark">{member.title}</p>
                  ) : null}
                  <p className="mt-3 leading-relaxed text-ink-muted">{member.biography}</p>
                  <a
                    href={member.profileUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline decoration-brand/35 underline-offset-4 hover:text-accent"
                  >
                    Professional profile
                    <span className="sr-only"> of {member.name} (opens in a new tab)</span>
                    <ExternalLink aria-hidden className="size-4" />
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand title={aboutCta.heading} text={aboutCta.text}>
        <AuthAwareLink guestTo="/register" guestLabel={aboutCta.guestLabel} memberLabel={aboutCta.memberLabel} className={buttonClass('accent')} />
      </CtaBand>
    </>
  );
}

function initials(name: string): string {
  return name
    .replace(/^(Dr|Prof)\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}
