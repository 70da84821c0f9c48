import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'Recruiters increasingly screen for skills rather than job titles or degree names. That is good news if you learned outside the usual paths — but only if you can show those skills in terms an employer recognises. Your evaluation is built to do exactly that.',
  },
  { type: 'heading', text: 'Read the skills in your result' },
  {
    type: 'paragraph',
    text: 'Next to the level, your result lists each skill the evaluation recognised, with a tick. These are written in the vocabulary of US job descriptions: “data visualisation”, “network troubleshooting”, “patient assessment”. They are the words an applicant-tracking system is searching for.',
  },
  { type: 'heading', text: 'Put them to work on your CV' },
  {
    type: 'list',
    ordered: true,
    items: [
      '**Lead with the level.** Under Education or Certifications, write the course, the institute and “Evaluated: Intermediate (US standard)”, with the certificate ID.',
      '**Mirror the skills.** Add the recognised skills to your skills section, using the same wording as the job advertisement where it matches.',
      '**Prove them with a story.** For your two strongest skills, prepare a sixty-second example of when you used them.',
      '**Make it checkable.** Mention that the certificate can be verified online; it signals confidence and saves the employer a step.',
    ],
  },
  {
    type: 'note',
    title: 'Missing a skill you have?',
    text: 'If you have a skill your certificates do not show, consider a skill test through our affiliated learning provider. Tested skills are kept on your record permanently.',
  },
  { type: 'heading', text: 'For freelancers' },
  {
    type: 'paragraph',
    text: 'Clients on freelance platforms rarely read transcripts. The Freelancer plan combines a skill test, a review of your portfolio and a certificate, so your profile can show a verified level next to your work samples. See the current price on the [fees page](/fees).',
  },
  { type: 'heading', text: 'For employers and trainers' },
  {
    type: 'paragraph',
    text: 'Training a team? Group plans certify each participant’s course at a per-certificate rate, and every certificate has its own ID. It gives your people a credential they keep, and gives you a consistent measure of what a programme achieved.',
  },
  {
    type: 'paragraph',
    text: 'Start with a free preliminary evaluation: [create your account](/register) and see which skills your courses already prove.',
  },
];
