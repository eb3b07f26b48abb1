/**
 * /v1/join (app/links/joining.py): an invitation by email as its invitee sees it before joining, and
 * joining, which makes their workspace and accepts the invitation in it (issue 36), or declining it
 * without joining (issue 34).
 */
import { send } from '../lib/http';
import { ACCOUNT_HEADER, type Session, type SessionOrg } from './client';

export interface Joining {
  contractId: string;
  siteName: string;
  relation: 'Customer' | 'Supplier';
  inviterName: string;
  typedName: string;
  /** The web address offered for the new workspace (free for them), while the name is as typed. */
  slug: string;
  /** The invitation's page in a workspace the account already has: it is answered there. */
  waitsIn: string | null;
}

export class JoinError extends Error {
  readonly status: number;
  readonly field: string | null;

  constructor(message: string, status: number, field: string | null = null) {
    super(message);
    this.name = 'JoinError';
    this.status = status;
    this.field = field;
  }
}

async function call<T>(contract: string, accountId: number, body?: object, action = ''): Promise<T> {
  const response = await send(`/v1/join/${encodeURIComponent(contract)}${action}`, {
    method: body ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', [ACCOUNT_HEADER]: String(accountId), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string; field?: string };
  if (!response.ok) throw new JoinError(answer.message || 'Unknown error', response.status, answer.field ?? null);
  return answer as T;
}

export const fetchJoining = (contract: string, accountId: number) => call<Joining>(contract, accountId);

export const join = (contract: string, accountId: number, input: { name: string; slug: string; userName?: string }) =>
  call<Session & { org: SessionOrg; to: string }>(contract, accountId, input);

/** Decline without joining, as a workspace declines an invitation: the inviter is told. */
export const declineJoining = (contract: string, accountId: number) =>
  call<{ declined: true }>(contract, accountId, {}, '/decline');
