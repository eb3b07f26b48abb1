/**
 * The General tab of project settings (spec 1 'Project settings'): cards Site details (the owner
 * only), Customer details, Supplier details, Payment terms, Retention money (issue 38), Archive
 * (editors, until archived) and Remove project
 * (non-editors). Everything is read-only while archived.
 *
 * The owner's editors may remove the other organisation (added by mistake) from its details card,
 * after a confirmation; the server refuses while claims or schedules tie it to the project and
 * says why (issue 17: the spec's reference only showed 'Not implemented').
 */
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Archive, Unlink, UserMinus } from 'lucide-react';
import type { ProjectGeneralSettingsArchiveMutation } from '../__generated__/ProjectGeneralSettingsArchiveMutation.graphql';
import type { ProjectGeneralSettingsRemovePartyMutation } from '../__generated__/ProjectGeneralSettingsRemovePartyMutation.graphql';
import type { ProjectGeneralSettingsUpdateMutation } from '../__generated__/ProjectGeneralSettingsUpdateMutation.graphql';
import type { ProjectGeneralSettings_contract$data, ProjectGeneralSettings_contract$key } from '../__generated__/ProjectGeneralSettings_contract.graphql';
import type { ProjectGeneralSettings_party$key } from '../__generated__/ProjectGeneralSettings_party.graphql';
import { ContactDialog, type ContactChanges } from '../contacts/ContactDialog';
import { useMutationPromise } from '../relay/mutate';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { confirmDialog } from '../ui/confirm';
import { toast } from '../ui/Toaster';
import { PaymentTermsCard } from './PaymentTermsCard';
import { RetentionCard } from './RetentionCard';
import { SiteFields, siteErrors, siteInput, type SiteDraft } from './SiteFields';

export const UNLINK_TEXT = 'Please contact support to unlink a project.';
export const ownerOnlySite = (name: string) => `Only the contract owner (${name}) can edit the site details.`;
export const contactProvidedBy = (name: string) => `Contact information provided by ${name}.`;
export const OWNER_CAN_EDIT = 'The contract owner can edit these details';

/** What the General tab's cards read: the site, both parties, the schedule terms and what the viewer may do. */
const fragment = graphql`
  fragment ProjectGeneralSettings_contract on Contract {
    id
    siteName
    archivedAt
    viewerIsOwner
    viewerPermissions
    viewerRelation
    viewerCanRemoveCounterparty
    ...PaymentTermsCard_contract
    ...RetentionCard_contract
    site {
      line1
      line2
      suburb
      city
      state
      postcode
    }
    owner {
      name
    }
    customer {
      ...ProjectGeneralSettings_party
    }
    supplier {
      ...ProjectGeneralSettings_party
    }
  }
`;

/** A party of the contract as its details card shows it. */
const partyFragment = graphql`
  fragment ProjectGeneralSettings_party on ContractContact {
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

// Each call answers the whole settings page's contract (ProjectSettingsPage_contract spreads this
// tab's fragment): archiving, say, changes the page's banner as well as the cards.
const updateMutation = graphql`
  mutation ProjectGeneralSettingsUpdateMutation($input: ContractUpdateInput!) {
    contractUpdate(input: $input) {
      contract {
        ...ProjectSettingsPage_contract
      }
    }
  }
`;

const archiveMutation = graphql`
  mutation ProjectGeneralSettingsArchiveMutation($id: ID!) {
    contractArchive(input: { contractId: $id }) {
      contract {
        ...ProjectSettingsPage_contract
      }
    }
  }
`;

const removePartyMutation = graphql`
  mutation ProjectGeneralSettingsRemovePartyMutation($id: ID!) {
    contractPartyRemove(input: { contractId: $id }) {
      contract {
        ...ProjectSettingsPage_contract
      }
    }
  }
`;

export const removeTitle = (name: string) => `Remove ${name} from this project?`;
export const REMOVE_TEXT =
  'Its people lose access to this project at once and are told by email. Only an organisation added by mistake can be ' +
  'removed: once there are claims or payment schedules between you, their history must stay.';

type Contract = ProjectGeneralSettings_contract$data;

function SiteCard({ contract, editable }: { contract: Contract; editable: boolean }) {
  const [update, saving] = useMutationPromise<ProjectGeneralSettingsUpdateMutation>(updateMutation);
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
  contact: contactRef,
  editable,
}: {
  contract: Contract;
  relation: 'Customer' | 'Supplier';
  contact: ProjectGeneralSettings_party$key | null | undefined;
  editable: boolean;
}) {
  const contact = useFragment(partyFragment, contactRef ?? null);
  const org = useOrgSlug();
  const [update] = useMutationPromise<ProjectGeneralSettingsUpdateMutation>(updateMutation);
  const [dialog, setDialog] = useState<'edit' | 'new' | null>(null);
  const ownParty = contract.viewerRelation === relation;
  const [removeParty, removing] = useMutationPromise<ProjectGeneralSettingsRemovePartyMutation>(removePartyMutation);
  const removable = !ownParty && contract.viewerCanRemoveCounterparty;
  const remove = async () => {
    const name = contact?.name || `the ${relation.toLowerCase()}`;
    const yes = await confirmDialog({
      title: removeTitle(name),
      description: REMOVE_TEXT,
      actionLabel: 'Remove organisation',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await removeParty({ id: contract.id });
      toast.success(`${name} removed from the project`);
    } catch (error) {
      toast.error((error as Error).message, { duration: 10000 });
    }
  };
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
          button || removable ? (
            <div className="flex flex-wrap justify-end gap-2">
              {button ? (
                <Button size="sm" variant="secondary" onClick={() => setDialog(ownContact ? 'edit' : 'new')}>
                  {button}
                </Button>
              ) : null}
              {removable ? (
                <Button size="sm" variant="secondary" icon={<UserMinus />} loading={removing} onClick={() => void remove()}>
                  Remove organisation
                </Button>
              ) : null}
            </div>
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
  const [archive, busy] = useMutationPromise<ProjectGeneralSettingsArchiveMutation>(archiveMutation);
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

/** The General tab: site, customer and supplier details, then Archive or Remove project. */
export function ProjectGeneralSettings({ contract: ref }: { contract: ProjectGeneralSettings_contract$key }) {
  const contract = useFragment(fragment, ref);
  const hasEdit = contract.viewerPermissions.includes('Edit');
  const archived = Boolean(contract.archivedAt);
  const editable = hasEdit && !archived;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SiteCard contract={contract} editable={editable} />
      <ContactCard contract={contract} relation="Customer" contact={contract.customer} editable={editable} />
      <ContactCard contract={contract} relation="Supplier" contact={contract.supplier} editable={editable} />
      <PaymentTermsCard contract={contract} editable={editable} />
      <RetentionCard contract={contract} editable={editable} />
      {hasEdit && !archived ? <ArchiveCard contract={contract} /> : null}
      {!hasEdit ? <RemoveCard /> : null}
    </div>
  );
}
