/**
 * Everything that names or colours the provider. A provider rebrands the whole product
 * (web, e-mails, certificates) by editing this one file.
 */
export const branding = {
  productName: 'Creds',
  legalName: 'Creds Credential Evaluation Services',
  tagline: 'Credential evaluation and accreditation against US standards',
  /** Short mark printed on certificates ("Evaluated and Accredited ASEI Certificate"). */
  certificateMark: 'ASEI',
  supportEmail: 'support@creds.example',
  accreditationEmail: 'accreditation@creds.example',
  phone: '+1 (214) 555-0147',
  /** Messaging-app link used by the top bar and the chat widget. */
  messagingUrl: 'https://wa.me/12145550147',
  messagingLabel: 'WhatsApp',
  supportHours: 'Monday to Friday, 9am to 5pm Central time',
  postalAddress: {
    street: '1200 Commerce Street, Suite 400',
    city: 'Dallas',
    region: 'TX',
    postalCode: '75202',
    country: 'United States',
  },
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/creds-evaluation' },
    { name: 'Facebook', url: 'https://www.facebook.com/creds.evaluation' },
    { name: 'X', url: 'https://x.com/creds_eval' },
    { name: 'YouTube', url: 'https://www.youtube.com/@creds-evaluation' },
  ],
  colors: {
    /** Dark blue: headers, primary actions. */
    primary: '#0b2a5b',
    /** Red: accents, errors, the seal. */
    accent: '#c8102e',
  },
} as const;

export type Branding = typeof branding;

export function formatPostalAddress(address = branding.postalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}

/** Stands for the site's origin in the prerendered public pages (web build); the server puts PUBLIC_URL's origin in its place. */
export const prerenderedOrigin = 'https://prerendered-origin.invalid';
