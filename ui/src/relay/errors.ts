/**
 * GraphQL errors waiting to be shown in the 'Error' modal (spec 1 section 8: path, message and
 * extensions). The Relay network layer reports them; <GraphQLErrorHost/> (mounted once at the
 * root) shows them. Kept free of relay-runtime so the root bundle stays small.
 */
export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: Record<string, unknown>;
}

export interface GraphQLErrorReport {
  id: number;
  operationName: string | null;
  errors: GraphQLErrorItem[];
}

/** Thrown by the network layer when an answer has errors and no data. */
export class GraphQLResponseError extends Error {
  readonly errors: GraphQLErrorItem[];
  readonly operationName: string | null;

  constructor(errors: GraphQLErrorItem[], operationName: string | null = null) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
    this.operationName = operationName;
  }
}

type Listener = () => void;
let reports: GraphQLErrorReport[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function reportGraphQLErrors(errors: GraphQLErrorItem[], operationName: string | null = null): void {
  if (!errors.length) return;
  reports = [...reports, { id: nextId++, operationName, errors }];
  notify();
}

/** Reports not yet dismissed, oldest first (a stable array between changes). */
export function getGraphQLErrorReports(): GraphQLErrorReport[] {
  return reports;
}

export function dismissGraphQLErrors(id?: number): void {
  reports = id === undefined ? [] : reports.filter((r) => r.id !== id);
  notify();
}

export function subscribeGraphQLErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Normalises whatever came back in `errors` into a list of items. */
export function toErrorItems(value: unknown): GraphQLErrorItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    return {
      message: typeof e.message === 'string' ? e.message : 'Unknown error',
      path: Array.isArray(e.path) ? (e.path as Array<string | number>) : undefined,
      locations: Array.isArray(e.locations) ? (e.locations as GraphQLErrorItem['locations']) : undefined,
      extensions:
        e.extensions && typeof e.extensions === 'object' ? (e.extensions as Record<string, unknown>) : undefined,
    };
  });
}
