import type { PageMeta } from './types';

export const feesMeta: PageMeta = {
  title: 'Fees and charges',
  description:
    'Current fees for credential evaluation (individual, freelancer, trainer and enterprise plans), skill testing and institute accreditation, with the renewal schedule.',
};

export const feesIntro = {
  title: 'FEES AND CHARGES',
  lead: 'Find the fee structure for our services below.',
} as const;

export const feeGroups = {
  evaluation: {
    heading: 'Credential evaluation',
    intro: 'Choose the plan that fits how many certificates you need. Group plans are priced per participant for each course.',
    /** How each plan's price is read, by plan name (`evaluationPlans` in the contract). */
    unit: {
      Individual: 'per certificate',
      Freelancer: 'per package',
      Trainer: 'per certificate',
      Enterprise: 'per certificate, per course',
      'Enterprise Plus': 'per certificate, per course',
    } as Record<string, string>,
    estimator: {
      heading: 'Estimate a group',
      label: 'Number of participants',
      hint: 'Fewer than 25 participants pay the individual rate; Trainer rates apply from 25 to 50 participants, Enterprise from 51 to 100, Enterprise Plus from 101.',
    },
  },
  testing: {
    heading: 'Skill testing',
    text: 'Skill tests are run by our affiliated learning provider. The testing fee is published by the affiliated learning provider and paid to them when you book a test. Freelancers can combine testing with a portfolio review and a certificate in the Freelancer plan above.',
    note: 'Testing usually takes one week, and up to two weeks for specialist skills.',
  },
  accreditation: {
    heading: 'Institute accreditation',
    intro: 'One fee covers registration and the first year of accreditation. Each later year is renewed at the renewal fee, which rises by a fixed percentage every year.',
    scheduleCaption: 'Accreditation fees for the first five years',
  },
} as const;

export const feesNotes = [
  'Fees may change without notice. The amount shown on the payment screen is the one that applies.',
  'All amounts are in US dollars and are paid by card through our card payment provider.',
  'You can ask for a refund within 7 days of payment.',
] as const;
