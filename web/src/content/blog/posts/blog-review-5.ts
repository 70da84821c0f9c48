import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'Accreditation tells learners, employers and partner institutions that your programmes meet a recognised standard. This guide explains how our review works, what reviewers look for, how long it takes and what it costs, so you can prepare an application that goes through the first time.',
  },
  { type: 'heading', text: 'Who can apply' },
  {
    type: 'paragraph',
    text: 'Skill centres, training providers, colleges and universities, in the United States or abroad, that teach courses with a published outline, defined hours and an assessment of learners.',
  },
  { type: 'heading', text: 'What reviewers look for' },
  {
    type: 'list',
    items: [
      '**Clear learning outcomes** for each programme: what a learner can do at the end, not only the topics.',
      '**Content that matches the outcomes**, with hours that are realistic for them.',
      '**Fair assessment**: learners are examined on the outcomes, and results are recorded.',
      '**Qualified teaching staff** and the facilities or platform the courses need.',
      '**Honest information** for learners: fees, duration, entry requirements and what the certificate means.',
      '**Records you can produce**: enrolments, completions and certificates issued.',
    ],
  },
  { type: 'heading', text: 'The timeline' },
  {
    type: 'paragraph',
    text: 'Once your application is complete, the review takes about one week. If the reviewer needs more information, allow one more week after you reply. Applications are made from the [accreditation page](/accreditation), where you can download the application form.',
  },
  { type: 'heading', text: 'Fees' },
  {
    type: 'paragraph',
    text: 'A single fee covers registration and the first year. Each following year is renewed at the renewal fee, which increases by a fixed percentage annually. The [fees page](/fees) shows current amounts and a five-year schedule, so you can budget ahead.',
  },
  { type: 'heading', text: 'What you receive' },
  {
    type: 'list',
    items: [
      'A certificate of accreditation with its number and accreditation period.',
      'The right to show our seal on the accredited programmes, within the brand rules on our [branding page](/branding).',
      'A listing in the public [register of accredited institutes](/accredited-institutions), which learners consult when choosing a course.',
    ],
  },
  {
    type: 'note',
    title: 'A tip from our reviewers',
    text: 'Send one complete course outline per programme, in English, with the hours broken down by topic. It is the single thing that most often shortens a review.',
  },
];
