import { branding } from '@creds/contract';
import type { PageMeta } from './types';

export const faqMeta: PageMeta = {
  title: 'Frequently asked questions',
  description:
    'Answers about documents, evaluation times, skill testing, accreditation, payment, refunds, how long results last and how to reach support.',
};

export const faqIntro = {
  eyebrow: 'Help centre',
  title: 'Frequently asked questions',
  lead: 'Short answers to the questions we hear most. Choose a topic, or write to us if your question is not here.',
} as const;

export interface FaqSection {
  /** The anchor: /faq#{id} opens this section. */
  id: 'general' | 'evaluation' | 'testing' | 'accreditation';
  title: string;
  summary: string;
  questions: readonly { question: string; answer: string }[];
}

export const faqSections: readonly FaqSection[] = [
  {
    id: 'general',
    title: 'General',
    summary: 'Accounts, payment, refunds and support.',
    questions: [
      {
        question: 'What does the service do?',
        answer: `${branding.productName} evaluates certificates, diplomas, degrees and course descriptions against US standards, tests skills through an affiliated learning provider, and accredits institutes. You receive a level, rating points and, after verification, a certificate anyone can check online.`,
      },
      {
        question: 'Who can use it?',
        answer: 'Anyone aged 18 or over (or the age of legal majority where they live): students, professionals, freelancers, job seekers, migrants and trainers. Institutes apply for accreditation through a separate process.',
      },
      {
        question: 'How do I pay?',
        answer: 'By debit or credit card only, through our card payment provider. Card details go straight to the provider; we never see or store them. We do not accept bank transfers, cash or cheques.',
      },
      {
        question: 'Can I get a refund?',
        answer: `Yes. You can ask for a refund within 7 days of payment by writing to [${branding.supportEmail}](mailto:${branding.supportEmail}) with your certificate ID. The refund goes back to the card you paid with.`,
      },
      {
        question: 'When can I reach support?',
        answer: `${branding.supportHours}. Write to [${branding.supportEmail}](mailto:${branding.supportEmail}) or chat with us on ${branding.messagingLabel}; messages sent outside these hours are answered on the next business day.`,
      },
      {
        question: 'Where are the fees listed?',
        answer: 'On the [fees page](/fees), which always shows the current price table. Fees may change without notice; the amount shown when you pay is the one that applies.',
      },
    ],
  },
  {
    id: 'evaluation',
    title: 'Evaluation',
    summary: 'Documents, turnaround, results and how long they last.',
    questions: [
      {
        question: 'Which documents can I submit?',
        answer: 'Certificates, diplomas, degrees, transcripts and course descriptions or outlines. Send your certificate and your course outline as Word (DOC or DOCX) or PDF files, in English. Upload proof as JPG, PNG, PDF, DOC or DOCX; a course description can also be pasted as text.',
      },
      {
        question: 'Do my documents have to be in English?',
        answer: 'Yes. Every document must be in English. If your original is in another language, submit a certified English translation together with a copy of the original.',
      },
      {
        question: 'How long does an evaluation take?',
        answer: 'Two business days from the moment we have your complete submission and payment. The preliminary result — level, rating points and skills — appears on screen as soon as you submit.',
      },
      {
        question: 'What do the levels mean?',
        answer: 'Levels run from 1 (Beginner) through Novice, Intermediate and Advance to 5 (Expert), each shown as stars out of five. Level 0 means the engine could not assign a level and a reviewer will look at it. Our [blog explains the levels](/blog-review-3) in detail.',
      },
      {
        question: 'Do evaluations expire?',
        answer: 'No. An evaluation does not expire: the level describes the course as you completed it, and it stays valid.',
      },
      {
        question: 'How long do you keep my records?',
        answer: 'Evaluated certificates are kept on file for up to 2 years, so you can download them again and others can verify them. Skills you have passed in a test are kept permanently.',
      },
      {
        question: 'Can you evaluate my work experience?',
        answer: 'Not yet. Evaluation of work experience is planned, with a target of the end of 2025. Until then we evaluate formal learning: courses, certificates, diplomas and degrees.',
      },
    ],
  },
  {
    id: 'testing',
    title: 'Testing',
    summary: 'Proving a skill directly, through our affiliated learning provider.',
    questions: [
      {
        question: 'What is skill testing?',
        answer: 'A practical or written test that shows you master a skill, whether or not you hold a certificate for it. Tests are run by our affiliated learning provider; we record the result and include the skills on your evaluation.',
      },
      {
        question: 'How long does testing take?',
        answer: 'One week from booking to result in most cases, and up to two weeks when a test needs a specialist assessor.',
      },
      {
        question: 'How much does a test cost?',
        answer: 'The testing fee is set and published by the affiliated learning provider, and is paid to them. Freelancers can instead choose our package that combines testing, a portfolio review and a certificate; see the [fees page](/fees).',
      },
      {
        question: 'Do tested skills expire?',
        answer: 'No. Skills you have passed in a test are kept on record permanently.',
      },
      {
        question: 'Can I retake a test?',
        answer: 'Yes. The learning provider sets the waiting time and any fee for a retake; your record keeps the best result.',
      },
      {
        question: 'In which language are the tests?',
        answer: 'Testing is in English only: the questions, the instructions and your answers are all in English.',
      },
    ],
  },
  {
    id: 'accreditation',
    title: 'Accreditation',
    summary: 'For skill centres, colleges and universities.',
    questions: [
      {
        question: 'Which institutes can apply?',
        answer: 'Skill centres, training providers, colleges and universities that teach courses with published outlines, defined hours and an assessment. Start on the [accreditation page](/accreditation).',
      },
      {
        question: 'How long does the review take?',
        answer: 'About one week once we have your complete application. If we need more information from you, allow one more week.',
      },
      {
        question: 'What does accreditation cost?',
        answer: 'A fee for registration and the first year, then an annual renewal that rises by a fixed percentage each year. The [fees page](/fees) shows the current amounts and the five-year schedule.',
      },
      {
        question: 'What do accredited institutes receive?',
        answer: 'A certificate of accreditation with its number and period, the right to display our seal on the accredited programmes, and a listing in the public [register of accredited institutes](/accredited-institutions).',
      },
      {
        question: 'In which language do we submit our application?',
        answer: 'In English. Everything you submit for accreditation (the application, course outlines and supporting documents) must be in English; add a certified English translation of any document issued in another language.',
      },
      {
        question: 'Whom do I contact about an application?',
        answer: `Write to [${branding.accreditationEmail}](mailto:${branding.accreditationEmail}). The team answers ${branding.supportHours}.`,
      },
    ],
  },
];

export const guideBox = {
  heading: 'New here? Read the user guide',
  text: 'A step-by-step walkthrough with screenshots, a video and the list of details to have ready before you start.',
  label: 'Open the User Guide',
} as const;
