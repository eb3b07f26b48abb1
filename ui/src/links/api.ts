/**
 * The public access link's calls (/v1/link, app/links/rest.py): each carries the link in its own
 * authorisation header, `Authorization: AccessLink <id>:<key>` (spec 1 section 6), and no account.
 */
import { send } from '../lib/http';
import type { BadgeTone } from '../ui/Badge';

/** The spec's page messages (spec 1 sections 2 and 8), word for word. */
export const INVALID_LINK = 'Invalid link';
export const INVALID_DOCUMENT_TYPE = 'Invalid document type';
export const INVALID_URL = 'Invalid URL';

export interface LinkRef {
  id: string;
  key: string;
  /** 'claim-N' or 'schedule-N' */
  doc: string;
  /** The spec's schedule query flag. */
  schedule: boolean;
}

export interface Party {
  name: string;
  address: string;
  gstNumber: string | null;
}

export interface LinkLine {
  name: string;
  groupPath: string[];
  totalPrice: number;
  previous: number;
  thisClaim: number;
  toDate: number;
  percentComplete: number;
}

export interface LinkComment {
  id: string;
  authorName: string;
  body: string;
  itemName: string | null;
  createdAt: string;
  /** createdAt's Pacific/Auckland date (ISO), as every date on the page. */
  createdOn: string;
}

/**
 * Where the claim stands under the Act (app.payments.standing.as_json): the fields and values of
 * GraphQL's `Claim.standing`, read from the claim's stored facts. The page shows them as they come
 * and computes no statutory date, state or badge of its own.
 */
export interface LinkStanding {
  state: string;
  badges: { text: string; tone: BadgeTone }[];
  /** The payment-schedule deadline (s 22): 'Payment schedule due by'. */
  scheduleDeadline: string | null;
  /** The claim's due date for payment. */
  claimDueDate: string | null;
  /** The payment date the sent schedule states. */
  schedulePaymentDate: string | null;
  /** The payment date that applies. */
  paymentDue: string | null;
  claimed: number | null;
  scheduled: number | null;
  payable: number | null;
  received: number;
  paidByPayer: number | null;
  paidToPayee: number | null;
  outstanding: number | null;
  scheduleGivenLate: boolean;
  scheduleOverdue: boolean;
  paymentOverdue: boolean;
  debt: { sections: string; amount: number; since: string; statement: string } | null;
  amountsDiffer: boolean;
  nextDate: string | null;
  /** 'Schedule due {date}' / 'Schedule overdue' / 'Payment due {date}' / 'Payment overdue'. */
  nextLabel: string | null;
  /** 'Scheduled $X of $Y' once a schedule is sent. */
  summary: string | null;
  lateScheduleNotice: string | null;
}

export interface LinkSchedule {
  /** The day it was sent (Pacific/Auckland). */
  issuedOn: string | null;
  dueDate: string | null;
  /** Sent after the payment-schedule deadline, and what that means (s 22). */
  givenLate: boolean;
  givenLateStatement: string | null;
  reference: string;
  isTaxInvoice: boolean;
  sentBy: string;
  claimedNet: number;
  scheduledNet: number;
  lines: { name: string; groupPath: string[]; claimed: number; scheduled: number; reason: string }[];
  totals: { label: string; claimed: number; scheduled: number; isTotal: boolean }[];
  notes: string[];
  statement: string;
}

export interface LinkDocument {
  kind: 'claim' | 'schedule';
  number: number;
  title: string;
  invoiceReference: string;
  siteName: string;
  siteLines: string[];
  supplier: Party | null;
  customer: Party | null;
  periodFrom: string | null;
  periodTo: string | null;
  claimDate: string | null;
  /** The day the claim was served (Pacific/Auckland): its deadline counts from it. */
  servedOn: string | null;
  poNumber: string | null;
  paymentDetails: string | null;
  claimedAmount: number;
  sections: { title: string; previous: number; thisClaim: number; toDate: number; lines: LinkLine[] }[];
  /** The first row of the totals table, before `totals` (the claim page's and the PDF's). */
  grossToDate: number;
  totals: { label: string; amount: number }[];
  statement: string;
  attachments: string[];
  standing: LinkStanding;
  /** The date of the rules the statutory facts follow, and that they are not legal advice. */
  rulesNote: string;
  schedule: LinkSchedule | null;
  comments: LinkComment[];
  recipient: string;
  canComment: boolean;
  fileName: string;
  /** For a person named by email who has not joined: the /join page, back to this claim once joined. */
  joinPath?: string | null;
}

