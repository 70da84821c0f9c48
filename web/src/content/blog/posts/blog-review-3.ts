import type { RichBlock } from '../../types';

export const body: readonly RichBlock[] = [
  {
    type: 'paragraph',
    text: 'Every evaluation ends with a level and rating points. They are designed to be understood at a glance by an employer or admissions officer who has never heard of your institute. Here is what each level means and how to read your points.',
  },
  { type: 'heading', text: 'The five levels' },
  {
    type: 'list',
    ordered: true,
    items: [
      '**Beginner.** An introduction: the learner can recognise and describe the basic ideas of a field. Typical of short workshops and taster courses.',
      '**Novice.** Foundations: the learner follows established procedures with guidance. Typical of entry-level certificates.',
      '**Intermediate.** Independent practice: the learner applies methods to ordinary problems without supervision. Typical of diplomas and the first years of a degree.',
      '**Advance.** Depth and judgement: the learner analyses unfamiliar problems, chooses between methods and explains why. Typical of advanced diplomas and full bachelor’s programmes.',
      '**Expert.** Mastery: the learner designs, evaluates and improves practice in the field, and can teach it. Typical of graduate study and senior professional certifications.',
    ],
  },
  {
    type: 'note',
    title: 'And level 0?',
    text: 'Level 0 means the engine could not assign a level, usually because the description was too short or unclear. It is not a judgement of your course: a reviewer looks at it, and you can resubmit with a fuller outline.',
  },
  { type: 'heading', text: 'Rating points' },
  {
    type: 'paragraph',
    text: 'Rating points, shown as stars out of five, say how strongly the course sits within its level. Two Intermediate courses can differ: one just crossed the line, the other almost reached Advance. Points help you compare courses of the same level, for example when choosing which certificates to put first on a CV.',
  },
  { type: 'heading', text: 'What moves a course up' },
  {
    type: 'list',
    items: [
      '**Cognitive demand:** designing and evaluating weighs more than recalling and describing.',
      '**Breadth and depth of topics:** a course that covers a field’s core and its advanced methods ranks higher.',
      '**Hours:** more guided study and practice, within reason, supports a higher level.',
      '**Assessment:** a project or practical exam says more than attendance.',
    ],
  },
  { type: 'heading', text: 'What does not' },
  {
    type: 'paragraph',
    text: 'The name of the course, the prestige of the institute and the price you paid for it do not change the level. Our evaluation reads what was taught and assessed. That is what makes a Creds level comparable across countries and institutions.',
  },
  {
    type: 'paragraph',
    text: 'Curious how the result turns into a certificate? Read [how credential evaluation works](/blog-review-1).',
  },
];
