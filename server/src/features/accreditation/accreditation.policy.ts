import { accreditationMessages, type ApplicationStatus, type CurrentUser } from '@creds/contract';
import { AppError } from '../../lib/errors.js';

// Who may review applications (reviewers and admins) and change the registry (admins) is stated on the routes
// (`reviewersOnly`, `adminsOnly` in plugins/auth.ts), checked before their input is read.

/** Reviewers and admins see every application; anyone else only their own. */
export function applicationOwnerScope(user: CurrentUser): string | null {
  return user.role === 'reviewer' || user.role === 'admin' ? null : user.id;
}

export function assertNotOwnApplication(reviewer: CurrentUser, applicantId: string): void {
  if (reviewer.id === applicantId) throw new AppError('FORBIDDEN', accreditationMessages.ownApplication);
}

export type ReviewAction = 'approve' | 'reject' | 'request-information' | 'respond';

/**
 * Which status each action may start from: a paid application under review is decided or sent back for
 * more information; the applicant's answer returns it to review; an application waiting for that answer
 * may still be rejected (the applicant may never answer).
 */
const allowedFrom: Record<ReviewAction, readonly ApplicationStatus[]> = {
  approve: ['under review'],
  'request-information': ['under review'],
  reject: ['under review', 'more information requested'],
  respond: ['more information requested'],
};

const refusals: Record<ReviewAction, string> = {
  approve: 'Only an application under review can be approved.',
  'request-information': 'More information can be requested only while the application is under review.',
  reject: 'Only an application under review or waiting for more information can be rejected.',
  respond: 'This application is not waiting for more information.',
};

export function assertTransition(action: ReviewAction, status: ApplicationStatus): void {
  if (!allowedFrom[action].includes(status)) throw new AppError('CONFLICT', refusals[action]);
}

/** The applicant or the address renewal reminders go to may pay an institute's renewal. */
export function canRenew(user: CurrentUser, institute: { userId: string | null; contactEmail: string | null }): boolean {
  return institute.userId === user.id || (institute.contactEmail !== null && institute.contactEmail.toLowerCase() === user.email.toLowerCase());
}
