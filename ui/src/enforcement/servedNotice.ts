/**
 * What the customer side's card of a served notice of intention to suspend prints, from the
 * server's facts (its dates are the server's; only their words are made here): the heading with the
 * day it was served, and the three figures the payer acts on.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface ServedNoticeInput {
  title: string;
  section: string;
  servedOn: string;
  servedWords: string;
  unpaid: number;
  payBy: string;
  suspendFrom: string;
}

export interface ServedNoticeFacts {
  heading: string;
  served: string;
  rows: { label: string; value: string; testId: string }[];
}

/** 'Monday 9 March 2026' from an ISO day, as the server's notice names it. */
export function dayName(iso: string, format: (iso: string, long?: boolean) => string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS[day] ?? ''} ${format(iso, true)}`.trim();
}

export function servedNoticeFacts(
  notice: ServedNoticeInput,
  format: (iso: string, long?: boolean) => string,
  money: (cents: number) => string,
): ServedNoticeFacts {
  return {
    heading: `${notice.title} served on ${format(notice.servedOn, true)}`,
    served: `${notice.servedWords} (section ${notice.section} of the Construction Contracts Act 2002).`,
    rows: [
      { label: 'Unpaid amount', value: money(notice.unpaid), testId: 'served-notice-unpaid' },
      { label: 'Pay by the end of', value: dayName(notice.payBy, format), testId: 'served-notice-pay-by' },
      { label: 'Work may be suspended from', value: dayName(notice.suspendFrom, format), testId: 'served-notice-suspend-from' },
    ],
  };
}
