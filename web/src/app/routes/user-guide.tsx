import { branding } from '@creds/contract';
import { CircleCheck, FileDown, Lightbulb, LifeBuoy } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { media } from '../../content/media';
import { guideHelp, guideSteps, itemsToPrepare, userGuideIntro, userGuideMeta, userGuidePdf } from '../../content/user-guide';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { SectionHeading } from '../../features/public-site/components/section-heading';
import { VideoFeature } from '../../features/public-site/components/video-feature';

/** /user-guide (and /User-Guide): video, PDF, screenshots and the list of items to prepare. */
export function UserGuidePage() {
  return (
    <>
      <PageMeta {...userGuideMeta} canonicalPath="/user-guide" />
      <PageHero eyebrow={userGuideIntro.eyebrow} title={userGuideIntro.title} lead={userGuideIntro.lead}>
        <a href={userGuidePdf.path} download={userGuidePdf.fileName} className={`${buttonClass('inverse')} h-12 px-6`}>
          <FileDown aria-hidden className="size-5" />
          {userGuidePdf.label}
        </a>
      </PageHero>

      <section aria-labelledby="guide-video-title" className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeading
            id="guide-video-title"
            eyebrow="Watch"
            title="The journey at a glance"
            intro="Four steps take you from a certificate to a verified evaluation. The detailed guide below shows each screen."
          />
          <VideoFeature video={media.userGuide} title="Using Creds" steps={['Create your account', 'Describe your course', 'Receive your level', 'Claim your certificate']} />
        </div>
      </section>

      <section aria-labelledby="prepare-title" className="bg-surface px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="prepare-title" eyebrow="Before you start" title={itemsToPrepare.heading} intro={itemsToPrepare.intro} />
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {itemsToPrepare.groups.map((group) => (
              <div key={group.title} className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-line">
                <h3 className="font-serif text-xl font-bold text-brand">{group.title}</h3>
                <ul className="mt-4 space-y-2.5">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-2.5 text-ink">
                      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id="steps-title" eyebrow="Step by step" title="Using the service" />
          <ol className="mt-12 space-y-14">
            {guideSteps.map((step, index) => (
              <li key={step.title} className="grid gap-6 sm:grid-cols-[3.5rem_1fr]">
                <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-brand font-serif text-2xl font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-serif text-2xl font-bold text-brand">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-3 text-lg leading-relaxed text-ink-muted">{step.text}</p>
                  {step.tips ? (
                    <ul className="mt-4 space-y-2 rounded-xl bg-warning-soft px-5 py-4 text-ink">
                      {step.tips.map((tip) => (
                        <li key={tip} className="flex gap-2.5">
                          <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
                          {tip}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {step.screenshot ? (
                    <figure className="mt-6">
                      <img
                        src={step.screenshot.src}
                        alt={step.screenshot.alt}
                        width={step.screenshot.width}
                        height={step.screenshot.height}
                        loading="lazy"
                        decoding="async"
                        className="h-auto w-full rounded-xl border border-line shadow-md"
                      />
                      <figcaption className="mt-2 text-sm text-ink-muted">Screenshot: {step.title.toLowerCase()}.</figcaption>
                    </figure>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="help-title" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div className="mx-auto flex max-w-5xl flex-col gap-5 rounded-2xl border border-line bg-surface p-7 sm:flex-row sm:items-center">
          <LifeBuoy aria-hidden className="size-10 shrink-0 text-brand" />
          <div className="flex-1">
            <h2 id="help-title" className="font-serif text-xl font-bold text-brand">
              {guideHelp.heading}
            </h2>
            <p className="mt-1 leading-relaxed text-ink-muted">{guideHelp.text}</p>
          </div>
          <a href={`mailto:${branding.supportEmail}`} className={buttonClass('primary')}>
            Email Support
          </a>
        </div>
      </section>
    </>
  );
}
