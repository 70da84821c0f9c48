import { z } from 'zod';
import { isCountryName } from './countries.js';
import { errorMessages } from './error-messages.js';

/** Validation messages of spec section 5, and the account flows' notices. */
export const accountMessages = {
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 32 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailMax: 'Email must be at most 100 characters',
  usernameRequired: 'Username is required',
  usernameMin: 'Name is too short',
  usernameMax: 'Name can only be 64 characters long',
  dobRequired: 'Date of Birth is required',
  dobBefore1950: 'Date cannot be before 1950',
  dobFuture: 'Date cannot be in the future',
  dobInvalid: 'Invalid date specified',
  dobUnderage: 'You must be at least 18 years old to register',
  emailTaken: 'An account with this email already exists. Sign in, or use Forgot password if you cannot.',
  retypeMismatch: 'Password does not match.',
  retypeRequired: 'Please confirm your password',
  newPasswordMismatch: 'Passwords must match',
  newPasswordConfirmRequired: 'Please confirm your new password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordTooLong: 'Current password can only be 200 characters long',
  profileDobMin: 'Date of Birth should at least be 8 characters long.',
  verificationCodeLength: 'Verification code must be exactly 8 characters',
  // Notices and fallbacks (spec sections 7 and 8).
  forgotPasswordSent: 'Check your email for the verification code!',
  passwordResetDone: 'Password reset successfully!',
  activationSuccess: 'Account Activation Successful',
  loginFailed: 'Failed to login',
  registerFailed: 'Failed to register the account.',
  changePasswordFailed: 'Failed to change the password.',
  profileFetchFailed: 'Failed to fetch profile data.',
  sendCodeFailed: 'Failed to send the verification code.',
  submitCodeFailed: 'Failed to submit form, please try again.',
  offline: errorMessages.offline,
  resetFailed: 'Failed to reset password.',
  activationFailed: 'Failed to activate account.',
  logoutFailed: 'Failed to logout',
  loggingOut: 'Logging out... Please wait.',
} as const;

export const minimumAge = 18;
export const earliestBirthDate = '1950-01-01';
export const verificationCodeLength = 8;

export const roles = ['user', 'reviewer', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

const m = accountMessages;
// Deliberately simple: one @, no spaces, a dot in the domain. Delivery is the real check.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(100, { error: m.emailMax })
  .regex(emailPattern, { error: m.emailInvalid });

export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(8, { error: m.passwordMin })
  .max(32, { error: m.passwordMax })
  .regex(/[A-Z]/, { error: m.passwordUppercase })
  .regex(/[a-z]/, { error: m.passwordLowercase })
  .regex(/[0-9]/, { error: m.passwordNumber })
  .regex(/[^A-Za-z0-9]/, { error: m.passwordSpecial });

export const usernameSchema = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, { error: m.usernameRequired })
  .min(3, { error: m.usernameMin })
  .max(64, { error: m.usernameMax });

/** Today's date as YYYY-MM-DD in the user's (or server's) local time. */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date written YYYY-MM-DD that exists (not 2024-02-31). */
export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The date on which someone born on `dob` turns `years` (29 February births count from 1 March). */
function anniversary(dob: string, years: number): string {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  return date.toISOString().slice(0, 10);
}

export const dateOfBirthSchema = z
  .string({ error: m.dobRequired })
  .trim()
  .min(1, { error: m.dobRequired })
  .superRefine((value, ctx) => {
    if (!value) return;
    if (!isRealIsoDate(value)) return void ctx.addIssue({ code: 'custom', message: m.dobInvalid });
    const today = todayIsoDate();
    if (value < earliestBirthDate) return void ctx.addIssue({ code: 'custom', message: m.dobBefore1950 });
    if (value > today) return void ctx.addIssue({ code: 'custom', message: m.dobFuture });
    if (anniversary(value, minimumAge) > today) ctx.addIssue({ code: 'custom', message: m.dobUnderage });
  });

