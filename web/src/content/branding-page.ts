import { branding } from '@creds/contract';
import type { PageMeta } from './types';

export const brandingMeta: PageMeta = {
  title: 'Brand assets: logo, seal, QR code and colours',
  description: `Download the ${branding.productName} logo, seal and QR code, see the two brand colours with their values, and read the rules for using our brand assets.`,
};

export const brandingIntro = {
  eyebrow: 'Branding',
  title: 'Brand assets',
  lead: 'The marks that identify our certificates and accredited institutes. Use them only as described below.',
} as const;

/** The downloadable files the build writes (see features/public-site/build). */
export const brandAssets = {
  logo: { path: '/brand/creds-logo.svg', title: 'Logo', downloadLabel: 'Download the logo (SVG)', text: 'The shield mark with the name. Use on white or very light backgrounds, with clear space of at least the shield’s height all round.' },
  seal: { path: '/brand/creds-seal.svg', title: 'Seal', downloadLabel: 'Download the seal (SVG)', text: 'Printed on every certificate we issue. Accredited institutes may show it beside accredited programmes only.' },
  qrCode: { path: '/brand/creds-qr-code.svg', title: 'QR code', downloadLabel: 'Download the QR code (SVG)', text: 'Leads to our website. Print it at 2 cm (0.8 in) or larger so phones can read it.' },
} as const;

export const colourNames = {
  primary: { name: 'Dark blue', use: 'Headings, navigation and primary actions.' },
  accent: { name: 'Red', use: 'Accents, the seal and calls to attention. Use sparingly.' },
} as const;

export const legalNote = {
  heading: 'Permission to use our brand',
  text: `The ${branding.productName} name, logo, seal and colours identify ${branding.legalName} and the certificates it issues. You may not use them without our prior written permission, except to refer to us truthfully (for example, to say that a certificate was evaluated by ${branding.productName}). Accredited institutes receive permission for the seal as part of their accreditation, for its period only. Request permission at ${branding.supportEmail}.`,
} as const;
