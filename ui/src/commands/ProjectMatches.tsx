/**
 * The palette's project search (spec 1 §2 'search projects'): the server searches the
 * organisation's active contracts (projects.contracts(search:): site name, slug, the other
 * party's name) and the palette shows the best few of the first matches.
 */
import { useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Command } from 'cmdk';
import { FolderKanban } from 'lucide-react';
import type { ProjectMatchesQuery } from '../__generated__/ProjectMatchesQuery.graphql';
import { contractLabel } from '../projects/labels';
import { contractPath } from '../projects/paths';
import { matchScore } from './groups';

/** A palette shows a handful of projects; typing more narrows them. */
export const MAX_PROJECT_MATCHES = 8;
/** The server's first matches (by site name) that the best few are chosen from. */
const SEARCHED = 50;

const query = graphql`
  query ProjectMatchesQuery($search: String!, $first: Int!) {
    projects {
      contracts(search: $search, first: $first) {
        edges {
          node {
            id
            slug
            siteName
            viewerIsSupplier
            counterpartyName
            owner {
              slug
            }
          }
        }
      }
    }
  }
`;

export interface ProjectOption {
  id: string;
  label: string;
  ownerSlug: string;
  slug: string;
}

/** The best `MAX_PROJECT_MATCHES` projects for `search` (by label, then slug), best first, ties in list order. */
export function matchProjects(projects: ProjectOption[], search: string): ProjectOption[] {
  return projects
    .map((p, index) => ({ p, index, score: matchScore(`${p.label} ${p.slug}`, search) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_PROJECT_MATCHES)
    .map((m) => m.p);
}

export function ProjectMatches({
  org,
  search,
  itemClassName,
  onPick,
}: {
  org: string;
  search: string;
  itemClassName: string;
  onPick: (path: string) => void;
}) {
  // While the next search loads, the palette keeps showing the last one's matches.
  const searched = useDeferredValue(search.trim());
  const data = useLazyLoadQuery<ProjectMatchesQuery>(query, { search: searched, first: SEARCHED }, { fetchPolicy: 'store-or-network' });
  const projects: ProjectOption[] = (data.projects?.contracts.edges ?? []).map(({ node: c }) => ({
    id: c.id,
    label: contractLabel({
      viewerIsSupplier: c.viewerIsSupplier,
      siteName: c.siteName,
      customerName: c.counterpartyName,
      supplierName: c.counterpartyName,
    }),
    ownerSlug: c.owner.slug,
    slug: c.slug,
  }));
  return (
    <>
      {matchProjects(projects, search).map((p) => (
        <Command.Item
          key={p.id}
          value={`project:${p.id}`}
          keywords={[p.label, p.slug, 'project']}
          onSelect={() => onPick(contractPath(org, p.ownerSlug, p.slug))}
          className={itemClassName}
        >
          <FolderKanban aria-hidden />
          <span className="min-w-0 flex-1 truncate">{p.label}</span>
        </Command.Item>
      ))}
    </>
  );
}
