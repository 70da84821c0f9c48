import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'You paste a course description, attach your certificate and select Evaluate. A few seconds later a level, a score and a list of skills appear. This article explains what happens in between, and what happens after, so you know exactly what your result means and how much to rely on it.',
  },
  { type: 'heading', text: '1. Reading the course' },
  {
    type: 'paragraph',
    text: 'The evaluation engine first extracts the text of your description or document. It looks for the signals an experienced evaluator would look for: the topics covered, the verbs that describe what learners do (list, apply, design, evaluate), the tools and methods named, the assessment, and the number of hours.',
  },
  { type: 'heading', text: '2. Comparing with US standards' },
  {
    type: 'paragraph',
    text: 'Those signals are compared with a reference built from US course catalogues and occupational skill frameworks. A course where learners only recall facts sits lower than one where they apply methods to new problems; fifteen hours of study sits lower than a hundred and twenty. The engine proposes a **level from 1 (Beginner) to 5 (Expert)**, **rating points** out of five and the **skills** it recognised.',
  },
  { type: 'heading', text: '3. Your preliminary result' },
  {
    type: 'paragraph',
    text: 'You see that proposal on screen immediately. It is free, and it is already useful: it tells you how your course is likely to be read in the United States and which skills it demonstrates. You can stop here, or go on to claim a certificate.',
  },
  { type: 'heading', text: '4. Human review and verification' },
  {
    type: 'paragraph',
    text: 'When you claim a certificate, a member of our evaluation team takes over. They check that your proof of completion matches the course, that the institute exists and that the dates and hours are consistent, and they confirm or adjust the level. Most reviews are complete within two business days.',
  },
  {
    type: 'note',
    title: 'Why both a machine and a person?',
    text: 'The engine makes evaluation fast, affordable and consistent: two identical courses always receive the same proposal. The reviewer makes it accountable: no certificate carries our name until a person has checked the evidence.',
  },
  { type: 'heading', text: '5. Your certificate' },
  {
    type: 'paragraph',
    text: 'The certificate of evaluation states the course, the institute, the dates, the hours completed, the level and the rating points. It carries a unique ID. Anyone you share it with can confirm it on our [verification page](/validate) by entering that ID and your exact name.',
  },
  {
    type: 'list',
    items: [
      'Evaluations do not expire: the level describes the course as you completed it.',
      'We keep evaluated certificates on file for up to two years, so you can download them again.',
      'If something is wrong with your result, write to support within 7 days of payment to discuss it or ask for a refund.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Ready to try? [Create a free account](/register) and submit your first course, or read [how to prepare your documents](/blog-review-2) first.',
  },
];
