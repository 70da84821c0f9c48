import { accreditationFeeCents, addDaysIso, daysBetweenIso, feeScheduleYears, utcIsoDate } from '@creds/contract';
import { and, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accreditationApplications, accreditedInstitutes } from '../../db/schema.js';
import type { Mailer } from '../../providers/mail.js';
import { renewalPageUrl } from './accreditation-deps.js';
import { renewalReminderMail } from './accreditation-mails.js';
import { loadPriceTable } from './institute-rows.js';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The contact names the institutes' applications gave, by application, for the institutes whose contact
 * is still the one the application named (an admin may have changed it since).
 */
async function contactNamesOf(db: Database, institutes: { applicationId: string | null; contactEmail: string | null }[]): Promise<Map<string, string>> {
  const ids = institutes.flatMap((institute) => (institute.applicationId ? [institute.applicationId] : []));
  if (ids.length === 0) return new Map();
  const applications = await db
    .select({ id: accreditationApplications.id, contactName: accreditationApplications.contactName, contactEmail: accreditationApplications.contactEmail })
    .from(accreditationApplications)
    .where(inArray(accreditationApplications.id, ids));
  const names = new Map<string, string>();
  for (const application of applications) {
    const institute = institutes.find((candidate) => candidate.applicationId === application.id);
    if (institute?.contactEmail?.toLowerCase() === application.contactEmail.toLowerCase() && application.contactName.trim()) names.set(application.id, application.contactName.trim());
  }
  return names;
}

/**
 * Sends the renewal reminders that are due: 30 days before the end of a period (while more than 7 days
 * remain) and 7 days before it, each once per period. Each reminder is claimed by an UPDATE … RETURNING
 * that records the end date it was sent for, so instances running this at the same moment never send
 * one twice, and a renewal (a new end date) starts the reminders over. Returns how many were sent.
 */
export async function sendRenewalReminders(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  const i = accreditedInstitutes;
  const today = utcIsoDate(now);
  const windows = [
    { column: i.reminder30SentFor, key: 'reminder30SentFor' as const, from: gt(i.endDate, addDaysIso(today, 7)), to: lte(i.endDate, addDaysIso(today, 30)) },
    { column: i.reminder7SentFor, key: 'reminder7SentFor' as const, from: gte(i.endDate, today), to: lte(i.endDate, addDaysIso(today, 7)) },
  ];
  const prices = await loadPriceTable(deps.db);
  const schedule = Array.from({ length: feeScheduleYears + 1 }, (_, index) => ({ year: index + 1, cents: accreditationFeeCents(index + 1, prices) }));
  let sent = 0;
  for (const window of windows) {
    const claimed = await deps.db
      .update(i)
      .set({ [window.key]: sql`${i.endDate}` })
      .where(and(isNull(i.removedAt), isNotNull(i.contactEmail), window.from, window.to, sql`${window.column} is distinct from ${i.endDate}`))
      .returning({ name: i.name, certificateId: i.certificateId, endDate: i.endDate, contactEmail: i.contactEmail, yearsAccredited: i.yearsAccredited, applicationId: i.applicationId });
    const contactNames = await contactNamesOf(deps.db, claimed);
    for (const institute of claimed) {
      const year = institute.yearsAccredited + 1;
      await deps.mailer.send(
        renewalReminderMail({
          to: institute.contactEmail!,
          contactName: institute.applicationId ? (contactNames.get(institute.applicationId) ?? null) : null,
          instituteName: institute.name,
          certificateId: institute.certificateId,
          endDate: institute.endDate,
          daysLeft: daysBetweenIso(today, institute.endDate),
          year,
          feeCents: accreditationFeeCents(year, prices),
          annualIncreasePercent: prices['accreditation.annualIncreasePercent'],
          schedule,
          renewUrl: renewalPageUrl(deps.publicUrl, institute.certificateId),
        }),
      );
      sent += 1;
    }
  }
  return sent;
}
