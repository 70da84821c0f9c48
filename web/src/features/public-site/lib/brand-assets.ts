import { branding } from '@creds/contract';
import { brandMarkSvg } from '../../../components/brand/brand-mark';

type Colors = { primary: string; accent: string };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** The points of a rosette's serrated edge. */
function rosette(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / teeth - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

/**
 * The seal printed on certificates: a red rosette with the provider's name around a dark-blue centre.
 * Drawn from `branding`, so a rebrand redraws it.
 */
export function sealSvg(colors: Colors = branding.colors, name: string = branding.productName, mark: string = branding.certificateMark): string {
  const ring = `${name.toUpperCase()} · EVALUATED & ACCREDITED · US STANDARDS · `;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img">',
    `<title>${escapeXml(`${name} seal`)}</title>`,
    `<polygon points="${rosette(100, 100, 99, 92, 40)}" fill="${colors.accent}"/>`,
    '<circle cx="100" cy="100" r="86" fill="none" stroke="#fff" stroke-width="2"/>',
    '<circle cx="100" cy="100" r="56" fill="none" stroke="#fff" stroke-width="1.5"/>',
    '<defs><path id="seal-ring" d="M100 100m-70 0a70 70 0 1 1 140 0a70 70 0 1 1-140 0"/></defs>',
    // Stretched to the ring's length (2π × 70, less a hair), so the words meet without overlapping.
    `<text font-family="Georgia, 'DejaVu Serif', serif" font-size="12.5" font-weight="700" fill="#fff"><textPath href="#seal-ring" textLength="436" lengthAdjust="spacing">${escapeXml(ring)}</textPath></text>`,
    `<circle cx="100" cy="100" r="52" fill="${colors.primary}"/>`,
    `<path d="M100 64l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8-10.6-5.6-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" fill="#fff"/>`,
    `<text x="100" y="122" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="20" font-weight="700" letter-spacing="3" fill="#fff">${escapeXml(mark)}</text>`,
    `<text x="100" y="138" text-anchor="middle" font-family="Arial, 'Liberation Sans', sans-serif" font-size="7.5" letter-spacing="2" fill="#fff">CERTIFIED</text>`,
    '</svg>',
  ].join('');
}

/** The logo: the shield mark beside the name and the line "Evaluation & Accreditation". */
export function logoSvg(colors: Colors = branding.colors, name: string = branding.productName): string {
  const mark = brandMarkSvg(colors)
    .replace('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">', '<g transform="translate(8 8) scale(1.5)">')
    .replace('</svg>', '</g>');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 112" role="img">',
    `<title>${escapeXml(`${name} logo`)}</title>`,
    mark,
    `<text x="118" y="66" font-family="Georgia, 'DejaVu Serif', serif" font-size="52" font-weight="700" fill="${colors.primary}">${escapeXml(name)}</text>`,
    `<text x="120" y="92" font-family="Arial, 'Liberation Sans', sans-serif" font-size="13" font-weight="700" letter-spacing="2.4" fill="${colors.accent}">EVALUATION &amp; ACCREDITATION</text>`,
    '</svg>',
  ].join('');
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
