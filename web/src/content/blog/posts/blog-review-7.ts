import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'Moving to the United States to study or work involves many deadlines, and a credential evaluation is often one of them. Starting early costs nothing and removes a source of last-minute stress. Here is a practical timeline.',
  },
  { type: 'heading', text: 'Three months before you apply' },
  {
    type: 'list',
    items: [
      '**Find out what is required.** Universities, licensing boards and employers differ: some ask for a course-by-course evaluation, some for a level, some for both. Read each requirement carefully.',
      '**Collect your documents.** Certificates, transcripts and course outlines. Request official copies from your institutes now; some take weeks.',
      '**Arrange translations.** Every document must be in English. Use a certified translator and keep copies of the originals.',
    ],
  },
  { type: 'heading', text: 'Two months before' },
  {
    type: 'list',
    items: [
      '**Run a free preliminary evaluation** of your main qualifications. The result shows immediately and tells you how they are likely to be read.',
      '**Fill any gaps.** If a skill you rely on is not shown by your certificates, book a skill test; testing takes one to two weeks.',
    ],
  },
  { type: 'heading', text: 'One month before' },
  {
    type: 'list',
    items: [
      '**Claim your certificates.** Allow two business days for review, plus time for any question the reviewer asks.',
      '**Update your CV and applications** with each level and certificate ID, and the skills the evaluation recognised.',
    ],
  },
  {
    type: 'note',
    title: 'Keep your records safe',
    text: 'Evaluations do not expire, but we keep evaluated certificates on file for up to two years. Download your certificates and store them with your other important documents.',
  },
  { type: 'heading', text: 'After you arrive' },
  {
    type: 'paragraph',
    text: 'New courses and training in the United States can be evaluated the same way, and your record grows with you. If your plans change — a different state, a different career — your evaluation travels with you, because it is based on what you learned rather than where.',
  },
  {
    type: 'paragraph',
    text: 'Questions about your situation? Our [FAQ](/faq) covers the common ones, and support is available on business days.',
  },
];
