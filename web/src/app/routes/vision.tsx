import { Cpu, Globe2, HeartHandshake, Lightbulb, Lock, Scale, ShieldCheck, Shuffle, Trophy, Users } from 'lucide-react';
import { SiteLink } from '../../lib/site-navigation';
import { buttonClass, linkAsButton } from '../../components/ui/button-styles';
import { coreValues, mission, strategicObjectives, visionActions, visionIntro, visionMeta } from '../../content/vision';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { SectionHeading } from '../../features/public-site/components/section-heading';

const valueIcons = [ShieldCheck, Lightbulb, Users, Scale, HeartHandshake, Shuffle] as const;
const objectiveIcons = [Globe2, Cpu, Lock, Trophy] as const;

/** /vision: mission, core values and strategic objectives. */
export function VisionPage() {
  return (
    <>
      <PageMeta {...visionMeta} canonicalPath="/vision" />
      <PageHero eyebrow={visionIntro.eyebrow} title={visionIntro.title} lead={visionIntro.lead} />

      <section aria-labelledby="mission-title" className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id="mission-title" className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">
            {mission.heading}
          </h2>
          <p className="mt-5 font-serif text-2xl leading-snug text-brand text-balance sm:text-3xl sm:leading-snug">{mission.text}</p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-surface px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="values-title" eyebrow="What guides us" title="Our core values" align="center" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {coreValues.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length]!;
              return (
                <li key={value.title} className="rounded-2xl bg-white p-7 shadow-xs ring-1 ring-line">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="mt-5 font-serif text-xl font-bold text-brand">{value.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="objectives-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="objectives-title" eyebrow="Where we are going" title="Strategic objectives" align="center" />
          <ol className="mt-12 grid gap-6 md:grid-cols-2">
            {strategicObjectives.map((objective, index) => {
              const Icon = objectiveIcons[index % objectiveIcons.length]!;
              return (
                <li key={objective.title} className="relative flex gap-5 overflow-hidden rounded-2xl border border-line p-7">
                  <span aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-accent" />
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-white">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div>
                    <h3 className="font-serif text-xl font-bold text-brand">{objective.title}</h3>
                    <p className="mt-2 leading-relaxed text-ink-muted">{objective.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="mt-14 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <SiteLink to="/about-us" className={buttonClass('outline')} {...linkAsButton}>
              {visionActions.aboutLabel}
            </SiteLink>
            <SiteLink to="/accreditation" className={buttonClass('accent')} {...linkAsButton}>
              {visionActions.accreditationLabel}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
