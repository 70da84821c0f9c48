import type { PageMeta } from './types';

export const visionMeta: PageMeta = {
  title: 'Our vision, mission and values',
  description:
    'Our mission of AI-driven evaluation, testing and accreditation across the United States and internationally, the six values we work by and our four objectives.',
};

export const visionIntro = {
  eyebrow: 'Our vision',
  title: 'A world where skills are recognised wherever they were learned',
  lead: 'Talent is everywhere; recognition is not. We want a person’s learning to be understood the moment they cross a border, change careers or apply for a place.',
} as const;

export const mission = {
  heading: 'Our mission',
  text: 'To provide fast, fair and verifiable evaluation of credentials and skills, skill testing and accreditation of institutes — across the United States and internationally — by combining AI-driven analysis with accountable human review.',
} as const;

/** The six core values of spec section 1, in its order. */
export const coreValues = [
  { title: 'Trust', text: 'Every certificate we issue can be checked by anyone, at any time, by its ID and the holder’s name.' },
  { title: 'Innovation', text: 'We use AI to read and compare courses at scale, and keep improving how it assigns levels.' },
  { title: 'Accessibility', text: 'Fees an individual can afford, results within days, and a site usable by everyone.' },
  { title: 'Integrity', text: 'The same criteria for every applicant; results are never negotiated and never sold.' },
  { title: 'Customer Focus', text: 'Clear answers, real people on support, and refunds when we cannot deliver.' },
  { title: 'Adaptability', text: 'Curricula and industries change; our standards and skill lists change with them.' },
] as const;

/** The four strategic objectives of spec section 1. */
export const strategicObjectives = [
  {
    title: 'Global Expansion',
    text: 'Recognise credentials from every country and partner with institutes on every continent, so no learner is left out because of where they studied.',
  },
  {
    title: 'Technological Leadership',
    text: 'Keep our evaluation engine at the forefront of educational measurement, and add the evaluation of work experience to that of courses and diplomas.',
  },
  {
    title: 'Security Excellence',
    text: 'Protect personal data and make certificates tamper-evident, so a result is as safe to rely on as it is easy to verify.',
  },
  {
    title: 'Customer Success',
    text: 'Measure ourselves by the doors our certificates open: interviews, admissions and partnerships for the people and institutes we serve.',
  },
] as const;

export const visionActions = {
  aboutLabel: 'Learn About Us',
  accreditationLabel: 'Get Your Institute Accredited',
} as const;
