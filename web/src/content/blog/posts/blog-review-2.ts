import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'Two business days is our standard turnaround, and most evaluations meet it. The ones that do not almost always wait for the same thing: a missing detail. Spend fifteen minutes with this checklist before you start and your submission will go straight through.',
  },
  { type: 'heading', text: 'About you' },
  {
    type: 'list',
    items: [
      '**Your full name, exactly as it appears on your certificate.** Verification matches the exact name, so use the same spelling, order and accents.',
      '**Your date of birth.** You must be 18 or over to hold an account.',
      '**Your city, state and country**, and **the last school you attended with your major.** These appear on your profile and help reviewers place your studies.',
    ],
  },
  { type: 'heading', text: 'About the course' },
  {
    type: 'list',
    items: [
      '**The course name**, as the institute writes it.',
      '**A copy of the certificate**, as a JPG, PNG, PDF, DOC or DOCX file. A clear phone photo is fine if every corner and the stamp or signature are visible.',
      '**The course outline or description.** This is the heart of the evaluation: the topics, the activities, the assessment. The official syllabus is best; the page from the institute’s website is next best.',
      '**The start and end dates**, and **the total hours completed.** Hours cannot exceed the time between the dates.',
    ],
  },
  { type: 'heading', text: 'About the institute' },
  {
    type: 'list',
    items: [
      '**Name, country and website** of the institute.',
      '**A contact person and their e-mail.** We contact institutes only when the proof needs confirming, and we tell you before we do.',
    ],
  },
  {
    type: 'note',
    title: 'Documents must be in English',
    text: 'If your certificate or outline is in another language, have it translated by a certified translator and upload the translation together with a copy of the original.',
  },
  { type: 'heading', text: 'Three mistakes to avoid' },
  {
    type: 'list',
    ordered: true,
    items: [
      '**A one-line description.** “Web development course, 3 months” gives the engine almost nothing to work with. Paste the full outline.',
      '**Blurred or cropped proof.** If a reviewer cannot read the name, date or stamp, they must ask you again.',
      '**A different name.** A nickname or a missing middle name on your account makes verification fail later. Fix it before you submit.',
    ],
  },
  {
    type: 'paragraph',
    text: 'The [user guide](/user-guide) walks through every screen with screenshots, and the [FAQ](/faq#evaluation) answers the common questions about evaluation.',
  },
];
