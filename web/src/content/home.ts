import type { PageMeta } from './types';

export const homeMeta: PageMeta = {
  title: 'Credential evaluation and accreditation against US standards',
  description:
    'Have your certificates, diplomas and courses evaluated against US standards, prove your skills with a verifiable certificate, or get your institute accredited.',
};

export const hero = {
  eyebrow: 'Credential evaluation · Skill testing · Accreditation',
  title: 'Your learning, recognised against US standards',
  lead: 'Submit a certificate, diploma, degree or course description. Our evaluation engine and reviewers assign it a level and rating points, and you receive an accredited certificate that employers and schools can verify online.',
  /** The primary button: to the dashboard when signed in, otherwise to sign in. */
  primaryLabel: 'Unlock Your Potential',
  secondaryLabel: 'Learn About Us',
  assurances: ['Evaluated against US standards', 'Every result reviewed by a person', 'Certificates verifiable online'],
} as const;

export const services = {
  heading: 'Three services, one standard',
  intro: 'Whether you are proving what you learned or showing that your institute teaches it well, the yardstick is the same.',
  items: [
    {
      icon: 'evaluation',
      title: 'Credential evaluation',
      text: 'Certificates, diplomas, degrees and course outlines are compared with US expectations for content, depth and hours. You receive a level from Beginner to Expert, rating points and, after verification, an accredited certificate.',
      link: { label: 'See evaluation fees', to: '/fees' },
    },
    {
      icon: 'testing',
      title: 'Skill testing',
      text: 'When paper is not enough, prove a skill directly. Tests are run by our affiliated learning provider, and the skills you pass are recorded with us permanently.',
      link: { label: 'How testing works', to: '/faq#testing' },
    },
    {
      icon: 'accreditation',
      title: 'Institute accreditation',
      text: 'Skill centres, colleges and universities can have their programmes reviewed and, once approved, appear in our public list of accredited institutes.',
      link: { label: 'Get Your Institute Accredited', to: '/accreditation' },
    },
  ],
} as const;

export const howItWorks = {
  heading: 'How it works',
  intro: 'Most evaluations are complete within two business days. Here is the whole journey.',
  steps: [
    { title: 'Create your account', text: 'Register with your name, e-mail and date of birth, then activate the account from the e-mail we send.' },
    { title: 'Describe your course', text: 'Paste the course description or upload the document, and add the proof of completion you hold.' },
    { title: 'Receive your level', text: 'You see the assigned level, rating points and the skills we found, straight away.' },
    { title: 'Claim your certificate', text: 'After payment and verification by our team, download a certificate anyone can check online.' },
  ],
  ctaLabel: 'Start Your Evaluation',
  videoTitle: 'How evaluation works',
} as const;

export const certificateSamples = {
  heading: 'What you receive',
  intro: 'Every certificate carries its own ID and the holder’s name, so anyone can confirm it is genuine in seconds.',
  samples: [
    {
      kind: 'evaluation',
      title: 'Certificate of evaluation',
      text: 'States the course, the institute, the dates and hours completed, the assigned level and the rating points.',
    },
    {
      kind: 'accreditation',
      title: 'Certificate of accreditation',
      text: 'Issued to institutes whose programmes pass review, with the accreditation period and certificate number.',
    },
  ],
  verifyLabel: 'Verify a Certificate',
} as const;

/** The counters strip (spec section 9): each counts up once, when it scrolls into view. */
export const counters = [
  { value: 50_000, label: 'Evaluations completed' },
  { value: 15_000, label: 'Skill badges awarded' },
  { value: 900, label: 'Certificates issued' },
  { value: 10_000, label: 'Individuals served' },
] as const;

export const audiences = {
  heading: 'Who we work with',
  items: [
    { title: 'Students and graduates', text: 'Show admissions offices what your studies are worth in US terms.' },
    { title: 'Professionals and job seekers', text: 'Give employers a level they recognise, not a transcript they have to decode.' },
    { title: 'Freelancers', text: 'Combine testing, a portfolio review and a certificate in one package.' },
    { title: 'Migrants', text: 'Carry your qualifications across borders with an evaluation in English.' },
    { title: 'Trainers', text: 'Certify a whole cohort of 25 to 50 participants at group rates.' },
    { title: 'Institutes', text: 'Earn accreditation and a place in our public register.' },
  ],
} as const;

/**
 * Testimonials. Publish only statements the person has agreed to share; a testimonial may carry a
 * same-origin video (it then starts at `testimonialVideo.startAtSeconds`).
 */
export const testimonials: readonly {
  quote: string;
  name: string;
  role: string;
  videoUrl?: string;
}[] = [
  {
    quote: 'My diploma was from a polytechnic no recruiter in Texas had heard of. The evaluation put it at Intermediate level with the hours spelled out, and I had two interviews the following month.',
    name: 'Amara O.',
    role: 'Network technician, Houston',
  },
  {
    quote: 'We enrolled a cohort of forty trainees. Every participant got a certificate with its own ID, and the group rate kept the cost below what we pay for printing.',
    name: 'Daniel R.',
    role: 'Training manager, a logistics firm',
  },
  {
    quote: 'I was unsure whether my online courses counted for anything. The skills list in the result showed exactly what I could put on my CV.',
    name: 'Lucía M.',
    role: 'Freelance UX designer',
  },
  {
    quote: 'The accreditation review asked hard questions about our course outlines, which is the point. Being listed has made conversations with partner colleges much easier.',
    name: 'Dr. Samuel K.',
    role: 'Director of a vocational institute',
  },
  {
    quote: 'Support answered my question about documents in English the same afternoon, and the certificate arrived before my visa appointment.',
    name: 'Priya S.',
    role: 'Registered nurse, relocating to Chicago',
  },
];

export const closingCta = {
  heading: 'Ready to see where you stand?',
  text: 'Creating an account is free, and your preliminary evaluation costs nothing. You pay only when you claim a certificate.',
  guestLabel: 'Create Your Free Account',
  memberLabel: 'Go to Your Dashboard',
} as const;
