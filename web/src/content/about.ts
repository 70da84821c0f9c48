import type { PageMeta, RichBlock } from './types';

export const aboutMeta: PageMeta = {
  title: 'About us: our story and advisory board',
  description:
    'Who we are, why we evaluate credentials against US standards, how our evaluations are made, and the advisory board that oversees our work.',
};

export const aboutIntro = {
  eyebrow: 'About us',
  title: 'Making learning count, wherever it happened',
  lead: 'We are a US-based provider of credential evaluation, skill testing and institute accreditation. Our work is to turn what people have learned into a result that others understand and trust.',
} as const;

export const story: readonly RichBlock[] = [
  { type: 'heading', text: 'Why we started' },
  {
    type: 'paragraph',
    text: 'A nurse trained in Manila, a welder certified in Monterrey and a data analyst who learned online in Nairobi all face the same question when they apply for work or study in the United States: what is this qualification worth here? Traditional evaluation answers it slowly and at a price that shuts many people out. We founded the service to answer it within days, at a cost an individual can carry, without lowering the standard of the answer.',
  },
  { type: 'heading', text: 'How an evaluation is made' },
  {
    type: 'paragraph',
    text: 'Each submission is read by our evaluation engine, which compares the course content, depth and hours with the expectations of US education and industry, and proposes a level from Beginner to Expert together with rating points and the skills it found. A member of our team then reviews the proposal against the proof you provide before any certificate is issued. The engine makes evaluation fast and consistent; the human review makes it accountable.',
  },
  {
    type: 'list',
    items: [
      '**One scale for everyone:** levels 1 to 5, with the same criteria for a weekend workshop and a university degree.',
      '**Evidence before certificates:** no certificate is issued until your proof of completion has been checked.',
      '**Open verification:** every certificate can be checked by its ID and the holder’s name on [our verification page](/validate).',
    ],
  },
  { type: 'heading', text: 'Accrediting institutes' },
  {
    type: 'paragraph',
    text: 'We also review institutes — skill centres, colleges and universities — and accredit those whose programmes meet the standard. Accredited institutes appear in our [public register](/accredited-institutions), so learners can choose a course knowing how it will be recognised.',
  },
];

export const values = [
  { title: 'Independent', text: 'Our levels are not for sale: the fee is the same whatever the result.' },
  { title: 'Transparent', text: 'Fees are published, and every result explains the skills behind it.' },
  { title: 'Accountable', text: 'A person reviews every certificate before it carries our name.' },
] as const;

/**
 * The advisory board (spec section 1): four people, three with a title. Profile links are placeholders
 * until the members' own public profiles are confirmed.
 */
export const advisoryBoard: readonly { name: string; title?: string; biography: string; profileUrl: string }[] = [
  {
    name: 'Dr. Evelyn Hartwell',
    title: 'President',
    biography:
      'Evelyn spent twenty years in higher-education admissions, the last eight as dean of international admissions at a public university in Texas. She has reviewed credentials from more than ninety countries and chairs the board’s standards committee.',
    profileUrl: 'https://profiles.creds.example/evelyn-hartwell',
  },
  {
    name: 'Marcus Adeyemi',
    title: 'Executive Director',
    biography:
      'Marcus leads day-to-day operations and the evaluation team. Before joining, he built workforce-certification programmes for a national staffing company and advised community colleges on competency-based curricula.',
    profileUrl: 'https://profiles.creds.example/marcus-adeyemi',
  },
  {
    name: 'Sofia Lindqvist',
    title: 'Executive Secretary',
    biography:
      'Sofia keeps the board’s records, coordinates accreditation reviews and is the first point of contact for institutes. She previously managed quality-assurance audits for a European accreditation agency.',
    profileUrl: 'https://profiles.creds.example/sofia-lindqvist',
  },
  {
    name: 'Prof. Rajiv Menon',
    biography:
      'Rajiv is a professor of educational measurement. He advises on how our evaluation engine assigns levels and audits a sample of its results every quarter against independent human ratings.',
    profileUrl: 'https://profiles.creds.example/rajiv-menon',
  },
];

export const aboutCta = {
  heading: 'See what your credentials are worth',
  text: 'Create a free account and submit your first course for a preliminary evaluation today.',
  guestLabel: 'Register Now',
  memberLabel: 'Go to Your Dashboard',
} as const;
