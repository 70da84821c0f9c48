import { describe, expect, it } from 'vitest';
import { courseNameSchema, creditHoursSchema, evaluationMessages as m, instituteCountrySchema } from './evaluations.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the evaluation form rules (spec section 5)', () => {
  it.each(['Data Structures 2', 'Économie du développement', 'Café_Management-101', 'Cafe\u0301 Management', 'Основы программирования'])(
    'takes the course name %j: letters of any script, accents included',
    (name) => {
      expect(courseNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it.each(['C#', 'Data/Structures', 'AI', 'C++ Basics', 'Course (Part 1)'])('refuses the course name %j', (name) => {
    expect(messageOf(courseNameSchema.safeParse(name))).toBe(m.courseNameInvalid);
  });

  it.each([
    ['45', 45],
    [' 999 ', 999],
    [1, 1],
  ])('takes credit hours %j as %j', (value, hours) => {
    expect(creditHoursSchema.parse(value)).toBe(hours);
  });

  it.each([
    ['', m.creditHoursRequired],
    ['  ', m.creditHoursRequired],
    [undefined, m.creditHoursRequired],
    ['abc', m.creditHoursNumber],
    ['12abc', m.creditHoursNumber],
    ['0x10', m.creditHoursNumber],
    ['1e2', m.creditHoursNumber],
    ['Infinity', m.creditHoursNumber],
    ['0', m.creditHoursMin],
    ['-5', m.creditHoursMin],
    ['1000', m.creditHoursMax],
    ['12.5', m.creditHoursWhole],
  ])('refuses credit hours %j with "%s"', (value, message) => {
    expect(messageOf(creditHoursSchema.safeParse(value))).toBe(message);
  });

  it('takes the institute country as typed, with the list’s spelling for a listed name in any case', () => {
    expect(instituteCountrySchema.parse('united states')).toBe('United States');
    expect(instituteCountrySchema.parse('  GERMANY ')).toBe('Germany');
    expect(instituteCountrySchema.parse('Atlantis')).toBe('Atlantis');
    expect(messageOf(instituteCountrySchema.safeParse('   '))).toBe(m.required);
    expect(messageOf(instituteCountrySchema.safeParse('x'.repeat(65)))).toBe('Must be at most 64 characters');
  });
});
