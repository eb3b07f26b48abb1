import { useParams } from 'react-router';

/** The {org} route segment, decoded (a percent-encoded '@' becomes '@'). */
export function useOrgSlug(): string {
  const { org = '' } = useParams();
  return decodeOrgSlug(org);
}

export function decodeOrgSlug(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path inside an organisation: orgPath('acme', 'projects', 'new') -> '/acme/projects/new'. */
export function orgPath(slug: string, ...segments: Array<string | number>): string {
  const rest = segments.map((s) => encodeURIComponent(String(s)));
  return ['', encodeURIComponent(slug).replace(/%40/g, '@'), ...rest].join('/');
}
