/**
 * The browser's signed-in accounts (spec 1 sections 3 and 4).
 *
 * The list is kept in localStorage under AUTH_STATE_KEY (so every tab sees it at once) and
 * mirrors GET /auth/sessions: loaded at start, re-fetched on demand, and one fetch at a time
 * (callers during a fetch share it). Log out clears it; removing an account drops only that
 * session; a sign-in or refresh replaces the account's entry, or appends it.
 *
 * The server is the authority: the cookie is HttpOnly and every call is checked there. This
 * list only decides where to go and which `user-account-id` to send.
 */
import { useSyncExternalStore } from 'react';
import { clearAuthState } from './state';
import { fetchSessions, logoutAll, removeSession, type Session, type SessionUser } from './client';

export const AUTH_STATE_KEY = 'claimdesk.auth-state';

interface Stored {
  sessions: Session[];
}

type Listener = () => void;
const listeners = new Set<Listener>();
let sessions: Session[] = readStored();
let loadedFromServer = false;
let inFlight: Promise<Session[]> | null = null;

function readStored(): Session[] {
  try {
    const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(AUTH_STATE_KEY) : null;
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    return Array.isArray(parsed?.sessions) ? parsed.sessions.filter(isSession) : [];
  } catch {
    return [];
  }
}

function isSession(value: unknown): value is Session {
  const s = value as Session;
  return !!s && typeof s.userAccountId === 'number' && typeof s.email === 'string' && Array.isArray(s.users);
}

function write(next: Session[]) {
  sessions = next;
  try {
    if (next.length) localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ sessions: next } satisfies Stored));
    else localStorage.removeItem(AUTH_STATE_KEY);
  } catch {
    // storage full or disabled: the in-memory list still works for this tab
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STATE_KEY && event.key !== null) return;
    sessions = readStored();
    for (const listener of listeners) listener();
  });
}

export function getSessions(): Session[] {
  return sessions;
}

export function subscribeSessions(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored sessions, re-rendering on every change. */
export function useSessions(): Session[] {
  return useSyncExternalStore(subscribeSessions, getSessions, getSessions);
}

/** Whether this page has fetched the list from the server at least once. */
export function sessionsLoaded(): boolean {
  return loadedFromServer;
}

/** Fetches the list from the server and stores it; concurrent callers share one request. */
export function loadSessions(): Promise<Session[]> {
  if (!inFlight) {
    inFlight = fetchSessions()
      .then((fresh) => {
        loadedFromServer = true;
        write(fresh);
        return fresh;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

/** Replaces the account's entry, or appends it if new. */
export function upsertSession(session: Session): void {
  const clean: Session = {
    userAccountId: session.userAccountId,
    email: session.email,
    name: session.name,
    users: session.users,
  };
  const index = sessions.findIndex((s) => s.userAccountId === clean.userAccountId);
  write(index === -1 ? [...sessions, clean] : sessions.map((s, i) => (i === index ? clean : s)));
}

/** Drops one account from the list (locally). */
export function dropSession(accountId: number): void {
  write(sessions.filter((s) => s.userAccountId !== accountId));
}

export function clearSessions(): void {
  write([]);
}

/** Signs every account of this browser out, on the server and here. */
export async function logout(): Promise<void> {
  try {
    await logoutAll();
  } finally {
    clearSessions();
    clearAuthState();
  }
}

/** Signs one account out of this browser; the others stay. */
export async function removeAccount(accountId: number): Promise<void> {
  const remaining = await removeSession(accountId);
  write(remaining);
}

export interface OrgMatch {
  session: Session;
  user: SessionUser;
}

/** The session and user that belong to the organisation with this slug (or id), if any. */
export function findOrg(list: Session[], slugOrId: string, preferredAccountId?: string | number | null): OrgMatch | null {
  const matches: OrgMatch[] = [];
  for (const session of list) {
    for (const user of session.users) {
      if (user.org.slug === slugOrId || String(user.org.id) === slugOrId) matches.push({ session, user });
    }
  }
  if (!matches.length) return null;
  const preferred = matches.find((m) => String(m.session.userAccountId) === String(preferredAccountId ?? ''));
  return preferred ?? matches[0];
}

/** The first session that has a user (an organisation), as the root screen picks it. */
export function firstOrgSlug(list: Session[]): string | null {
  for (const session of list) {
    if (session.users.length) return session.users[0].org.slug;
  }
  return null;
}

/** For tests: forget the page's state. */
export function resetSessionsForTests(): void {
  sessions = readStored();
  loadedFromServer = false;
  inFlight = null;
}
