/** The link page's own words and timings (spec 1 section 2, spec 2 section 4). */

/** How long after the document opens it is marked viewed (spec 2 section 4). */
export const VIEWED_DELAY_MS = 1000;
