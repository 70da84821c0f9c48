import { z } from 'zod';

/** Every kind of background work, by queue name. */
export const jobNames = ['mail.deliver', 'payments.reconcile', 'mail.requeue', 'accreditation.renewal-reminders', 'rate-limits.purge', 'files.sweep'] as const;
export const jobNameSchema = z.enum(jobNames);
export type JobName = z.infer<typeof jobNameSchema>;

/** One queue's jobs by state: waiting (new or due for a retry), running, failed, completed (kept for a while). */
export const jobQueueSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type JobQueueCounts = z.infer<typeof jobQueueSchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The error the last attempt ended with, or null when none was recorded. */
  error: z.string().nullable(),
  retryCount: z.number().int(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /admin/jobs (admins): each queue's counts, in the order of `jobNames`, and the latest failed jobs. */
export const adminJobsResponseSchema = z.object({ msg: z.object({ queues: z.array(jobQueueSchema), failed: z.array(failedJobSchema) }) });
export type AdminJobs = z.infer<typeof adminJobsResponseSchema>['msg'];

export const retryJobParamsSchema = z.object({ name: jobNameSchema, id: z.uuid() });

export const jobMessages = {
  retried: 'The job will run again.',
  notFailed: 'This job is no longer waiting for a retry: it has already been run again or cleared.',
} as const;
