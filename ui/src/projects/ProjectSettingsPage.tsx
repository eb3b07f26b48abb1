/**
 * /{org}/projects/{owner}/{contract}/settings (General) and .../settings/members (Members) —
 * project settings (spec 1 'Project settings', spec 1 section 6): the page's banners ('This
 * project is archived' / 'You can restore it at any time.' with Restore; for a viewer without
 * Edit, 'This project is owned by {name}' / 'Your ability to edit these settings is limited.')
 * and its two tabs, ProjectGeneralSettings and ProjectMemberRoles.
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Archive, ArchiveRestore, Building2, FileQuestion } from 'lucide-react';
import type { ProjectSettingsPageQuery } from '../__generated__/ProjectSettingsPageQuery.graphql';
import type { ProjectSettingsPageRestoreMutation } from '../__generated__/ProjectSettingsPageRestoreMutation.graphql';
import { orgPath, useOrgSlug } from '../shell/org';
import { useMutationPromise } from '../relay/mutate';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { NavTabs } from '../ui/Tabs';
import { toast } from '../ui/Toaster';
import { CONTRACT_NOT_FOUND, LOADING_CONTRACT } from './texts';
import { ProjectBreadcrumbs } from './ContractHeader';
import { ProjectGeneralSettings } from './ProjectGeneralSettings';
import { ProjectMemberRoles } from './ProjectMemberRoles';
import { contractLabelOf } from './labels';
import { contractPath } from './paths';

export const ARCHIVED_TITLE = 'This project is archived';
export const ARCHIVED_TEXT = 'You can restore it at any time.';
export const LIMITED_TEXT = 'Your ability to edit these settings is limited.';
export const ownedBy = (name: string) => `This project is owned by ${name}`;

// A party of the contract as the Customer and Supplier details cards show it.
graphql`
  fragment ProjectSettingsPage_party on ContractContact {
    id
    name
    entityName
    address
    gstNumber
    isBusinessDetails
    owner {
      name
      isViewer
    }
  }
`;

graphql`
  fragment ProjectSettingsPage_contract on Contract {
    ...ContractHeader_contract @relay(mask: false)
    viewerIsOwner
    viewerPermissions
    viewerRelation
    viewerCanRemoveCounterparty
    ...PaymentTermsCard_contract
    customer {
      ...ProjectSettingsPage_party @relay(mask: false)
    }
    supplier {
      ...ProjectSettingsPage_party @relay(mask: false)
    }
    members {
      id
      relation
      role
      permissions
      isViewer
      viewerCanChange
      isCustomerRecipient
      isSupplierRecipient
      user {
        id
        name
        email
      }
      organisation {
        name
        isViewer
      }
    }
  }
`;

const query = graphql`
  query ProjectSettingsPageQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      ...ProjectSettingsPage_contract @relay(mask: false)
    }
  }
`;

const restoreMutation = graphql`
  mutation ProjectSettingsPageRestoreMutation($id: ID!) {
    contractRestore(input: { contractId: $id }) {
      contract {
        ...ProjectSettingsPage_contract @relay(mask: false)
      }
    }
  }
`;

function Settings({ tab }: { tab: 'general' | 'members' }) {
  const org = useOrgSlug();
  const { owner = '', contract: slug = '' } = useParams();
  const data = useLazyLoadQuery<ProjectSettingsPageQuery>(query, { owner, slug }, { fetchPolicy: 'store-and-network' });
  const [restore, restoring] = useMutationPromise<ProjectSettingsPageRestoreMutation>(restoreMutation);
  const contract = data.contract;
  if (!contract) {
    return (
      <EmptyState bordered icon={<FileQuestion />} title={CONTRACT_NOT_FOUND} action={<LinkButton to={orgPath(org, 'projects')}>Back to projects</LinkButton>} />
    );
  }
  const hasEdit = contract.viewerPermissions.includes('Edit');
  const label = contractLabelOf(contract);
  const doRestore = async () => {
    try {
      await restore({ id: contract.id });
      toast.success('Project restored');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <>
      <title>{`Settings · ${label} · Claimdesk`}</title>
      <PageHeader
        title="Project settings"
        description={label}
        breadcrumbs={<ProjectBreadcrumbs org={org} to={contractPath(org, owner, slug)} label={contract.siteName} />}
      />
      <div className={contract.archivedAt || !hasEdit ? 'mb-6 flex max-w-3xl flex-col gap-3' : 'hidden'}>
        {contract.archivedAt ? (
          <Banner
            tone="warning"
            icon={<Archive />}
            title={ARCHIVED_TITLE}
            action={
              hasEdit ? (
                <Button size="sm" variant="secondary" icon={<ArchiveRestore />} loading={restoring} onClick={doRestore}>
                  Restore
                </Button>
              ) : null
            }
          >
            {ARCHIVED_TEXT}
          </Banner>
        ) : null}
        {!hasEdit ? (
          <Banner tone="neutral" icon={<Building2 />} title={ownedBy(contract.owner.name)}>
            {LIMITED_TEXT}
          </Banner>
        ) : null}
      </div>
      <NavTabs
        aria-label="Project settings"
        className="mb-6 max-w-3xl"
        items={[
          { to: contractPath(org, owner, slug, 'settings'), label: 'General', end: true },
          { to: contractPath(org, owner, slug, 'settings', 'members'), label: 'Members', count: contract.members.length },
        ]}
      />
      {tab === 'general' ? <ProjectGeneralSettings contract={contract} /> : <ProjectMemberRoles contract={contract} />}
    </>
  );
}

export function ProjectSettingsPage({ tab = 'general' }: { tab?: 'general' | 'members' }) {
  return (
    <Suspense fallback={<Loader message={LOADING_CONTRACT} />}>
      <Settings tab={tab} />
    </Suspense>
  );
}

export function ProjectMembersPage() {
  return <ProjectSettingsPage tab="members" />;
}

export function Component() {
  return <ProjectSettingsPage tab="general" />;
}
