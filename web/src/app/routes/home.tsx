import { ArrowRight, Award, BadgeCheck, Building2, CircleCheck, ClipboardCheck, GraduationCap, ShieldCheck } from 'lucide-react';
import { SiteLink } from '../../lib/site-navigation';
import { buttonClass, linkAsButton } from '../../components/ui/button-styles';
import {
  audiences,
  certificateSamples,
  closingCta,
  counters,
  hero,
  homeMeta,
  howItWorks,
  services,
  testimonials,
} from '../../content/home';
import { media } from '../../content/media';
import { AuthAwareLink } from '../../features/public-site/components/auth-aware-link';
import { CertificateArt } from '../../features/public-site/components/certificate-art';
import { CountersStrip } from '../../features/public-site/components/counters-strip';
import { CtaBand } from '../../features/public-site/components/cta-band';
import { PageMeta } from '../../features/public-site/components/page-meta';
import { HeroPattern } from '../../features/public-site/components/page-hero';
import { SectionHeading } from '../../features/public-site/components/section-heading';
import { TestimonialSlider } from '../../features/public-site/components/testimonial-slider';
import { VideoFeature } from '../../features/public-site/components/video-feature';

const serviceIcons = { evaluation: ClipboardCheck, testing: Award, accreditation: Building2 } as const;

/** / : the landing page. */
export function HomePage() {
  return (
    <>
      <PageMeta {...homeMeta} canonicalPath="/" />
      <Hero />
      <Services />
      <HowItWorks />
      <section aria-label="Our figures" className="relative overflow-hidden bg-brand-deep px-4 py-14 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <CountersStrip counters={counters} label="Our figures" />
        </div>
      </section>
      <CertificateSamples />
      <Audiences />
      <section aria-labelledby="testimonials-title" className="bg-surface px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="In their words" align="center" />
          <div className="mt-12">
            <TestimonialSlider testimonials={testimonials} />
          </div>
        </div>
      </section>
      <CtaBand title={closingCta.heading} text={closingCta.text}>
        <AuthAwareLink
          guestTo="/register"
          guestLabel={closingCta.guestLabel}
          memberLabel={closingCta.memberLabel}
          className={buttonClass('accent')}
        />
        <SiteLink to="/fees" className={buttonClass('inverse')}>
          See Our Fees
        </SiteLink>
      </CtaBand>
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-brand text-white">
      <HeroPattern />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.16em] text-white/85 sm:text-sm">
            <span aria-hidden className="h-0.5 w-8 shrink-0 bg-accent" />
            {hero.eyebrow}
          </p>
          <h1 id="home-title" className="mt-5 font-serif text-4xl font-bold leading-[1.1] text-balance sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/85">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <AuthAwareLink guestTo="/login" guestLabel={<>{hero.primaryLabel}<ArrowRight aria-hidden className="size-5" /></>} className={`${buttonClass('accent')} h-12 px-6`} {...linkAsButton} />
            <SiteLink to="/about-us" className={`${buttonClass('inverse')} h-12 px-6`} {...linkAsButton}>
              {hero.secondaryLabel}
            </SiteLink>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-white/90 sm:grid-cols-3 sm:text-[0.9rem]">
            {hero.assurances.map((assurance) => (
              <li key={assurance} className="flex items-start gap-2">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-white" />
                {assurance}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <div className="absolute -inset-4 -z-10 rounded-3xl bg-white/5 ring-1 ring-white/10" />
          <CertificateArt kind="evaluation" title="Sample certificate of evaluation" className="w-full rotate-[-2deg] rounded-md shadow-2xl" />
          <div className="absolute -bottom-5 -left-2 flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-ink shadow-xl sm:-left-6">
            <span className="flex size-10 items-center justify-center rounded-full bg-green-50 text-success">
              <BadgeCheck className="size-6" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-xs text-ink-muted">Verification</span>
              <span className="font-semibold">Valid certificate</span>
            </span>
          </div>
          <div className="absolute -top-5 -right-1 hidden items-center gap-3 rounded-xl bg-white px-4 py-3 text-ink shadow-xl sm:flex sm:-right-5">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
              <GraduationCap className="size-6" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-xs text-ink-muted">Assigned level</span>
              <span className="font-semibold">Intermediate · 4 / 5</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

function Services() {
  return (
    <section aria-labelledby="services-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="services-title" eyebrow="What we do" title={services.heading} intro={services.intro} align="center" />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {services.items.map((service) => {
            const Icon = serviceIcons[service.icon];
            return (
              <li key={service.title} className="group flex flex-col rounded-2xl border border-line bg-white p-7 shadow-xs transition-shadow hover:shadow-md">
                <span className="flex size-14 items-center justify-center rounded-xl bg-brand text-white">
                  <Icon aria-hidden className="size-7" />
                </span>
                <h3 className="mt-6 font-serif text-2xl font-bold text-brand">{service.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{service.text}</p>
                <SiteLink to={service.link.to} className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent-dark hover:text-accent hover:underline">
                  {service.link.label}
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-surface px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_1.15fr]">
        <div>
          <SectionHeading id="how-title" eyebrow="The process" title={howItWorks.heading} intro={howItWorks.intro} />
          <ol className="mt-10 space-y-6">
            {howItWorks.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-brand">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <AuthAwareLink guestTo="/register" guestLabel={howItWorks.ctaLabel} memberLabel="Go to Your Dashboard" className={`${buttonClass('primary')} mt-10`} />
        </div>
        <VideoFeature video={media.howItWorks} title={howItWorks.videoTitle} steps={howItWorks.steps.map((step) => step.title)} />
      </div>
    </section>
  );
}

function CertificateSamples() {
  return (
    <section aria-labelledby="samples-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="samples-title" eyebrow="Certificates" title={certificateSamples.heading} intro={certificateSamples.intro} align="center" />
        <ul className="mt-14 grid gap-10 md:grid-cols-2">
          {certificateSamples.samples.map((sample) => (
            <li key={sample.kind}>
              <figure>
                <div className="rounded-xl bg-surface p-3 ring-1 ring-line sm:p-5">
                  <CertificateArt kind={sample.kind} title={`Sample ${sample.title.toLowerCase()}`} className="w-full rounded shadow-md" />
                </div>
                <figcaption className="mt-5">
                  <h3 className="font-serif text-xl font-bold text-brand">{sample.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{sample.text}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <SiteLink to="/validate" className={buttonClass('outline')}>
            <ShieldCheck aria-hidden className="size-5" />
            {certificateSamples.verifyLabel}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

function Audiences() {
  return (
    <section aria-labelledby="audiences-title" className="border-t border-line px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="audiences-title" eyebrow="For everyone who learns" title={audiences.heading} align="center" />
        <ul className="mt-12 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {audiences.items.map((audience) => (
            <li key={audience.title} className="flex gap-4">
              <CircleCheck aria-hidden className="mt-1 size-6 shrink-0 text-accent" />
              <div>
                <h3 className="text-lg font-semibold text-brand">{audience.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{audience.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
