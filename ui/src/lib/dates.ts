/**
 * Dates and times as they are read in New Zealand, whatever the zone of the browser showing them.
 *
 * Two kinds of value come from the server: a calendar date ('2026-11-29', GraphQL `Date`: a
 * claim's date, a deadline), which has no zone and is shown as it is; and an instant
 * ('2026-11-28T11:30:00+00:00', GraphQL `DateTime`: when a comment was added, an issue raised,
 * a link last opened), which is shown as the Pacific/Auckland date (and time) it was. The Act's
 * days are New Zealand days, so an issue raised at 12:30 am on 29 November in Auckland says
 * 29 Nov 2026 on a laptop in Los Angeles too (where it was still the 28th), as the server's
 * emails and PDFs do.
 */

export const NZ_TIME_ZONE = 'Pacific/Auckland';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// An instant written without its zone: the server keeps times in UTC.
const NO_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

// A date followed by a time: an instant, not a calendar date.
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * A calendar date '2026-03-05' → '5 Mar 2026' ('5 March 2026' when long); '' for none. An instant
 * ('2026-03-04T11:30:00+00:00') is written as its Pacific/Auckland date (5 Mar 2026), never the
 * UTC date, which is the day before for half of each day.
 */
export function formatDate(iso: string | null | undefined, long = false): string {
  if (!iso) return '';
  if (INSTANT.test(iso)) {
    const day = aucklandDate(iso);
    if (day) return formatDate(day, long);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const month = Number(match[2]) - 1;
  return `${Number(match[3])} ${(long ? LONG_MONTHS : MONTHS)[month] ?? match[2]} ${match[1]}`;
}

interface AucklandParts {
  date: string;
  time: string;
}

// Made once: making a DateTimeFormat costs about a millisecond, and a list of comments or
// activity asks for each of its rows.
let aucklandFormat: Intl.DateTimeFormat | null = null;

function partsOf(at: Date): AucklandParts | null {
  if (Number.isNaN(at.getTime())) return null;
  aucklandFormat ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: NZ_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of aucklandFormat.formatToParts(at)) part[type] = value;
  // Written out here rather than taken from the format: browsers' locale data differ in the
  // space before 'am' and in its case.
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${Number(part.hour)}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()}`,
  };
}

function instant(at: string | Date): Date {
  if (at instanceof Date) return at;
  return new Date(NO_ZONE.test(at) ? `${at}Z` : at);
}

/**
 * The Pacific/Auckland calendar date of an instant, as YYYY-MM-DD ('' when it is not a time).
 * A calendar date is its own date.
 */
export function aucklandDate(at: string | Date): string {
  if (typeof at === 'string' && CALENDAR_DATE.test(at)) return at;
  return partsOf(instant(at))?.date ?? '';
}

/** An instant's Auckland date and time, '29 Nov 2026, 12:30 am' (a tooltip's full time); '' for none. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  if (CALENDAR_DATE.test(iso)) return formatDate(iso);
  const parts = partsOf(instant(iso));
  return parts ? `${formatDate(parts.date)}, ${parts.time}` : iso;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let relativeFormat: Intl.RelativeTimeFormat | null = null;

/**
 * '3 minutes ago', 'yesterday', 'in 2 days': an instant relative to now, in plain English.
 * Days are counted in Auckland calendar days, so 'yesterday' is the New Zealand yesterday.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = instant(iso);
  if (Number.isNaN(then.getTime())) return iso;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  relativeFormat ??= new Intl.RelativeTimeFormat('en-NZ', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size * (unit === 'minute' ? 0.75 : 1)) {
      const count = unit === 'day' ? dayNumber(aucklandDate(then)) - dayNumber(aucklandDate(now)) : Math.round(seconds / size);
      return relativeFormat.format(count, unit);
    }
  }
  return relativeFormat.format(Math.round(seconds / 60), 'minute');
}

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!) / 86_400_000;
}