/** What the API takes to register (spec: username, email, dob, password). */
export const registerInputSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  dob: dateOfBirthSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The register form adds the confirmation, which never leaves the browser. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    dateOfBirth: dateOfBirthSchema,
    password: passwordSchema,
    retypePassword: z.string({ error: m.retypeRequired }).min(1, { error: m.retypeRequired }),
  })
  .refine((form) => !form.retypePassword || form.password === form.retypePassword, {
    path: ['retypePassword'],
    message: m.retypeMismatch,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  // Sign-in checks only presence: the complexity rules may have changed since the password was set.
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(200),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;
/**
 * The sign-in form checks the password against the password rules as it is typed (spec sections 2
 * and 5: validated on every change and blur), as every password was set under them; the server only
 * checks presence and answers wrong credentials alike.
 */
export const loginFormSchema = loginInputSchema.extend({ password: passwordSchema });

export const verificationCodeSchema = z
  .string({ error: m.verificationCodeLength })
  .trim()
  .length(verificationCodeLength, { error: m.verificationCodeLength });

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const verifyCodeInputSchema = z.object({ email: emailSchema, auth_code: verificationCodeSchema });
export const resetPasswordInputSchema = z.object({
  email: emailSchema,
  auth_code: verificationCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Step 3 of the forgot-password wizard. */
export const setPasswordFormSchema = z
  .object({
    password: passwordSchema,
    retypePassword: z.string({ error: m.retypeRequired }).min(1, { error: m.retypeRequired }),
  })
  .refine((form) => !form.retypePassword || form.password === form.retypePassword, {
    path: ['retypePassword'],
    message: m.retypeMismatch,
  });

/** An activation link whose token is not one the server ever sent (mistyped, cut, or padded). */
export const activationLinkInvalid = 'This activation link is not valid. Check that you opened the whole link from the email, or send a new one.';

export const activateAccountInputSchema = z.object({
  update_token: z.string().trim().min(1, { error: 'The activation link is incomplete.' }).max(200, { error: activationLinkInvalid }),
});
export const resendActivationInputSchema = z.object({ email: emailSchema });

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, { error: m.currentPasswordRequired })
      .max(200, { error: m.currentPasswordTooLong }),
    newPassword: passwordSchema,
    newPasswordConfirm: z
      .string({ error: m.newPasswordConfirmRequired })
      .min(1, { error: m.newPasswordConfirmRequired }),
  })
  .refine((form) => !form.newPasswordConfirm || form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: m.newPasswordMismatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

// Letters are any script's letters with their accents (São Paulo, Zürich, Université de Montréal, Łódź),
// typed precomposed or as a letter and combining marks; the typographic apostrophe phones type counts as "'".
const lettersAndSpaces = /^[\p{L}\p{M} ]*$/u;
const instituteCharacters = /^[\p{L}\p{M}0-9 .,'’()-]*$/u;

const optionalText = (label: string, pattern: RegExp, allowed: string) =>
  z
    .string()
    .trim()
    .max(64, { error: `${label} must be at most 64 characters` })
    .regex(pattern, { error: `${label} can only contain ${allowed}` })
    .optional()
    .transform((value) => value || undefined);

/** The editable part of the profile (username, email and date of birth are read-only). */
export const updateProfileInputSchema = z.object({
  city: optionalText('City', lettersAndSpaces, 'letters and spaces'),
  state: optionalText('State', lettersAndSpaces, 'letters and spaces'),
  country: z
    .string()
    .trim()
    .max(64, { error: 'Country must be at most 64 characters' })
    .refine((value) => value === '' || isCountryName(value), { error: 'Choose a country from the list' })
    .optional(),
  educationInstitute: optionalText('Institute', instituteCharacters, "letters, digits, spaces and . , ' ( ) -"),
  majors: optionalText('Majors', instituteCharacters, "letters, digits, spaces and . , ' ( ) -"),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  dob: z.string().nullable(),
  role: roleSchema,
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  educationInstitute: z.string().nullable(),
  majors: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Any answer whose msg is only a notice for the user. */
export const noticeSchema = z.object({ msg: z.string() });
/** Register and activation answer with the string status '200' that the client checks (spec section 7). */
export const statusNoticeSchema = z.object({ status: z.literal('200'), msg: z.string() });
export const currentUserResponseSchema = z.object({ msg: z.object({ currentUser: currentUserSchema.nullable() }) });
export const loginResponseSchema = z.object({ msg: z.object({ user: currentUserSchema }) });
export const activationResponseSchema = z.object({
  status: z.literal('200'),
  msg: z.object({ user: currentUserSchema }),
});
/** GET auth/valid-username/{username}: a name that breaks a rule answers 400 with the rule's message. Names need not be unique. */
export const usernameValiditySchema = z.object({ msg: z.object({ valid: z.literal(true) }) });
export const profileResponseSchema = z.object({ msg: profileSchema });
export const registrationEventInputSchema = z.object({
  email: emailSchema,
  client_user_agent: z.string().max(500).optional(),
});
