const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

type DateStyle = 'long' | 'short' | 'dateTime';

const formats: Record<DateStyle, Intl.DateTimeFormat> = { long: dateFormat, short: shortDateFormat, dateTime: dateTimeFormat };

/**
 * A calendar date (`2024-03-05`) or an instant (ISO) as people read it, in UTC like the certificate PDF
 * ("5 March 2024"), so a date-only value never shifts a day with the reader's time zone.
 */
export function formatDate(value: string, style: DateStyle = 'long'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formats[style].format(date);
}

/** A `<time>` element with the machine-readable value beside the formatted one. */
export function FormattedDate({ value, style = 'long', className }: { value: string; style?: DateStyle; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDate(value, style)}
    </time>
  );
}
