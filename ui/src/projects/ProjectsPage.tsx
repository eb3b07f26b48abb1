/**
 * /{org}/projects — the Projects tab of the organisation home (spec 2 section 2). Every contract
 * of the organisation comes in one GraphQL request; the list renders only the rows in view.
 * Invitations from other organisations, waiting for an answer, come first (Invitations.tsx).
 */
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { Archive, FolderKanban, Plus } from 'lucide-react';
import type { ProjectsPageQuery } from '../__generated__/ProjectsPageQuery.graphql';
import { useScreenAction } from '../commands/registry';
import { orgPath, useOrgSlug } from '../shell/org';
import { LinkButton } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { HomeTabs } from './HomeTabs';
import { InvitationList } from './Invitations';
import { ProjectList } from './ProjectList';

export const LOADING_CONTRACTS = 'Loading contracts...';

const query = graphql`
  query ProjectsPageQuery {
    projects {
      activeCount
      archivedCount
      viewerCanCreate
      invitations {
        ...Invitations_invitation @relay(mask: false)
      }
      contracts(first: 5000) {
        edges {
          node {
            ...ProjectList_contract @relay(mask: false)
          }
        }
      }
    }
  }
`;

export function archivedLinkText(n: number): string {
  return `View ${n} archived project${n === 1 ? '' : 's'}`;
}

function Projects() {
  const org = useOrgSlug();
  // A declined invitation is gone on the server: read the page again.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ProjectsPageQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const projects = data.projects;
  const contracts = projects?.contracts.edges.map((e) => e.node) ?? [];
  const navigate = useNavigate();
  useScreenAction('create', projects?.viewerCanCreate ? () => navigate(orgPath(org, 'projects', 'new')) : null);
  const newProject = projects?.viewerCanCreate ? (
    <LinkButton to={orgPath(org, 'projects', 'new')} icon={<Plus />}>
      New Project
    </LinkButton>
  ) : null;
  return (
    <>
      <PageHeader
        title="Projects"
        description={`${projects?.activeCount ?? 0} active project${projects?.activeCount === 1 ? '' : 's'}`}
        actions={newProject}
      />
      <InvitationList invitations={projects?.invitations ?? []} onDeclined={() => setFetchKey((n) => n + 1)} />
      {contracts.length ? (
        <ProjectList org={org} contracts={contracts} label="Projects" />
      ) : (
        <EmptyState
          bordered
          compact={Boolean(projects?.invitations.length)}
          icon={<FolderKanban />}
          title="No projects yet"
          description="Create a project to start sending progress claims, or ask a customer to add you to theirs."
          action={newProject}
        />
      )}
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
