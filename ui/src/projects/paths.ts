/** Where a contract's screens live. */
import { orgPath } from '../shell/org';

/** /{org}/projects/{owner}/{contract}[/...rest] */
export function contractPath(org: string, owner: string, slug: string, ...rest: Array<string | number>): string {
  return orgPath(org, 'projects', owner, slug, ...rest);
}
