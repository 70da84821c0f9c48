import type { PageMeta, RichBlock } from '../types';

export const blogsMeta: PageMeta = {
  title: 'Blog: guides to evaluation, skills and accreditation',
  description:
    'Practical articles on how credential evaluation works, preparing documents, what levels mean, skills and employability, accreditation, verification and studying abroad.',
};

export const blogsIntro = {
  eyebrow: 'Blog',
  title: 'Guides and insights',
  lead: 'Practical reading for learners, employers and institutes: how evaluation works, how to prepare, and how to make a result work for you.',
} as const;

export type BlogTopic = 'evaluation' | 'documents' | 'levels' | 'skills' | 'accreditation' | 'verification' | 'abroad';

export interface BlogPost {
  /** 1 to 7: the article lives at /blog-review-{number} (and /Blog-review-{number}). */
  number: number;
  path: string;
  title: string;
  summary: string;
  topic: BlogTopic;
  category: string;
  published: string;
  readingMinutes: number;
}

function post(number: number, fields: Omit<BlogPost, 'number' | 'path'>): BlogPost {
  return { number, path: `/blog-review-${number}`, ...fields };
}

export const blogPosts: readonly BlogPost[] = [
  post(1, {
    title: 'How credential evaluation works, from upload to certificate',
    summary: 'What happens to your course description after you select Evaluate: the engine, the human review and the certificate.',
    topic: 'evaluation',
    category: 'Evaluation',
    published: '2025-03-04',
    readingMinutes: 4,
  }),
  post(2, {
    title: 'Preparing your documents: a checklist that saves days',
    summary: 'Most delays come from missing details. Here is exactly what to gather before you submit, and why each item matters.',
    topic: 'documents',
    category: 'Getting started',
    published: '2025-03-18',
    readingMinutes: 4,
  }),
  post(3, {
    title: 'Beginner to Expert: the five evaluation levels explained',
    summary: 'What separates Novice from Intermediate, how rating points work, and what a level 0 means.',
    topic: 'levels',
    category: 'Evaluation',
    published: '2025-04-01',
    readingMinutes: 5,
  }),
  post(4, {
    title: 'Skills, not just titles: how evaluation helps employability',
    summary: 'Employers hire for skills. How to turn the skills in your evaluation into a stronger CV and better interviews.',
    topic: 'skills',
    category: 'Careers',
    published: '2025-04-15',
    readingMinutes: 4,
  }),
  post(5, {
    title: 'Accreditation for institutes: what reviewers look for',
    summary: 'A plain guide for skill centres, colleges and universities: the review, the timeline, the fees and the benefits.',
    topic: 'accreditation',
    category: 'Institutes',
    published: '2025-04-29',
    readingMinutes: 5,
  }),
  post(6, {
    title: 'How to verify a certificate in under a minute',
    summary: 'For employers, admissions officers and anyone handed a certificate: how online verification works and what to do if it fails.',
    topic: 'verification',
    category: 'Verification',
    published: '2025-05-13',
    readingMinutes: 3,
  }),
  post(7, {
    title: 'Studying or working abroad? Make your credentials travel',
    summary: 'A timeline for students and professionals moving to the United States: when to evaluate, what to translate and how to present it.',
    topic: 'abroad',
    category: 'Careers',
    published: '2025-05-27',
    readingMinutes: 5,
  }),
];

/** Each article's text, loaded with its page only. */
export const loadBlogBody: Record<number, () => Promise<{ body: readonly RichBlock[] }>> = {
  1: () => import('./posts/blog-review-1'),
  2: () => import('./posts/blog-review-2'),
  3: () => import('./posts/blog-review-3'),
  4: () => import('./posts/blog-review-4'),
  5: () => import('./posts/blog-review-5'),
  6: () => import('./posts/blog-review-6'),
  7: () => import('./posts/blog-review-7'),
};
