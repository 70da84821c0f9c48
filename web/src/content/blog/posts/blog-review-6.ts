import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'A certificate on paper, or as a PDF, can be copied and altered. That is why every certificate we issue can be confirmed online, free of charge, by anyone. If someone hands you a Creds certificate — a candidate, a student, a partner — here is how to check it.',
  },
  { type: 'heading', text: 'Step by step' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Open the [verification page](/validate). No account is needed.',
      'Enter the **certificate ID** printed on the certificate.',
      'Enter the holder’s **exact name**, as printed.',
      'Select **Validate**.',
    ],
  },
  {
    type: 'paragraph',
    text: 'A valid certificate shows “Valid” with its details: the certificate ID, the course name, the level, the course start and end dates, the institute, the date it was issued and the hours completed. Compare them with the document in front of you; every line should match.',
  },
  { type: 'heading', text: 'If it says “Invalid Certificate!”' },
  {
    type: 'list',
    items: [
      'Check the ID for look-alike characters (0 and O, 1 and I).',
      'Check the name: verification needs the exact spelling, including middle names and accents.',
      'Ask the holder to confirm both. An honest mistake is far more common than a forgery.',
      'If it still fails, contact us with the details: our support team will tell you whether we issued it.',
    ],
  },
  {
    type: 'note',
    title: 'Verifying an institute',
    text: 'To check that an institute is accredited, search its name in the [register of accredited institutes](/accredited-institutions), which shows each institute’s certificate number and accreditation period.',
  },
  {
    type: 'paragraph',
    text: 'For holders: put your certificate ID on your CV and in your online profiles. It lets a recruiter confirm your result in seconds, and signals that you have nothing to hide.',
  },
];
