import { Award, BadgeCheck, ShieldCheck } from 'lucide-react';

const badges = [
  { icon: Award, title: 'US standards', detail: 'Evaluated against' },
  { icon: ShieldCheck, title: 'Human review', detail: 'Every result checked' },
  { icon: BadgeCheck, title: 'Verifiable', detail: 'Certificates online' },
] as const;

/** The seals shown in the footer: what every evaluation carries. */
export function AccreditationBadges() {
  return (
    <ul aria-label="Accreditation badges" className="flex flex-wrap gap-3">
      {badges.map(({ icon: Icon, title, detail }) => (
        <li
          key={title}
          className="flex items-center gap-2 rounded-full border border-white/25 bg-white/5 py-1.5 pr-3.5 pl-1.5"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-accent ring-2 ring-white/70">
            <Icon aria-hidden className="size-4 text-white" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-[0.65rem] uppercase tracking-wider text-white/75">{detail}</span>
            <span className="text-xs font-semibold text-white">{title}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
