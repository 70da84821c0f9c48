import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../providers/mail.js';

/** What the account use cases work with. */
export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: Config['publicUrl'];
  /** Activating the account of this e-mail makes it an admin. */
  bootstrapAdminEmail?: string | undefined;
}

export const activationTokenMs = 48 * 60 * 60 * 1000;
export const resetCodeMs = 15 * 60 * 1000;
export const maxWrongCodeAttempts = 5;

export const limits = {
  // Failed sign-ins: 10 on an account from one address stop that address (guessing); an account's owner
  // signing in from elsewhere is not locked out by them. 100 on an account from anywhere stop everyone,
  // which slows guessing spread over many addresses.
  signInPerAccountAndIp: { max: 10, windowMs: 15 * 60 * 1000 },
  signInPerAccount: { max: 100, windowMs: 15 * 60 * 1000 },
  // Looser per address than per account: one office, campus or test runner signs many people in
  // from one address, and a mistyped password there must not lock the others out.
  signInPerIp: { max: 50, windowMs: 15 * 60 * 1000 },
  mailsPerEmail: { max: 5, windowMs: 60 * 60 * 1000 },
} as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
