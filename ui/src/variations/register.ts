/**
 * The variation register's pure parts (RegisterPage): its filters as the address keeps them
 * (?state=Open&project=<contract global ID>), and its rows grouped by issue in the order the server
 * sends them (newest issue first).
 */

export const REGISTER_STATES = ['Open', 'Approved', 'Rejected'] as const;
export type RegisterState = (typeof REGISTER_STATES)[number];

export interface RegisterFilters {
  state: RegisterState | null;
  projectId: string | null;
}

export function filtersOf(search: URLSearchParams): RegisterFilters {
  const state = search.get('state');
  return {
    state: (REGISTER_STATES as readonly string[]).includes(state ?? '') ? (state as RegisterState) : null,
    projectId: search.get('project') || null,
  };
}

/** The address's query for these filters (empty when none). */
export function searchOf(filters: RegisterFilters): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.projectId) params.set('project', filters.projectId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Consecutive rows of the same issue, together, in their order. */
export function byIssue<R extends { readonly issue: { readonly id: string } }>(rows: ReadonlyArray<R>): R[][] {
  const out: R[][] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (last && last[0].issue.id === row.issue.id) last.push(row);
    else out.push([row]);
  }
  return out;
}
