/**
 * Which signed-in account and which organisation this tab is using.
 *
 * The Relay environment reads these for the `user-account-id` and `org-id` headers of every
 * GraphQL call. The sign-in work fills them in (from the session list in localStorage and the
 * {org} route); until then they are null and no header is sent.
 */
type Listener = () => void;

let selectedAccountId: string | null = null;
let selectedOrgId: string | null = null;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function getSelectedAccountId(): string | null {
  return selectedAccountId;
}

export function setSelectedAccountId(id: string | number | null): void {
  const next = id === null || id === '' ? null : String(id);
  if (next === selectedAccountId) return;
  selectedAccountId = next;
  notify();
}

export function getSelectedOrgId(): string | null {
  return selectedOrgId;
}

export function setSelectedOrgId(id: string | number | null): void {
  const next = id === null || id === '' ? null : String(id);
  if (next === selectedOrgId) return;
  selectedOrgId = next;
  notify();
}

/** Clears both (log out). */
export function clearAuthState(): void {
  if (selectedAccountId === null && selectedOrgId === null) return;
  selectedAccountId = null;
  selectedOrgId = null;
  notify();
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeAuthState(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
