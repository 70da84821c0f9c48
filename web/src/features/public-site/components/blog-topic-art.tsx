import { BadgeCheck, BarChart3, Briefcase, Building2, FileCheck2, Plane, ScanSearch } from 'lucide-react';
import type { BlogTopic } from '../../../content/blog';

const topics: Record<BlogTopic, { icon: typeof BadgeCheck; tone: string }> = {
  evaluation: { icon: ScanSearch, tone: 'from-brand to-brand-deep' },
  documents: { icon: FileCheck2, tone: 'from-brand-dark to-brand' },
  levels: { icon: BarChart3, tone: 'from-brand to-brand-dark' },
  skills: { icon: Briefcase, tone: 'from-accent-dark to-brand-deep' },
  accreditation: { icon: Building2, tone: 'from-brand-deep to-brand' },
  verification: { icon: BadgeCheck, tone: 'from-brand to-accent-dark' },
  abroad: { icon: Plane, tone: 'from-brand-dark to-brand-deep' },
};

/** The drawn banner of a blog article: its topic's icon over the certificate rings; decorative. */
export function BlogTopicArt({ topic, className = '' }: { topic: BlogTopic; className?: string }) {
  const { icon: Icon, tone } = topics[topic];
  return (
    <div aria-hidden className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br ${tone} ${className}`}>
      <svg className="absolute inset-0 h-full w-full text-white/10" viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" fill="none">
        {Array.from({ length: 8 }, (_, index) => (
          <circle key={index} cx="330" cy="40" r={30 + index * 26} stroke="currentColor" strokeWidth="1.5" />
        ))}
        <rect x="0" y="219" width="400" height="6" className="fill-accent" />
      </svg>
      <span className="relative flex size-20 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/30 backdrop-blur-sm">
        <Icon className="size-10 text-white" />
      </span>
    </div>
  );
}
