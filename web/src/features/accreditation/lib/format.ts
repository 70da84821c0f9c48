const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/**
 * A calendar date (2026-01-01) or an instant in the en-GB long form of the spec's institute table,
 * "1 January 2026", read in UTC so a date never shifts a day with the reader's time zone.
 */
export function formatLongDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** "1 January 2026 - 1 January 2027": start - end, as the spec writes the accreditation period. */
export function formatPeriod(startDate: string, endDate: string): string {
  return `${formatLongDate(startDate)} - ${formatLongDate(endDate)}`;
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}