/** An answer of the server: `message` is what the page shows. `expected` marks the spec's own refusals. */
export class LinkError extends Error {
  readonly status: number;
  readonly field: string | null;
  constructor(status: number, message: string, field: string | null = null) {
    super(message);
    this.name = 'LinkError';
    this.status = status;
    this.field = field;
  }

  get expected(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

function headers(ref: LinkRef, json = false): HeadersInit {
  return {
    Authorization: `AccessLink ${ref.id}:${ref.key}`,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}

function query(ref: LinkRef): string {
  return `doc=${encodeURIComponent(ref.doc)}${ref.schedule ? '&schedule=1' : ''}`;
}

async function failure(response: Response): Promise<LinkError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let field: string | null = null;
  try {
    const body = (await response.json()) as { message?: unknown; field?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.field === 'string') field = body.field;
  } catch {
    // not JSON: the status text stands
  }
  return new LinkError(response.status, message, field);
}

async function post<T>(ref: LinkRef, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await send(`/v1/link/${path}`, {
    method: 'POST',
    headers: headers(ref, true),
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    body: JSON.stringify({ doc: ref.doc, schedule: ref.schedule, ...body }),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export async function fetchDocument(ref: LinkRef): Promise<LinkDocument> {
  const response = await send(`/v1/link/document?${query(ref)}`, { headers: headers(ref), credentials: 'omit', referrerPolicy: 'no-referrer' });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as LinkDocument;
}

export function markViewed(ref: LinkRef): Promise<unknown> {
  return post(ref, 'viewed', {});
}

export function sendCode(ref: LinkRef): Promise<{ email: string }> {
  return post(ref, 'code', {});
}

export function postComment(ref: LinkRef, code: string, body: string, commentId: string): Promise<{ comment: LinkComment }> {
  return post(ref, 'comment', { code, body, commentId });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PDF as a blob; while it is being rendered (202) asks again after Retry-After, a few times. */
export async function fetchPdf(ref: LinkRef, tries = 6): Promise<Blob> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send(`/v1/link/pdf?${query(ref)}&attachment=1`, { headers: headers(ref), credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (response.status === 202 && attempt < tries) {
      await sleep(Number(response.headers.get('Retry-After') ?? '2') * 1000);
      continue;
    }
    if (!response.ok || response.status === 202) throw await failure(response);
    return response.blob();
  }
}

/**
 * The key of an emailed link's fragment, `#key=...` (app/documents/links.py): a browser never sends
 * a fragment to a server or in a Referer, so the key reaches no log. Null when there is none.
 */
export function keyOfFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key || null;
}

/** The page's own address for a link: the key in the fragment only. */
export function linkPath(ref: Pick<LinkRef, 'id' | 'key'>, doc: string, schedule = false): string {
  return `/link/${encodeURIComponent(ref.id)}/${doc}${schedule ? '?schedule=1' : ''}#key=${encodeURIComponent(ref.key)}`;
}

/**
 * The link of the page's URL, or the spec's error for a malformed one: a missing id, key or
 * number is 'Invalid link', a segment other than claim-N / schedule-N 'Invalid document type',
 * a number that is not numeric 'Invalid link'.
 */
export function parseLink(id: string | undefined, key: string | undefined, doc: string | undefined, schedule: boolean): LinkRef {
  if (!id || !key || !doc) throw new LinkError(404, INVALID_LINK);
  const match = /^(claim|schedule)-(.*)$/.exec(doc);
  if (!match) throw new LinkError(400, INVALID_DOCUMENT_TYPE);
  if (!/^[0-9]{1,9}$/.test(match[2])) throw new LinkError(404, INVALID_LINK);
  return { id, key, doc, schedule };
}

/** What the page shows for a failure: the server's (spec's) message, else 'Error: {message}'. */
export function describeFailure(error: unknown): string {
  if (error instanceof LinkError && error.expected) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Error: ${message}`;
}
