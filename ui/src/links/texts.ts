/** The link page's own words and timings (spec 1 section 2, spec 2 section 4). */

/** How long after the document opens it is marked viewed (spec 2 section 4). */
export const VIEWED_DELAY_MS = 1000;

/** The one name of each date, as the claim's and the schedule's PDFs and emails write them. */
export const SCHEDULE_DUE_BY = 'Payment schedule due by';
export const SCHEDULED_PAYMENT_DATE = 'Scheduled payment date';
export const GIVEN_LATE = 'Given late';
