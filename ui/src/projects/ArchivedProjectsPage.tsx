/** /{org}/projects/archived — archived contracts, with a count tab (spec 1 section 2). */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Archive } from 'lucide-react';
import type { ArchivedProjectsPageQuery } from '../__generated__/ArchivedProjectsPageQuery.graphql';
import { orgPath, useOrgSlug } from '../shell/org';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { NavTabs } from '../ui/Tabs';
import { LOADING_CONTRACTS } from './texts';
import { ProjectList } from './ProjectList';

const query = graphql`
  query ArchivedProjectsPageQuery {
    projects {
      activeCount
      archivedCount
      contracts(archived: true, first: 5000) {
        edges {
          node {
            id
            ...ProjectList_contract
          }
        }
      }
    }
  }
`;

function Archived() {
  const org = useOrgSlug();
  const data = useLazyLoadQuery<ArchivedProjectsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const contracts = data.projects?.contracts.edges.map((e) => e.node) ?? [];
  return (
    <>
      <NavTabs
        aria-label="Projects"
        className="mb-6"
        items={[
          { to: orgPath(org, 'projects'), label: 'Active', count: data.projects?.activeCount ?? 0, end: true },
          { to: orgPath(org, 'projects', 'archived'), label: 'Archived', count: data.projects?.archivedCount ?? 0 },
        ]}
      />
      {contracts.length ? (
        <ProjectList org={org} contracts={contracts} label="Archived projects" />
      ) : (
        <EmptyState bordered icon={<Archive />} title="No archived projects" description="Archived projects appear here." />
      )}
    </>
  );
}

export function ArchivedProjectsPage() {
  return (
    <>
      <title>Archived projects · Claimdesk</title>
      <PageHeader title="Archived projects" description="Read-only until restored from their settings." />
      <Suspense fallback={<Loader message={LOADING_CONTRACTS} />}>
        <Archived />
      </Suspense>
    </>
  );
}

export { ArchivedProjectsPage as Component };
