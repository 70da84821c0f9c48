import type { ReactNode } from 'react';
import { Globe } from 'lucide-react';

/** Simple glyphs for the social networks in `branding.social`; any other network gets a globe. */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const glyph = glyphs[name.toLowerCase()];
  if (!glyph) return <Globe aria-hidden className={className} />;
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className={className}>
      {glyph}
    </svg>
  );
}

const glyphs: Record<string, ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="9" width="4" height="12" rx="0.5" />
      <circle cx="5" cy="4.8" r="2.2" />
      <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.3 0 4.2 2 4.2 5.3V21h-4v-6.2c0-1.6-.4-2.7-1.9-2.7-1.6 0-2.1 1.2-2.1 2.8V21h-4Z" />
    </>
  ),
  facebook: (
    <path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.3h2.8V22Z" />
  ),
  x: <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.6Z" />,
  youtube: (
    <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.8 12 4.8 12 4.8s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8ZM9.8 15.1V8.9l5.7 3.1Z" />
  ),
};
