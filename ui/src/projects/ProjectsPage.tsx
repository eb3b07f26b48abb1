/**
 * /{org}/projects — the Projects tab of the organisation home (spec 2 section 2): the contracts
 * with their money at a glance (ProjectTable), searched and sorted on the server (the search and
 * the sort live in the URL: ?q=...&sort=...&desc=1). Invitations from other organisations,
 * waiting for an answer, come first (Invitations.tsx).
 */
import { Suspense, useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Archive, FolderKanban, Plus, Search, SearchX } from 'lucide-react';
import type { ProjectsPageQuery } from '../__generated__/ProjectsPageQuery.graphql';
import { useScreenAction } from '../commands/registry';
import { orgPath, useOrgSlug } from '../shell/org';
import { LinkButton } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Input } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader, Spinner } from '../ui/Spinner';
import { HomeTabs } from './HomeTabs';
import { InvitationList } from './Invitations';
import { ProjectTable } from './ProjectTable';
import { nextSort, sortFromParams, sortToParams, type SortField } from './projectTable';
import { LOADING_CONTRACTS } from './texts';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

const query = graphql`
  query ProjectsPageQuery($search: String, $orderBy: ProjectOrder) {
    projects {
      activeCount
      archivedCount
      viewerCanCreate
      invitations {
        contractId
        ...Invitations_invitation
      }
    }
    ...ProjectTable_query @arguments(search: $search, orderBy: $orderBy)
  }
`;

/** Spec 2 §2, word for word (one archived project too). */
export function archivedLinkText(n: number): string {
  return `View ${n} archived projects`;
}

function Projects() {
  const org = useOrgSlug();
  const [params, setParams] = useSearchParams();
  const sort = sortFromParams(params);
  const search = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(search);
  const [pending, startTransition] = useTransition();
  // A declined invitation is gone on the server: read the page again.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ProjectsPageQuery>(
    query,
    { search: search || null, orderBy: { field: sort.field, descending: sort.descending } },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      startTransition(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (wanted) next.set('q', wanted);
            else next.delete('q');
            return next;
          },
          { replace: true },
        ),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);
  const onSort = (field: SortField) =>
    startTransition(() => setParams((current) => sortToParams(nextSort(sort, field), current), { replace: true }));

  const projects = data.projects;
  const navigate = useNavigate();
  useScreenAction('create', projects?.viewerCanCreate ? () => navigate(orgPath(org, 'projects', 'new')) : null);
  const newProject = projects?.viewerCanCreate ? (
    <LinkButton to={orgPath(org, 'projects', 'new')} icon={<Plus />}>
      New Project
    </LinkButton>
  ) : null;
  const noProjects = (
    <EmptyState
      bordered
      compact={Boolean(projects?.invitations.length)}
      icon={<FolderKanban />}
      title="No projects yet"
      description="Create a project to start sending progress claims, or ask a customer to add you to theirs."
      action={newProject}
    />
  );
  return (
    <>
      <PageHeader
        title="Projects"
        description={`${projects?.activeCount ?? 0} active project${projects?.activeCount === 1 ? '' : 's'}`}
        actions={newProject}
      />
      <InvitationList invitations={projects?.invitations ?? []} onDeclined={() => setFetchKey((n) => n + 1)} />
      {projects?.activeCount ? (
        <div className="mb-3 flex items-center gap-3">
          <div className="w-full max-w-sm">
            <Input
              type="search"
              aria-label="Search projects"
              placeholder="Search by site, customer or supplier"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              leading={<Search aria-hidden className="size-4" />}
            />
          </div>
          {pending ? <Spinner className="text-fg-subtle" label="Searching" /> : null}
        </div>
      ) : null}
      <ProjectTable
        org={org}
        query={data}
        sort={sort}
        onSort={onSort}
        pending={pending}
        empty={
          search ? (
            <EmptyState
              bordered
              compact
              icon={<SearchX />}
              title="No matching projects"
              description={`No active project matches \u201c${search}\u201d.`}
            />
          ) : (
            noProjects
          )
        }
      />
      {projects && projects.archivedCount > 0 ? (
        <p className="mt-4 text-sm">
          <Link
            to={orgPath(org, 'projects', 'archived')}
            className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
          >
            <Archive aria-hidden className="size-4" />
            {archivedLinkText(projects.archivedCount)}
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function ProjectsPage() {
  const org = useOrgSlug();
  return (
    <>
      <title>Projects · Claimdesk</title>
      <HomeTabs org={org} />
      <Suspense fallback={<Loader message={LOADING_CONTRACTS} />}>
        <Projects />
      </Suspense>
    </>
  );
}

export { ProjectsPage as Component };
