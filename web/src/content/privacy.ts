import { branding, formatPostalAddress } from '@creds/contract';
import type { PageMeta, RichBlock } from './types';

export const privacyMeta: PageMeta = {
  title: 'Privacy policy',
  description:
    'What personal data we collect for credential evaluation, why, how long we keep it, who processes card payments, and how to exercise your rights. We answer within 30 days.',
};

export const privacyIntro = {
  eyebrow: 'Legal',
  title: 'Privacy policy',
  lastUpdated: '19 May 2025',
  lead: `${branding.legalName} (“we”, “us”) respects your privacy. This policy explains what we collect when you use ${branding.productName}, why, and the choices you have.`,
} as const;

export const privacySections: readonly { title: string; body: readonly RichBlock[] }[] = [
  {
    title: 'What we collect',
    body: [
      {
        type: 'list',
        items: [
          '**Account details:** your full name, e-mail address, date of birth and password (stored only as a secure hash).',
          '**Profile details you choose to add:** city, state, country, the last institute you attended and your majors.',
          '**Credentials you submit:** course descriptions, certificates and proof of completion, with the course, institute and contact details you enter.',
          '**Results:** the levels, rating points, skills and certificates we produce for you.',
          '**Technical data:** sign-in sessions, and the IP address and browser of requests, kept to secure the service.',
        ],
      },
    ],
  },
  {
    title: 'Payments and card data',
    body: [
      {
        type: 'paragraph',
        text: 'Creating an account and receiving a preliminary evaluation are free. Certificates of evaluation, group plans and accreditation are paid services.',
      },
      {
        type: 'paragraph',
        text: 'Payments are made by card through our card payment provider. Your card number, expiry date and security code are entered in the provider’s secure form and handled only by the provider; we never receive or store them. We keep a record of each payment — the amount, the date, its status and the provider’s reference — to deliver your certificate and handle refunds.',
      },
      {
        type: 'note',
        title: 'An earlier version of this policy',
        text: 'An earlier version said that the evaluation service was free and that we collected no financial information. That described the preliminary evaluation only. To be clear: certificates are paid, and while we keep the payment records above, we never hold your card details.',
      },
    ],
  },
  {
    title: 'Why we use your data',
    body: [
      {
        type: 'list',
        items: [
          'To run your account and evaluate the credentials you submit.',
          'To verify your proof of completion, which may mean contacting the institute you named.',
          'To issue certificates and let others verify them: verification shows a certificate’s details only to someone who enters both its ID and your exact name.',
          'To take payments, issue refunds and meet our legal and accounting duties.',
          'To send you messages about your account and evaluations. We do not send marketing e-mails without your consent.',
        ],
      },
    ],
  },
  {
    title: 'Who we share it with',
    body: [
      {
        type: 'paragraph',
        text: 'We do not sell your personal data. We share it only with the service providers that help us run the service — hosting, e-mail delivery and the card payment provider — under contracts that limit their use of it; with the institute you named, to confirm your proof; with our affiliated learning provider, if you book a skill test; and with authorities where the law requires it.',
      },
    ],
  },
  {
    title: 'How long we keep it',
    body: [
      {
        type: 'list',
        items: [
          'Evaluated certificates and the documents behind them: up to 2 years.',
          'Skills you have passed in a test: permanently, so they remain on your record.',
          'Payment records: as long as tax and accounting law requires.',
          'Your account: until you ask us to close it.',
        ],
      },
    ],
  },
  {
    title: 'How we protect it',
    body: [
      {
        type: 'paragraph',
        text: 'Data travels over encrypted connections, passwords are stored as one-way hashes, sessions can be revoked, and access to submitted documents is limited to the staff who review them.',
      },
    ],
  },
  {
    title: 'Your rights',
    body: [
      {
        type: 'paragraph',
        text: `You can see and correct most of your details in your account settings. You may also ask us for a copy of your data, to correct or delete it, or to stop a particular use of it. Write to [${branding.supportEmail}](mailto:${branding.supportEmail}); **we respond to every request within 30 days.**`,
      },
    ],
  },
  {
    title: 'Cookies',
    body: [
      {
        type: 'paragraph',
        text: 'We use one essential cookie to keep you signed in, and the browser’s local storage to remember small preferences such as the last article you read. We use no advertising or third-party tracking cookies.',
      },
    ],
  },
  {
    title: 'Children',
    body: [{ type: 'paragraph', text: 'Our services are for people aged 18 or over. We do not knowingly collect data from children.' }],
  },
  {
    title: 'Changes and contact',
    body: [
      {
        type: 'paragraph',
        text: `We will post any change to this policy on this page with a new date. Questions: [${branding.supportEmail}](mailto:${branding.supportEmail}), ${branding.phone}, or by post to ${formatPostalAddress()}.`,
      },
    ],
  },
];
