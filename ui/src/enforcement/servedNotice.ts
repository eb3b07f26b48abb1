/**
 * What the customer side's card of a served notice of intention to suspend prints, from the
 * server's facts (its dates and their weekdays are the server's words, app.domain.suspension.day_name):
 * the heading with the day it was served, and the three figures the payer acts on.
 */

export interface ServedNoticeInput {
  title: string;
  section: string;
  servedOn: string;
  servedWords: string;
  unpaid: number;
  payByWords: string;
  suspendFromWords: string;
}

export interface ServedNoticeFacts {
  heading: string;
  served: string;
  rows: { label: string; value: string; testId: string }[];
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
      { label: 'Pay by the end of', value: notice.payByWords, testId: 'served-notice-pay-by' },
      { label: 'Work may be suspended from', value: notice.suspendFromWords, testId: 'served-notice-suspend-from' },
    ],
  };
}
