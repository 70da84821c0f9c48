import { jobNames, type JobName } from '@creds/contract';

/** What each queue does, in the words an admin reads on the jobs page. */
export const jobDescriptions: Record<JobName, { title: string; description: string }> = {
  'mail.deliver': {
    title: 'Sending e-mail',
    description: 'Hands each e-mail (activation links, password resets, receipts, review decisions) to the mail server, trying again after a failure.',
  },
  'mail.requeue': {
    title: 'Re-queuing stuck e-mail',
    description: 'Every 10 minutes, queues again any e-mail whose sending never started, for example after a restart.',
  },
  'payments.reconcile': {
    title: 'Reconciling payments',
    description: 'Every 10 minutes and after each start, asks the payment provider about payments still open, in case its notice never arrived.',
  },
  'accreditation.renewal-reminders': {
    title: 'Renewal reminders',
    description: 'Every hour, e-mails the institutes whose accreditation ends soon; each reminder goes out once.',
  },
  'rate-limits.purge': {
    title: 'Clearing request counters',
    description: 'Every 10 minutes, deletes the expired counts behind the limit on requests per address.',
  },
  'files.sweep': {
    title: 'Tidying stored files',
    description: 'Every hour and after each start, deletes uploaded files that no record refers to (left by an interrupted upload).',
  },
};

export function isJobName(name: string): name is JobName {
  return (jobNames as readonly string[]).includes(name);
}

/** A queue's plain name, or its technical one when this build does not know it. */
export function jobTitle(name: string): string {
  return isJobName(name) ? jobDescriptions[name].title : name;
}

const plainErrors: [RegExp, string][] = [
  [/ECONNREFUSED/, 'The other server refused the connection: it may be down, or its address or port may be wrong.'],
  [/ENOTFOUND|EAI_AGAIN/, 'The other server’s name could not be found: check its address.'],
  [/timeout in active state/i, 'The job ran too long and was stopped.'],
  [/ETIMEDOUT|ESOCKET|ECONNRESET|timed? ?out/i, 'The other server did not answer in time, or the connection broke.'],
  [/EAUTH|Invalid login|authentication failed/i, 'The mail server refused to sign in: check the user name and password it is given.'],
];

/**
 * A failed job's error in plain words, with the message as recorded when it says more (or something this
 * list does not know); `detail` is null when the recorded message adds nothing.
 */
export function describeJobError(error: string | null): { summary: string; detail: string | null } {
  if (!error?.trim()) return { summary: 'No error message was recorded.', detail: null };
  const plain = plainErrors.find(([pattern]) => pattern.test(error));
  return plain ? { summary: plain[1], detail: error } : { summary: error, detail: null };
}
