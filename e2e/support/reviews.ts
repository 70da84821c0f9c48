import { expect, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts.js';
import { activationTokenOf, waitForMail } from './mailbox.js';

/**
 * The first admin: the e2e server starts with BOOTSTRAP_ADMIN_EMAIL=admin@e2e.test, which makes the
 * account registered with that address an admin when it is activated. Every test of a run shares it
 * (one address per server), so creating it tolerates a test that got there first.
 */
export const bootstrapAdmin: TestAccount = { username: 'E2E Bootstrap Admin', email: 'admin@e2e.test', password: 'Admin#e2e2468' };

/** Signs `request` in as the bootstrap admin, creating it when needed. */
export async function signInAsBootstrapAdmin(request: APIRequestContext): Promise<TestAccount> {
  const registered = await request.post('/api/auth/register', {
    data: { username: bootstrapAdmin.username, email: bootstrapAdmin.email, dob: '1980-01-01', password: bootstrapAdmin.password },
  });
  // 409: registered already, by this run's other test.
  expect([200, 201, 409], await registered.text()).toContain(registered.status());
  let signedIn = await request.post('/api/auth/login', { data: { email: bootstrapAdmin.email, password: bootstrapAdmin.password } });
  if (signedIn.status() === 403) {
    // Not activated yet: whoever reads the mail first activates; a used token means the other test did.
    const token = activationTokenOf(await waitForMail(request, bootstrapAdmin.email, 'Activate'));
    await request.patch('/api/service/account-status-update', { data: { update_token: token } });
    signedIn = await request.post('/api/auth/login', { data: { email: bootstrapAdmin.email, password: bootstrapAdmin.password } });
  }
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { msg } = (await signedIn.json()) as { msg: { user: { role: string } } };
  expect(msg.user.role, 'The e2e server must start with BOOTSTRAP_ADMIN_EMAIL=admin@e2e.test (e2e/playwright.config.ts) to have an admin.').toBe('admin');
  return bootstrapAdmin;
}

export async function signInThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The smallest real PNG (1 × 1 px): the server checks the bytes, not only the name. */
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const reviewCourse = {
  courseName: 'Data Structures and Algorithms',
  courseStartDate: '2024-01-08',
  courseEndDate: '2024-05-03',
  creditHours: '45',
  learningMode: 'f2f',
  instituteName: 'Example State University',
  instituteWebsite: 'example.edu',
  instituteCountry: 'United States',
  contactName: 'Office of the Registrar',
  contactEmail: 'registrar@example.edu',
  description: [
    'This course introduces the design and analysis of algorithms and data structures.',
    'Students learn to implement linked lists, stacks, queues, hash tables, binary search trees and graphs in Python,',
    'analyse running time with asymptotic notation, and apply sorting and searching algorithms to practical problems.',
    'Learning outcomes: by the end of the course students will be able to evaluate trade-offs between data structures,',
    'design efficient algorithms, and explain their complexity. Prerequisite: an introductory programming course.',
  ].join(' '),
} as const;

/**
 * Submits an evaluation as the user signed in on `request` (POST /api/badge/create-text) and pays for it
 * in the sandbox with the test card, as the payment page would. Returns the badge id.
 */
export async function submitPaidEvaluation(
  request: APIRequestContext,
  courseName: string = reviewCourse.courseName,
  proof: { name: string; mimeType: string; buffer: Buffer } = { name: 'certificate.png', mimeType: 'image/png', buffer: proofPng },
): Promise<string> {
  const created = await request.post('/api/badge/create-text', { multipart: { ...reviewCourse, courseName, proof } });
  expect(created.ok(), await created.text()).toBe(true);
  const { msg: evaluation } = (await created.json()) as { msg: { badgeId: string } };

  // The first status call requests the certificate and opens its payment.
  const status = await request.get(`/api/badge/status/${evaluation.badgeId}`);
  expect(status.ok(), await status.text()).toBe(true);
  const { msg: payment } = (await status.json()) as { msg: { clientSecret: string | null } };
  expect(payment.clientSecret).toBeTruthy();

  const paid = await request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret: payment.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const { msg: confirmation } = (await paid.json()) as { msg: { status: string } };
  expect(confirmation.status).toBe('succeeded');
  return evaluation.badgeId;
}
