import { z } from 'zod';
import { roleSchema, type Role } from './accounts.js';
import { searchTextSchema } from './search.js';
import { evaluationDetailSchema, historyRowSchema } from './evaluations.js';
import { levelLabelSchema, levelSchema } from './levels.js';
import { priceSchema } from './fees.js';

/** Reviews are due this many business days after payment (FAQ: evaluation takes two business days). */
export const reviewBusinessDays = 2;

/** The date `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from);
  let added = 0;
  while (added < days) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) added += 1;
  }
  return date;
}

export const reviewMessages = {
  ownEvaluation: 'You cannot review your own evaluation.',
  notReviewable: 'Only a paid evaluation waiting for review can be verified or rejected.',
  reasonRequired: 'Give the reason for rejecting, so the applicant knows what to do.',
  verified: 'The evaluation is verified and its certificate has been issued.',
  rejected: 'The evaluation is rejected and the applicant has been told why.',
  adjusted: 'The changes are saved.',
  noLevel: 'Choose a level from Beginner to Expert before verifying: no certificate is issued at "Not provided by AI".',
  noPoints: 'Give at least one star before verifying: no certificate is issued without a rating.',
  adjustedMeanwhile: 'The result was adjusted while the certificate was being issued. Check it and verify again.',
} as const;

export const queueStatuses = ['awaiting review', 'verified', 'unverified', 'refunded', 'revoked', 'all'] as const;
export type QueueStatus = (typeof queueStatuses)[number];

export const queueQuerySchema = z.object({
  status: z.enum(queueStatuses).catch('awaiting review').default('awaiting review'),
  search: searchTextSchema,
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export const queueRowSchema = historyRowSchema.extend({
  holderName: z.string(),
  holderEmail: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type QueueRow = z.infer<typeof queueRowSchema>;

export const queueResponseSchema = z.object({
  msg: z.object({ data: z.array(queueRowSchema), nextPage: z.number().nullable(), total: z.number() }),
});

export const reviewDetailSchema = evaluationDetailSchema.extend({
  holderName: z.string(),
  holderEmail: z.string(),
  holderId: z.string(),
  engine: z.object({ level: levelSchema, levelLabel: levelLabelSchema, points: z.number(), skills: z.array(z.string()) }),
  adjusted: z.boolean(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  payment: z
    .object({ id: z.string(), status: z.string(), amountCents: z.number(), provider: z.string(), paidAt: z.string().nullable() })
    .nullable(),
  certificateId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export const reviewDetailResponseSchema = z.object({ msg: reviewDetailSchema });

export const adjustEvaluationInputSchema = z
  .object({
    level: levelSchema.optional(),
    points: z.number().int().min(0).max(5).optional(),
    skills: z.array(z.string().trim().min(2).max(80)).max(20).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((input) => input.level !== undefined || input.points !== undefined || input.skills !== undefined, {
    error: 'Change the level, the points or the skills.',
  });
export type AdjustEvaluationInput = z.infer<typeof adjustEvaluationInputSchema>;

/** PATCH badge/history/{id}/status (reviewers): verify, or reject with a reason. */
export const reviewDecisionInputSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('verified'), note: z.string().trim().max(1000).optional() }),
  z.object({ status: z.literal('unverified'), reason: z.string({ error: reviewMessages.reasonRequired }).trim().min(10, { error: reviewMessages.reasonRequired }).max(2000) }),
]);
export type ReviewDecisionInput = z.infer<typeof reviewDecisionInputSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export const auditResponseSchema = z.object({ msg: z.object({ data: z.array(auditEntrySchema), nextPage: z.number().nullable() }) });

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.string(),
  createdAt: z.string(),
});
export const adminUsersResponseSchema = z.object({ msg: z.object({ data: z.array(adminUserSchema), nextPage: z.number().nullable() }) });
export const adminUsersQuerySchema = z.object({
  search: searchTextSchema,
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
/**
 * PATCH admin/users/{id}/role: the new role, and the role the admin saw, so a change made meanwhile by
 * someone else is reported instead of overwritten.
 */
export const changeRoleInputSchema = z.object({ role: roleSchema, expectedRole: roleSchema });
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;

export const roleNames: Record<Role, string> = { user: 'User', reviewer: 'Reviewer', admin: 'Admin' };

export const userRoleMessages = {
  changed: 'The role has been changed.',
  lastAdmin: 'The last admin cannot lose the admin role. Make someone else admin first.',
  /** Another admin changed the role after this admin's page loaded. */
  changedSince: (name: string, role: Role) => `${name}'s role changed to ${role} since you loaded this page. Check it and try again.`,
  /** What a person whose role was changed is told when their next request finds them signed out. */
  signedOut: (role: Role) => `An administrator changed your role to ${role}, so you were signed out. Sign in again to continue.`,
} as const;
export const updatePriceInputSchema = z.object({ amount: z.number().int().min(0).max(10_000_000) });
export const adminPricesResponseSchema = z.object({ msg: z.array(priceSchema) });
