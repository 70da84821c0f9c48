import { branding } from '@creds/contract';
import type { PageMeta } from './types';

/**
 * The user guide: the /user-guide page and the PDF the build renders from it (`/user-guide.pdf`), so
 * the two never drift. Screenshots live in `web/public/guide/` and are captured from the real app by
 * `npm run capture:guide` (e2e/guide-capture.ts).
 */
export const userGuideMeta: PageMeta = {
  title: 'User guide: how to get your credentials evaluated',
  description:
    'A step-by-step guide with screenshots and a video: create an account, submit a course, read your result, pay and download your certificate. Download it as a PDF.',
};

export const userGuideIntro = {
  eyebrow: 'User guide',
  title: 'Your evaluation, step by step',
  lead: 'Everything you need to go from a certificate in a drawer to a verified evaluation: what to prepare, what each screen asks, and what happens next.',
} as const;

export const userGuidePdf = {
  path: '/user-guide.pdf',
  fileName: 'creds-user-guide.pdf',
  label: 'Download the guide (PDF)',
} as const;

/** The details to have ready (spec section 2, user guide). */
export const itemsToPrepare = {
  heading: 'What to prepare',
  intro: 'Gather these before you start; a complete submission is what lets us finish within two business days.',
  groups: [
    {
      title: 'About you',
      items: ['Your full name, exactly as on your documents', 'Your date of birth', 'Your city, state and country', 'The last school you attended and your major'],
    },
    {
      title: 'About the course',
      items: [
        'The course name',
        'A copy of the certificate (JPG, PNG, PDF, DOC or DOCX)',
        'The course outline or description',
        'The start and end dates',
        'The total hours completed',
      ],
    },
    {
      title: 'About the institute',
      items: ['The institute’s name', 'Its country', 'Its website', 'A contact person at the institute and their e-mail'],
    },
  ],
} as const;

export interface GuideStep {
  title: string;
  text: string;
  tips?: readonly string[];
  /** A capture of the real screen under /guide/, with its description for people who cannot see it. */
  screenshot?: { src: string; alt: string; width: number; height: number };
}

export const guideSteps: readonly GuideStep[] = [
  {
    title: 'Create your account',
    text: 'Choose Get Started at the top of any page. Enter your full name, e-mail address, date of birth and a password of 8 to 32 characters, then select Register.',
    tips: ['You must be 18 or over.', 'Use an e-mail address you can open now: the activation link goes there.'],
    screenshot: {
      src: '/guide/register.jpg',
      alt: 'The Register your account form with fields for full name, e-mail address, date of birth, password and confirm password.',
      width: 1280,
      height: 800,
    },
  },
  {
    title: 'Activate and sign in',
    text: 'Open the e-mail we send and follow the activation link; your account opens on the dashboard. Next time, choose Sign In and enter your e-mail and password. Tick Remember me on your own device only.',
    tips: ['No e-mail after a few minutes? Check your spam folder, then ask for a new link from the sign-in page.'],
    screenshot: {
      src: '/guide/sign-in.jpg',
      alt: 'The Sign in form with e-mail and password fields, a Remember me box and a Forgot password link.',
      width: 1280,
      height: 800,
    },
  },
  {
    title: 'Complete your profile',
    text: 'Under Account, open Settings. Add your city, state, country, the last institute you attended and your majors, then select Save Changes. These details appear on your certificates.',
    screenshot: {
      src: '/guide/settings.jpg',
      alt: 'The Settings page with the Profile Information tab: read-only name, e-mail and date of birth, and editable city, state, country, institute and majors.',
      width: 1280,
      height: 800,
    },
  },
  {
    title: 'Submit a course for evaluation',
    text: 'From the dashboard choose Register New Certificate. Paste the course description on the Text Upload tab, or upload the document on the File Upload tab, fill in the course and institute details, attach your proof and select Evaluate.',
    tips: ['Documents must be in English.', 'The more detailed the outline, the more skills the evaluation can recognise.'],
  },
  {
    title: 'Read your result',
    text: 'The result appears straight away: the course complexity as a level from Beginner to Expert, the rating points and a tick for each skill recognised. This preliminary evaluation is free.',
  },
  {
    title: 'Pay and claim your certificate',
    text: 'Select Pay to open the secure card form, or Claim Certificate if the certificate is already paid for. Our team verifies your proof and e-mails you when the certificate is ready, usually within two business days.',
    tips: ['You can ask for a refund within 7 days of payment.'],
  },
  {
    title: 'Download and share',
    text: 'Open History to see every evaluation with its level, points and status, and download your certificates. Anyone can confirm a certificate on the verification page with its ID and your exact name.',
  },
];

export const guideHelp = {
  heading: 'Still stuck?',
  text: `Our support team is available ${branding.supportHours}. Write to ${branding.supportEmail} and include your certificate ID if you have one.`,
} as const;
