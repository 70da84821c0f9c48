import { branding } from '@creds/contract';

/**
 * The provider's mark: a shield in the primary colour under an accent band, with a check. Drawn from
 * `branding.colors`, so the favicon and the logo follow a rebrand.
 */
export function brandMarkSvg(colors: { primary: string; accent: string } = branding.colors): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<path d="M32 3 56 11v19c0 15-10 26-24 31C18 56 8 45 8 30V11Z" fill="${colors.primary}"/>`,
    `<path d="M32 3 56 11v8H8v-8Z" fill="${colors.accent}"/>`,
    '<circle cx="20" cy="13.5" r="1.8" fill="#fff"/><circle cx="32" cy="11.5" r="1.8" fill="#fff"/>',
    '<circle cx="44" cy="13.5" r="1.8" fill="#fff"/>',
    '<path d="m20.5 36 8 8 15-16" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>',
    '</svg>',
  ].join('');
}

export const brandMarkDataUrl = `data:image/svg+xml,${encodeURIComponent(brandMarkSvg())}`;

/** The mark as an image; decorative unless given a label. */
export function BrandMark({ className, label = '' }: { className?: string; label?: string }) {
  return <img src={brandMarkDataUrl} alt={label} className={className} />;
}
