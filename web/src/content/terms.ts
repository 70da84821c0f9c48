import { branding } from '@creds/contract';
import type { PageMeta, RichBlock } from './types';

export const termsMeta: PageMeta = {
  title: 'Terms and conditions',
  description:
    'The terms for using our credential evaluation, testing and accreditation services: eligibility, accurate information, accounts, availability, refunds and liability.',
};

export const termsIntro = {
  eyebrow: 'Legal',
  title: 'Terms and conditions',
  lastUpdated: '19 May 2025',
  lead: `These terms govern your use of the ${branding.productName} website and services, provided by ${branding.legalName} (“we”, “us”). Please read them before you register.`,
} as const;

/** The eight numbered sections of spec section 1, in order. */
export const termsSections: readonly { title: string; body: readonly RichBlock[] }[] = [
  {
    title: 'Accuracy of Information',
    body: [
      {
        type: 'paragraph',
        text: 'You must give true, accurate and complete information when you register and whenever you submit credentials for evaluation, and keep your profile up to date. Documents you upload must be genuine and unaltered, and must be in English or accompanied by a certified English translation.',
      },
      {
        type: 'paragraph',
        text: 'We may refuse, suspend or withdraw an evaluation or certificate that is based on false or misleading information.',
      },
    ],
  },
  {
    title: 'Account Responsibility',
    body: [
      {
        type: 'paragraph',
        text: 'You are responsible for your own credentials: both the documents you submit and the sign-in details of your account. Keep your password confidential and do not share your account. Tell us at once at [' +
          branding.supportEmail +
          '](mailto:' +
          branding.supportEmail +
          ') if you believe someone else has used it.',
      },
      { type: 'paragraph', text: 'You are responsible for all activity under your account until you report its misuse.' },
    ],
  },
  {
    title: 'Access and Registration',
    body: [
      {
        type: 'paragraph',
        text: 'To register you must be at least 18 years old, or of the age of legal majority where you live if that is higher. One person may hold one account.',
      },
      {
        type: 'paragraph',
        text: 'We may accept or reject any registration, and we may suspend or end access to the services — for example when these terms are breached, when information proves false, or to protect other users or the integrity of our certificates. Where we end access to a paid service we have not delivered, we refund the amount paid for it.',
      },
    ],
  },
  {
    title: 'Service Availability',
    body: [
      {
        type: 'paragraph',
        text: 'We aim to keep the website available at all times and to meet the turnaround times we publish: two business days for an evaluation, one to two weeks for testing, and about one week, with a possible extra week, for an accreditation review. These are targets, not guarantees.',
      },
      {
        type: 'paragraph',
        text: 'We may interrupt the service for maintenance, and we may change, add or withdraw features. Fees are published on the fees page and may change without notice; the fee shown when you pay is the one that applies. You may ask for a refund within 7 days of payment.',
      },
    ],
  },
  {
    title: 'Force Majeure',
    body: [
      {
        type: 'paragraph',
        text: 'We are not liable for any failure or delay caused by events beyond our reasonable control, such as natural disasters, epidemics, war, civil unrest, government action, or failures of power, networks or third-party services.',
      },
      {
        type: 'paragraph',
        text: 'If such an event prevents us from fulfilling our obligations to you, we will tell you, and where applicable we will give you a full refund of the amounts paid for the services we could not provide.',
      },
    ],
  },
  {
    title: 'Data Protection and Privacy',
    body: [
      {
        type: 'paragraph',
        text: 'We process your personal data to provide the services, as explained in our [privacy policy](/privacy-policy). Card payments are handled by our card payment provider; we never receive or store your full card details.',
      },
    ],
  },
  {
    title: 'Limitation of Liability',
    body: [
      {
        type: 'paragraph',
        text: 'An evaluation is our professional opinion of a credential against US standards. It does not bind any employer, institution or authority, which remain free to make their own decisions.',
      },
      {
        type: 'paragraph',
        text: 'To the extent permitted by law, our total liability to you for any claim relating to a service is limited to the amount you paid for that service, and we are not liable for indirect or consequential losses such as lost opportunities or income. Nothing in these terms limits liability that cannot be limited by law.',
      },
    ],
  },
  {
    title: 'Acceptance of Terms',
    body: [
      {
        type: 'paragraph',
        text: 'By registering or using the services you accept these terms. We may update them; the date at the top of this page shows the latest version, and continued use after a change means you accept the updated terms.',
      },
      {
        type: 'paragraph',
        text: `These terms are governed by the laws of the State of ${branding.postalAddress.region === 'TX' ? 'Texas' : branding.postalAddress.region} and of the United States. Questions about them are welcome at [${branding.supportEmail}](mailto:${branding.supportEmail}).`,
      },
    ],
  },
];
