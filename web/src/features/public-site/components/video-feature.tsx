import { branding } from '@creds/contract';
import { useId } from 'react';
import type { VideoSource } from '../../../content/types';
import { sealSvg, svgDataUrl } from '../lib/brand-assets';

const sealUrl = svgDataUrl(sealSvg());

/**
 * The provider's video when one is configured (content/media.ts); otherwise the designed poster, never
 * an empty player.
 */
export function VideoFeature({ video, title, steps }: { video: VideoSource | null; title: string; steps: readonly string[] }) {
  if (!video) return <VideoPoster title={title} steps={steps} />;
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={video.posterUrl}
      className="aspect-video w-full rounded-xl bg-brand-deep shadow-lg"
      aria-label={title}
    >
      <source src={video.url} type={video.type} />
      {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default /> : null}
    </video>
  );
}

const stepIcons = [
  // account
  <g key="account" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round">
    <circle cx="0" cy="-10" r="12" />
    <path d="M-22 22c3-14 13-20 22-20s19 6 22 20" />
  </g>,
  // document
  <g key="document" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
    <path d="M-16-26h22l12 12v40h-34z" />
    <path d="M6-26v12h12M-8 0h18M-8 12h18" />
  </g>,
  // level
  <g key="level" fill="#fff">
    <rect x="-24" y="6" width="10" height="18" rx="2" />
    <rect x="-10" y="-6" width="10" height="30" rx="2" />
    <rect x="4" y="-18" width="10" height="42" rx="2" opacity="0.55" />
    <rect x="18" y="-28" width="10" height="52" rx="2" opacity="0.3" />
  </g>,
  // certificate
  <g key="certificate">
    <rect x="-26" y="-20" width="52" height="38" rx="3" fill="none" stroke="#fff" strokeWidth="4" />
    <path d="M-16-6h32M-16 4h20" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
  </g>,
];

/** A 16:9 poster of the four steps, drawn in the brand colours. */
export function VideoPoster({ title, steps }: { title: string; steps: readonly string[] }) {
  const titleId = useId();
  const { primary, accent } = branding.colors;
  const gradientId = `${titleId}-bg`;
  return (
    <svg viewBox="0 0 960 540" role="img" aria-labelledby={titleId} className="aspect-video w-full rounded-xl shadow-lg">
      <title id={titleId}>{`${title}: ${steps.map((step, index) => `${index + 1}. ${step}`).join(', ')}`}</title>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={primary} />
          <stop offset="1" stopColor="#061a3a" />
        </linearGradient>
      </defs>
      <rect width="960" height="540" fill={`url(#${gradientId})`} />
      {Array.from({ length: 9 }, (_, index) => (
        <circle key={index} cx="860" cy="60" r={60 + index * 36} fill="none" stroke="#fff" opacity="0.05" strokeWidth="2" />
      ))}
      <rect x="0" y="532" width="960" height="8" fill={accent} />
      <text x="72" y="96" fontFamily="system-ui, Arial, sans-serif" fontSize="18" fontWeight="700" letterSpacing="4" fill="#fff" opacity="0.8">
        {branding.productName.toUpperCase()}
      </text>
      <text x="72" y="146" fontFamily="Georgia, 'DejaVu Serif', serif" fontSize="44" fontWeight="700" fill="#fff">
        {title}
      </text>
      <path d="M168 300H792" stroke="#fff" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="4 10" />
      {steps.map((step, index) => {
        const x = 168 + index * 208;
        return (
          <g key={step} transform={`translate(${x} 300)`}>
            <circle r="62" fill={index === steps.length - 1 ? accent : '#ffffff1f'} stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
            {stepIcons[index % stepIcons.length]}
            <circle cx="44" cy="-44" r="17" fill="#fff" />
            <text x="44" y="-38" textAnchor="middle" fontFamily="system-ui, Arial, sans-serif" fontSize="17" fontWeight="800" fill={primary}>
              {index + 1}
            </text>
            <text y="104" textAnchor="middle" fontFamily="system-ui, Arial, sans-serif" fontSize="22" fontWeight="600" fill="#fff">
              {twoLines(step).map((line, lineIndex) => (
                <tspan key={line} x="0" dy={lineIndex === 0 ? 0 : 28}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      <image href={sealUrl} x="832" y="40" width="88" height="88" />
    </svg>
  );
}

/** A label split into two balanced lines, so neighbouring labels never touch. */
function twoLines(label: string): string[] {
  const words = label.split(' ');
  if (words.length < 2) return [label];
  let best = 1;
  for (let split = 1; split < words.length; split++) {
    const difference = (take: number) => Math.abs(words.slice(0, take).join(' ').length - words.slice(take).join(' ').length);
    if (difference(split) < difference(best)) best = split;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}
