/** The Activity log's URL (spec 1: /{org}/activity with q, before and after) and its query variables. */
import { orgPath } from '../shell/org';

export interface ActivityParams {
  q: string | null;
  before: string | null;
  after: string | null;
}

/** The query's variables from the URL: blanks are absent, and `after` wins over `before` (the server takes one). */
export function activityParams(search: URLSearchParams): ActivityParams {
  const value = (name: string) => search.get(name)?.trim() || null;
  const after = value('after');
  return { q: value('q'), before: after ? null : value('before'), after };
}

/** /{org}/activity?q=…&before=… — only what is set. */
export function activityHref(org: string, params: Partial<ActivityParams>): string {
  const search = new URLSearchParams();
  for (const name of ['q', 'before', 'after'] as const) {
    const value = params[name]?.trim();
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return orgPath(org, 'activity') + (query ? `?${query}` : '');
}
