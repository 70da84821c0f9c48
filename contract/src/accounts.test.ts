import { describe, expect, it } from 'vitest';
import { activateAccountInputSchema, activationLinkInvalid, changePasswordInputSchema, dateOfBirthSchema, registerFormSchema, todayIsoDate, updateProfileInputSchema } from './accounts.js';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('account schemas', () => {
  it('calls an activation token longer than any the server sends an invalid link, not a validator\'s text', () => {
    const result = activateAccountInputSchema.safeParse({ update_token: 'x'.repeat(5000) });
    expect(result.error?.issues[0]?.message).toBe(activationLinkInvalid);
  });

  it('takes accented and other scripts\' letters in the profile (São Paulo, Île-de-France is no city: it has a hyphen)', () => {
    const profile = { city: 'São Paulo', state: 'Zürich', educationInstitute: 'Université de Montréal (Faculté des arts)', majors: 'Économie, King’s Studies' };
    expect(updateProfileInputSchema.safeParse(profile).success).toBe(true);
    expect(updateProfileInputSchema.safeParse({ city: 'Sa\u0303o Paulo', state: 'Łódź' }).success).toBe(true);
    expect(firstMessage(updateProfileInputSchema.safeParse({ city: 'Île-de-France' }), 'city')).toBe('City can only contain letters and spaces');
    expect(firstMessage(updateProfileInputSchema.safeParse({ city: 'Dallas 75' }), 'city')).toBe('City can only contain letters and spaces');
    expect(firstMessage(updateProfileInputSchema.safeParse({ majors: 'C++ & Rust' }), 'majors')).toBe("Majors can only contain letters, digits, spaces and . , ' ( ) -");
  });

  it('reports the confirmation mismatch on the confirmation field', () => {
    const result = registerFormSchema.safeParse({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      dateOfBirth: '1990-01-01',
      password: 'Str0ng!Pass',
      retypePassword: 'Str0ng!Pas',
    });
    expect(firstMessage(result, 'retypePassword')).toBe('Password does not match.');
  });

  it('asks for the confirmation before comparing it', () => {
    const result = registerFormSchema.safeParse({ username: 'Ada', email: 'a@b.co', dateOfBirth: '1990-01-01', password: 'Str0ng!Pass', retypePassword: '' });
    expect(firstMessage(result, 'retypePassword')).toBe('Please confirm your password');
  });

  it('accepts today as the 18th birthday and refuses tomorrow', () => {
    const today = new Date();
    const birthday = (dayOffset: number) => {
      const date = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate() + dayOffset);
      return todayIsoDate(date);
    };
    expect(dateOfBirthSchema.safeParse(birthday(0)).success).toBe(true);
    expect(dateOfBirthSchema.safeParse(birthday(1)).success).toBe(false);
  });

  it('requires the new password confirmation to match', () => {
    const result = changePasswordInputSchema.safeParse({ currentPassword: 'x', newPassword: 'Str0ng!Pass', newPasswordConfirm: 'other' });
    expect(firstMessage(result, 'newPasswordConfirm')).toBe('Passwords must match');
  });
});
