import { branding } from '@creds/contract';
import { useId } from 'react';
import { sealSvg, svgDataUrl } from '../lib/brand-assets';

const sealUrl = svgDataUrl(sealSvg());
const serif = "Georgia, 'DejaVu Serif', serif";
const sans = "system-ui, 'Segoe UI', Arial, sans-serif";

const samples = {
  evaluation: {
    heading: 'CERTIFICATE OF EVALUATION',
    intro: 'This is to certify that',
    name: 'Jordan A. Sample',
    lines: ['has completed the course', 'Web Development Fundamentals', 'Northfield Institute of Technology · 120 hours'],
    result: 'Evaluated at Level 3 — Intermediate',
    stars: 4,
    footLeft: 'Certificate ID 000000',
    footRight: 'Issued 12 May 2025',
  },
  accreditation: {
    heading: 'CERTIFICATE OF ACCREDITATION',
    intro: 'This certifies that',
    name: 'Northfield Institute',
    lines: ['meets the standards of quality and rigour', 'required for accreditation of its programmes in', 'Information Technology and Business Studies'],
    result: 'Accredited 1 June 2025 – 31 May 2026',
    stars: 0,
    footLeft: 'Certificate No. ACC-0000',
    footRight: 'Issued 1 June 2025',
  },
} as const;

/** A drawn sample certificate, marked SAMPLE; `title` names it for screen readers. */
export function CertificateArt({ kind, title, className }: { kind: keyof typeof samples; title: string; className?: string }) {
  const sample = samples[kind];
  const titleId = useId();
  const { primary, accent } = branding.colors;
  return (
    <svg viewBox="0 0 800 566" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{title}</title>
      <rect width="800" height="566" rx="6" fill="#fdfbf5" />
      <rect x="18" y="18" width="764" height="530" fill="none" stroke={primary} strokeWidth="6" />
      <rect x="32" y="32" width="736" height="502" fill="none" stroke={primary} strokeWidth="1.5" />
      <rect x="40" y="40" width="720" height="486" fill="none" stroke={accent} strokeWidth="1" strokeDasharray="2 5" />
      {[
        [40, 40, 1, 1],
        [760, 40, -1, 1],
        [40, 526, 1, -1],
        [760, 526, -1, -1],
      ].map(([x, y, sx, sy]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y! + 44 * sy!}q0 ${-30 * sy!} ${30 * sx!} ${-44 * sy!}M${x! + 44 * sx!} ${y}q${-30 * sx!} 0 ${-44 * sx!} ${30 * sy!}`}
          fill="none"
          stroke={accent}
          strokeWidth="2"
        />
      ))}
      <text x="400" y="92" textAnchor="middle" fontFamily={serif} fontSize="15" letterSpacing="5" fill={accent}>
        {branding.productName.toUpperCase()} · {branding.certificateMark}
      </text>
      <text x="400" y="134" textAnchor="middle" fontFamily={serif} fontSize="33" fontWeight="700" letterSpacing="3" fill={primary}>
        {sample.heading}
      </text>
      <line x1="290" y1="152" x2="510" y2="152" stroke={accent} strokeWidth="2" />
      <text x="400" y="190" textAnchor="middle" fontFamily={serif} fontSize="17" fontStyle="italic" fill="#4a5568">
        {sample.intro}
      </text>
      <text x="400" y="240" textAnchor="middle" fontFamily={serif} fontSize="40" fontStyle="italic" fill={primary}>
        {sample.name}
      </text>
      <line x1="220" y1="256" x2="580" y2="256" stroke="#c9ced8" />
      {sample.lines.map((line, index) => (
        <text
          key={line}
          x="400"
          y={288 + index * 26}
          textAnchor="middle"
          fontFamily={index === 1 ? serif : sans}
          fontSize={index === 1 ? 21 : 15}
          fontWeight={index === 1 ? 700 : 400}
          fill={index === 1 ? '#172033' : '#4a5568'}
        >
          {line}
        </text>
      ))}
      <text x="400" y="376" textAnchor="middle" fontFamily={sans} fontSize="17" fontWeight="700" fill={primary}>
        {sample.result}
      </text>
      {sample.stars > 0 ? (
        <text x="400" y="404" textAnchor="middle" fontSize="22" letterSpacing="4" fill={accent}>
          {'★'.repeat(sample.stars)}
          <tspan fill="#c9ced8">{'★'.repeat(5 - sample.stars)}</tspan>
        </text>
      ) : null}
      <image href={sealUrl} x="352" y="414" width="96" height="96" />
      {[
        [150, 'Executive Director'],
        [650, 'Evaluation Reviewer'],
      ].map(([x, role]) => (
        <g key={role}>
          <path d={`M${Number(x) - 70} 452c20-18 34 10 50-6s26-14 40-2 30 6 50-6`} fill="none" stroke={primary} strokeWidth="1.6" />
          <line x1={Number(x) - 90} y1="466" x2={Number(x) + 90} y2="466" stroke="#9aa3b2" />
          <text x={x} y="484" textAnchor="middle" fontFamily={sans} fontSize="12" fill="#4a5568">
            {role}
          </text>
        </g>
      ))}
      <text x="70" y="516" fontFamily={sans} fontSize="11.5" fill="#4a5568">
        {sample.footLeft}
      </text>
      <text x="730" y="516" textAnchor="end" fontFamily={sans} fontSize="11.5" fill="#4a5568">
        {sample.footRight}
      </text>
      <text
        x="400"
        y="330"
        textAnchor="middle"
        fontFamily={sans}
        fontSize="120"
        fontWeight="800"
        letterSpacing="20"
        fill={accent}
        opacity="0.07"
        transform="rotate(-18 400 300)"
      >
        SAMPLE
      </text>
    </svg>
  );
}
