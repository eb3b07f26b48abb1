/**
 * /{org}/projects/{owner}/{contract}/settings (General) and .../settings/members (Members) —
 * project settings (spec 1 'Project settings', spec 1 section 6).
 *
 * General: banners 'This project is archived' / 'You can restore it at any time.' (Restore) and,
 * for a viewer without Edit, 'This project is owned by {name}' / 'Your ability to edit these
 * settings is limited.'; cards Site details (the owner only: 'Only the contract owner ({name}) can
 * edit the site details.'), Customer details, Supplier details, Archive (editors, until archived)
 * and Remove project (non-editors: 'Please contact support to unlink a project.'). Everything is
 * read-only while archived.
 *
 * Members: each person's contract role; a viewer with Edit changes another member of their own
 * organisation, never themselves.
 */
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router';
import { Archive, ArchiveRestore, Building2, FileQuestion, Lock, Unlink } from 'lucide-react';
import type { ProjectSettingsPageArchiveMutation } from '../__generated__/ProjectSettingsPageArchiveMutation.graphql';
import type { ProjectSettingsPageMembersMutation } from '../__generated__/ProjectSettingsPageMembersMutation.graphql';
import type { ProjectSettingsPageQuery, ProjectSettingsPageQuery$data } from '../__generated__/ProjectSettingsPageQuery.graphql';
import type { ProjectSettingsPageRestoreMutation } from '../__generated__/ProjectSettingsPageRestoreMutation.graphql';
import type { ProjectSettingsPageUpdateMutation } from '../__generated__/ProjectSettingsPageUpdateMutation.graphql';
import { orgPath, useOrgSlug } from '../shell/org';
import { ContactDialog, type ContactChanges } from '../contacts/ContactDialog';
import { useMutationPromise } from '../relay/mutate';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { confirmDialog } from '../ui/confirm';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Select } from '../ui/Select';
import { Loader } from '../ui/Spinner';
import { NavTabs } from '../ui/Tabs';
import { toast } from '../ui/Toaster';
import { CONTRACT_NOT_FOUND, LOADING_CONTRACT } from './ContractPage';
import { headerLabel } from './ContractHeader';
import { ROLE_OPTIONS, roleLabel } from './labels';
import { contractPath } from './paths';
import { SiteFields, siteErrors, siteInput, type SiteDraft } from './SiteFields';

export const ARCHIVED_TITLE = 'This project is archived';
export const ARCHIVED_TEXT = 'You can restore it at any time.';
export const LIMITED_TEXT = 'Your ability to edit these settings is limited.';
export const UNLINK_TEXT = 'Please contact support to unlink a project.';
export const ownedBy = (name: string) => `This project is owned by ${name}`;
export const ownerOnlySite = (name: string) => `Only the contract owner (${name}) can edit the site details.`;
export const contactProvidedBy = (name: string) => `Contact information provided by ${name}.`;
export const OWNER_CAN_EDIT = 'The contract owner can edit these details';

graphql`
  fragment ProjectSettingsPage_contract on Contract {
    ...ContractHeader_contract @relay(mask: false)
    viewerIsOwner
    viewerPermissions
    viewerRelation
    customer {
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
    supplier {
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

const updateMutation = graphql`
  mutation ProjectSettingsPageUpdateMutation($input: ContractUpdateInput!) {
    contractUpdate(input: $input) {
      contract {
        ...ProjectSettingsPage_contract @relay(mask: false)
      }
    }
  }
