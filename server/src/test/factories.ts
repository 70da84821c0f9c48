import { levelLabel, type Level, type Role } from '@creds/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.js';
import { evaluations, mailMessages, payments, users } from '../db/schema.js';
import { hashSecret, randomCode } from '../lib/secrets.js';

let sequence = 0;

/** Unique per call, so tests never collide with each other's records. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@example.test`;
}

export function uniqueName(prefix = 'Test User'): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
}

export const strongPassword = 'Str0ng!Passw0rd';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  role: Role;
}

/** An account, active unless told otherwise; give only what the test is about. */
export async function createUser(
  db: Database,
  overrides: Partial<{ username: string; email: string; password: string; role: Role; status: 'pending' | 'active' | 'suspended'; dob: string }> = {},
): Promise<TestUser> {
  const password = overrides.password ?? strongPassword;
  const [row] = await db
    .insert(users)
    .values({
      username: overrides.username ?? uniqueName(),
      email: (overrides.email ?? uniqueEmail()).toLowerCase(),
      passwordHash: await hashSecret(password),
      dob: overrides.dob ?? '1990-05-17',
      role: overrides.role ?? 'user',
      status: overrides.status ?? 'active',
      activatedAt: overrides.status === 'pending' ? null : new Date(),
    })
    .returning();
  return { id: row!.id, username: row!.username, email: row!.email, password, role: row!.role };
}

/** The `name=value` pair of a response's session cookie, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'creds_session');
  if (!cookie?.value) throw new Error(`No session cookie in the response (${response.statusCode}: ${response.body})`);
  return `creds_session=${cookie.value}`;
}

/** Signs in through the API, as the browser does; returns the Cookie header value. */
export async function signIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  options: { rememberMe?: boolean; remoteAddress?: string } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, rememberMe: options.rememberMe ?? false },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return sessionCookieOf(response);
}

/** Mail the outbox holds for an address, newest first. */
export async function mailsTo(db: Database, email: string) {
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, email.toLowerCase()))
    .orderBy(desc(mailMessages.createdAt));
}

export function activationTokenIn(text: string): string {
  const match = /update_token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No activation link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

export function resetCodeIn(text: string): string {
  const match = /Your code: ([A-Z0-9]{8})/.exec(text);
  if (!match) throw new Error(`No reset code in:\n${text}`);
  return match[1]!;
}

/** A recorded evaluation with a plausible engine result; give only what the test is about. */
export async function createEvaluation(
  db: Database,
  userId: string,
  overrides: Partial<{ courseName: string; level: Level; points: number; status: string; paymentStatus: string | null; createdAt: Date }> = {},
): Promise<{ badgeId: string; id: string }> {
  const level = overrides.level ?? 3;
  const [row] = await db
    .insert(evaluations)
    .values({
      badgeId: randomCode(10),
      userId,
      courseName: overrides.courseName ?? uniqueName('Data Structures'),
      courseStartDate: '2024-01-08',
      courseEndDate: '2024-05-03',
      creditHours: 45,
      learningMode: 'f2f',
      instituteName: 'Example State University',
      instituteWebsite: 'https://example.edu',
      instituteCountry: 'United States',
      contactName: 'Registrar Office',
      contactEmail: 'registrar@example.edu',
      description: 'Design and analysis of data structures: lists, trees, hash tables and graphs.',
      descriptionSource: 'text',
      level,
      complexity: levelLabel(level),
      points: overrides.points ?? level,
      engineResult: { level, levelLabel: levelLabel(level), points: level, skills: [], signals: [], reasons: [], engineVersion: 'test' },
      engineVersion: 'test',
      status: overrides.status ?? 'not requested',
      paymentStatus: overrides.paymentStatus ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning({ badgeId: evaluations.badgeId, id: evaluations.id });
  return row!;
}

/** An evaluation whose certificate was requested and paid: it waits in the review queue. */
export async function createPaidEvaluation(
  db: Database,
  userId: string,
  overrides: Parameters<typeof createEvaluation>[2] & { paidAt?: Date } = {},
): Promise<{ badgeId: string; id: string; paymentId: string }> {
  const evaluation = await createEvaluation(db, userId, { ...overrides, status: 'pending', paymentStatus: 'succeeded' });
  const [payment] = await db
    .insert(payments)
    .values({
      purpose: 'evaluation',
      subjectId: evaluation.id,
      userId,
      provider: 'sandbox',
      intentId: `pi_test_${randomCode(12)}`,
      clientSecret: `pi_test_secret_${randomCode(12)}`,
      amountCents: 500,
      status: 'succeeded',
      paidAt: overrides.paidAt ?? new Date(),
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .returning({ id: payments.id });
  return { ...evaluation, paymentId: payment!.id };
}
