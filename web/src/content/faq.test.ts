import { describe, expect, it } from 'vitest';
import { faqSections, type FaqSection } from './faq';

const answers = (id: FaqSection['id']) => faqSections.find((section) => section.id === id)!.questions.map((item) => item.answer).join('\n');

describe('FAQ content', () => {
  it('states the document rules of spec section 5, each in its section', () => {
    expect(answers('evaluation')).toContain('Send your certificate and your course outline as Word (DOC or DOCX) or PDF files, in English.');
    expect(answers('evaluation')).toContain('Every document must be in English.');
    expect(answers('accreditation')).toMatch(/Everything you submit for accreditation .* must be in English/);
    expect(answers('testing')).toContain('Testing is in English only');
  });
});