`;

const archiveMutation = graphql`
  mutation ProjectSettingsPageArchiveMutation($id: ID!) {
    contractArchive(input: { contractId: $id }) {
      contract {
        ...ProjectSettingsPage_contract @relay(mask: false)
      }
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

const membersMutation = graphql`
  mutation ProjectSettingsPageMembersMutation($input: ContractMembersUpdateInput!) {
    contractMembersUpdate(input: $input) {
      contract {
        ...ProjectSettingsPage_contract @relay(mask: false)
      }
    }
  }
`;

type Contract = NonNullable<ProjectSettingsPageQuery$data['contract']>;
type Contact = NonNullable<Contract['customer']>;

function SiteCard({ contract, editable }: { contract: Contract; editable: boolean }) {
  const [update, saving] = useMutationPromise<ProjectSettingsPageUpdateMutation>(updateMutation);
  const initial: SiteDraft = { siteName: contract.siteName, ...contract.site };
  const [site, setSite] = useState<SiteDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => setSite({ siteName: contract.siteName, ...contract.site }), [contract.siteName, contract.site]);
  const canEdit = editable && contract.viewerIsOwner;
  const errors = submitted ? siteErrors(site) : {};
  const changed = JSON.stringify(site) !== JSON.stringify(initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = siteErrors(site);
    if (problems.siteName || problems.line1) return;
    try {
      await update({ input: { contractId: contract.id, ...siteInput(site) } });
      setSubmitted(false);
      toast.success('Site details updated');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <CardHeader title="Site details" description="The project's name and the address of the site." />
        <CardBody>
          <SiteFields value={site} onChange={setSite} errors={errors} disabled={!canEdit} />
        </CardBody>
        <CardFooter note={contract.viewerIsOwner ? null : ownerOnlySite(contract.owner.name)}>
          {canEdit ? (
            <Button type="submit" loading={saving} disabled={!changed}>
              Save
            </Button>
          ) : null}
        </CardFooter>
      </form>
    </Card>
  );
}

function ContactCard({
  contract,
  relation,
  contact,
  editable,
}: {
  contract: Contract;
  relation: 'Customer' | 'Supplier';
  contact: Contact | null | undefined;
  editable: boolean;
}) {
  const org = useOrgSlug();
  const [update] = useMutationPromise<ProjectSettingsPageUpdateMutation>(updateMutation);
  const [dialog, setDialog] = useState<'edit' | 'new' | null>(null);
  const ownParty = contract.viewerRelation === relation;
  const ownContact = Boolean(contact?.owner.isViewer);
  // The viewer organisation's own business details are edited in Settings, not here.
  const inSettings = ownParty && ownContact && Boolean(contact?.isBusinessDetails);
  const button = editable && !inSettings ? (ownContact ? 'Edit contact' : 'Change contact') : null;
  const save = async (changes: ContactChanges) => {
    await update({ input: { contractId: contract.id, [relation === 'Customer' ? 'customer' : 'supplier']: changes } });
    toast.success(`${relation} details updated`);
  };
  const title = `${relation} details`;
  return (
    <Card data-testid={`${relation.toLowerCase()}-details`}>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            {title}
            {ownParty ? (
              <Badge size="sm" tone="primary">
                You
              </Badge>
            ) : null}
          </span>
        }
        actions={
          button ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog(ownContact ? 'edit' : 'new')}>
              {button}
            </Button>
          ) : null
        }
      />
      <CardBody>
        {contact ? (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-fg-subtle">Business name</dt>
              <dd className="font-medium text-fg">{contact.entityName}</dd>
            </div>
            <div>
              <dt className="text-fg-subtle">Display name</dt>
              <dd className="text-fg">{contact.name}</dd>
            </div>
            <div>
              <dt className="text-fg-subtle">Address</dt>
              <dd className="whitespace-pre-line text-fg">{contact.address || '—'}</dd>
            </div>
            <div>
              <dt className="text-fg-subtle">GST Number</dt>
              <dd className="text-fg">{contact.gstNumber ?? 'Not registered'}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-fg-subtle">No contact details.</p>
        )}
        {contact && !ownContact ? <p className="mt-4 text-[13px] text-fg-subtle">{contactProvidedBy(contact.owner.name)}</p> : null}
      </CardBody>
      <CardFooter
        note={
          inSettings ? (
            <span>
              Your business details are managed in{' '}
              <Link to={orgPath(org, 'settings')} className="font-medium text-primary hover:underline">
                Settings
              </Link>
              .
            </span>
          ) : !editable ? (
            OWNER_CAN_EDIT
          ) : null
        }
      />
      {dialog && contact ? (
        <ContactDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          mode={dialog}
          isSupplier={relation === 'Supplier'}
          initial={contact}
          onSave={save}
        />
      ) : null}
    </Card>
  );
}

