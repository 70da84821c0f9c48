import { ChevronDown, CircleHelp, ClipboardCheck, FlaskConical, Landmark } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useState } from 'react';
import { SiteLink, useSiteLocation } from '../../../lib/site-navigation';
import type { FaqSection } from '../../../content/faq';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { useThrottledScroll } from '../lib/use-throttled-scroll';
import { InlineText } from './inline-text';

const sectionIcons = { general: CircleHelp, evaluation: ClipboardCheck, testing: FlaskConical, accreditation: Landmark } as const;

function sectionFromHash(hash: string, sections: readonly FaqSection[]): FaqSection['id'] | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  return sections.find((section) => section.id === id)?.id;
}

/**
 * The FAQ: a topic index whose links scroll to their section, and four collapsible sections of
 * numbered questions. A link to /faq#{section} opens that section and scrolls to it.
 */
export function FaqSections({ sections }: { sections: readonly FaqSection[] }) {
  const { hash } = useSiteLocation();
  const prefersReducedMotion = usePrefersReducedMotion();
  const targeted = sectionFromHash(hash, sections);
  const [openSections, setOpenSections] = useState<string[]>(() => [targeted ?? sections[0]!.id]);
  const [handledHash, setHandledHash] = useState(hash);
  // A new anchor opens its section during render, so the scroll below finds it open.
  if (hash !== handledHash) {
    setHandledHash(hash);
    if (targeted && !openSections.includes(targeted)) setOpenSections([...openSections, targeted]);
  }

  useEffect(() => {
    if (!targeted) return;
    document.getElementById(targeted)?.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [targeted, hash, prefersReducedMotion]);

  const [current, setCurrent] = useState<string | undefined>(targeted);
  useThrottledScroll(() => {
    const line = window.innerHeight * 0.35;
    let inView: string | undefined;
    for (const section of sections) {
      const top = document.getElementById(section.id)?.getBoundingClientRect().top;
      if (top !== undefined && top <= line) inView = section.id;
    }
    setCurrent(inView);
  });

  return (
    <div className="grid gap-10 lg:grid-cols-[17rem_1fr]">
      <nav aria-label="FAQ topics" className="lg:sticky lg:top-36 lg:self-start">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">Topics</h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-1">
          {sections.map((section) => {
            const Icon = sectionIcons[section.id];
            const isCurrent = current === section.id;
            return (
              <li key={section.id}>
                <SiteLink
                  to={`#${section.id}`}
                  aria-current={isCurrent ? 'location' : undefined}
                  className={`flex h-full items-center gap-3 rounded-xl border px-4 py-3 font-semibold transition-colors ${
                    isCurrent ? 'border-brand bg-brand text-white' : 'border-line bg-white text-brand hover:border-brand hover:bg-brand-soft'
                  }`}
                >
                  <Icon aria-hidden className="size-5 shrink-0" />
                  {section.title}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <Accordion.Root type="multiple" value={openSections} onValueChange={setOpenSections} className="space-y-5">
        {sections.map((section) => (
          <Accordion.Item
            key={section.id}
            value={section.id}
            id={section.id}
            className="scroll-mt-32 overflow-hidden rounded-2xl border border-line bg-white shadow-xs xl:scroll-mt-36"
          >
            <Accordion.Header asChild>
              <h2>
                {/* Named by its title alone ("General"); the summary describes it. */}
                <Accordion.Trigger
                  aria-labelledby={`${section.id}-title`}
                  aria-describedby={`${section.id}-summary`}
                  className="group flex w-full items-center gap-4 bg-surface px-5 py-5 text-left transition-colors hover:bg-brand-soft data-[state=open]:border-b data-[state=open]:border-line sm:px-7"
                >
                  <SectionIcon id={section.id} />
                  <span className="flex flex-1 flex-col">
                    <span id={`${section.id}-title`} className="font-serif text-xl font-bold text-brand sm:text-2xl">
                      {section.title}
                    </span>
                    <span id={`${section.id}-summary`} className="mt-0.5 text-sm text-ink-muted">
                      {section.summary} {section.questions.length} questions.
                    </span>
                  </span>
                  <ChevronDown aria-hidden className="size-6 shrink-0 text-brand transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-3 py-3 sm:px-5">
              <Accordion.Root type="multiple" asChild>
                <ol>
                  {section.questions.map((item, index) => (
                    <Accordion.Item key={item.question} value={item.question} asChild>
                      <li className="border-b border-line last:border-b-0">
                        <Accordion.Header asChild>
                          <h3>
                            <Accordion.Trigger className="group flex w-full items-start gap-3 rounded-lg px-2 py-4 text-left font-semibold text-ink transition-colors hover:text-brand sm:px-3">
                              <span className="min-w-6 text-accent-dark tabular-nums">{index + 1}.</span>{' '}
                              <span className="flex-1">{item.question}</span>
                              <ChevronDown aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180" />
                            </Accordion.Trigger>
                          </h3>
                        </Accordion.Header>
                        <Accordion.Content className="pr-3 pb-5 pl-11 leading-relaxed text-ink-muted sm:pl-12">
                          <p>
                            <InlineText text={item.answer} />
                          </p>
                        </Accordion.Content>
                      </li>
                    </Accordion.Item>
                  ))}
                </ol>
              </Accordion.Root>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}

function SectionIcon({ id }: { id: FaqSection['id'] }) {
  const Icon = sectionIcons[id];
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand text-white">
      <Icon aria-hidden className="size-6" />
    </span>
  );
}
