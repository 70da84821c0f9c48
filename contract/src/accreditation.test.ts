import { describe, expect, it } from 'vitest';
import { accreditationMessages, applicationDocumentRule, applicationFieldsSchema } from './accreditation.js';
import { checkFile, evaluationMessages, proofFileRule } from './evaluations.js';

const issueOf = (field: string, value: unknown) =>
  applicationFieldsSchema.shape[field as keyof typeof applicationFieldsSchema.shape].safeParse(value).error?.issues[0]?.message;

describe('the accreditation application numbers', () => {
  it('says the same plain message for a number out of range, however long it is', () => {
    for (const value of ['0', '10000001', '1000000000000', '12345678901234567890']) {
      expect(issueOf('learnersPerYear', value), value).toBe(accreditationMessages.learnersInvalid);
    }
    expect(issueOf('learnersPerYear', '1,200')).toBeUndefined();
    expect(issueOf('yearFounded', '0001')).toBe(accreditationMessages.yearFoundedInvalid);
    expect(issueOf('yearFounded', '1998')).toBeUndefined();
  });
});

describe('the accreditation documents', () => {
  it('names the accepted types for a document of another type; the evaluation proof keeps the spec\'s message', () => {
    const exe = { name: 'malware.exe', type: 'application/x-msdownload', size: 100 };
    expect(checkFile(exe, applicationDocumentRule)).toBe(accreditationMessages.documentType);
    expect(accreditationMessages.documentType).toBe('Choose a PDF, Word document or image (JPEG or PNG).');
    expect(checkFile(exe, proofFileRule)).toBe(evaluationMessages.fileType);
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.jpg', 'a.jpeg', 'a.png']) expect(checkFile({ name, type: '', size: 100 }, applicationDocumentRule)).toBeNull();
  });
});