function ArchiveCard({ contract }: { contract: Contract }) {
  const [archive, busy] = useMutationPromise<ProjectSettingsPageArchiveMutation>(archiveMutation);
  const run = async () => {
    const yes = await confirmDialog({
      title: 'Archive project?',
      description: 'Both parties will see it as archived and read-only. You can restore it at any time.',
      actionLabel: 'Archive',
    });
    if (!yes) return;
    try {
      await archive({ id: contract.id });
      toast.success('Project archived');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <Card>
      <CardHeader
        className="pb-5"
        title="Archive"
        description="Archived projects are read-only and cannot be used for new claims."
        actions={
          <Button variant="secondary" icon={<Archive />} loading={busy} onClick={run}>
            Archive project
          </Button>
        }
      />
    </Card>
  );
}

function RemoveCard() {
  return (
    <Card>
      <CardHeader
        className="pb-5"
        title="Remove project"
        description="Take this project out of your organisation's list."
        actions={
          <Button variant="secondary" icon={<Unlink />} onClick={() => toast(UNLINK_TEXT, { id: 'unlink' })}>
            Remove project
          </Button>
        }
      />
    </Card>
  );
}

function General({ contract }: { contract: Contract }) {
  const hasEdit = contract.viewerPermissions.includes('Edit');
  const archived = Boolean(contract.archivedAt);
  const editable = hasEdit && !archived;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SiteCard contract={contract} editable={editable} />
      <ContactCard contract={contract} relation="Customer" contact={contract.customer} editable={editable} />
      <ContactCard contract={contract} relation="Supplier" contact={contract.supplier} editable={editable} />
      {hasEdit && !archived ? <ArchiveCard contract={contract} /> : null}
      {!hasEdit ? <RemoveCard /> : null}
    </div>
  );
}

function Members({ contract }: { contract: Contract }) {
  const [updateMembers] = useMutationPromise<ProjectSettingsPageMembersMutation>(membersMutation);
  const [saving, setSaving] = useState<string | null>(null);
  const change = async (memberId: string, preset: string) => {
    setSaving(memberId);
    try {
      await updateMembers({ input: { contractId: contract.id, members: [{ id: memberId, preset: preset as never }] } });
      toast.success('Contract role updated');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(null);
    }
  };
  const groups = [
    { relation: 'Customer', label: 'Customer side' },
    { relation: 'Supplier', label: 'Supplier side' },
    { relation: 'Other', label: 'Others' },
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {groups.map((group) => {
        const members = contract.members.filter((m) => m.relation === group.relation);
        if (!members.length) return null;
        return (
          <Card key={group.relation}>
            <CardHeader title={group.label} className="pb-3" />
            <ul className="divide-y divide-border border-t border-border" aria-label={group.label}>
              {members.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-3 px-6 py-3" data-testid="contract-member">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-center gap-2 truncate text-sm font-medium text-fg">
                      {m.user.name || m.user.email}
                      {m.isViewer ? (
                        <Badge size="sm" tone="primary">
                          You
                        </Badge>
                      ) : null}
                      {m.isCustomerRecipient || m.isSupplierRecipient ? (
                        <Badge size="sm" tone="neutral">
                          Recipient
                        </Badge>
                      ) : null}
                    </span>
                    <span className="truncate text-[13px] text-fg-subtle">
                      {m.user.email} · {m.organisation.name}
                    </span>
                  </div>
                  {m.viewerCanChange ? (
                    <Select
                      size="sm"
                      className="w-48"
                      aria-label={`Contract role of ${m.user.name || m.user.email}`}
                      value={m.role === 'Custom' ? undefined : m.role}
                      placeholder="Custom"
                      disabled={saving === m.id}
                      onValueChange={(value) => void change(m.id, value)}
                      options={ROLE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                    />
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-sm text-fg-muted" data-testid="member-role">
                      {m.isViewer || !m.organisation.isViewer ? <Lock aria-hidden className="size-3.5 text-fg-subtle" /> : null}
                      {roleLabel(m.role)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}

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
  const label = headerLabel(contract);
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
        breadcrumbs={
          <nav aria-label="Breadcrumb" className="flex items-center gap-1.5">
            <Link to={orgPath(org, 'projects')} className="hover:text-fg">
              Projects
            </Link>
            <span aria-hidden>/</span>
            <Link to={contractPath(org, owner, slug)} className="hover:text-fg">
              {contract.siteName}
            </Link>
          </nav>
        }
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
      {tab === 'general' ? <General contract={contract} /> : <Members contract={contract} />}
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
