/**
 * /{org}/projects/{owner}/{contract}/subcontracts/new — 'Add a subcontract' (spec 2).
 *
 * The site is the parent's (read-only). This organisation is the subcontract's customer, with a
 * contact person (default: the viewer). The supplier: recipients; a recipient's existing
 * organisation pre-fills the supplier contact (removable), otherwise new supplier details.
 * Messages: 'No recipients', 'missing org contact'. Cancel goes back to the Subcontracts tab.
 */
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Building2, MapPin, X } from 'lucide-react';
import type { NewSubcontractPageQuery } from '../__generated__/NewSubcontractPageQuery.graphql';
import { orgPath, useOrgSlug } from '../shell/org';
import { Banner } from '../ui/Banner';
import { Button, IconButton, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { PageHeader } from '../ui/PageHeader';
import { Select } from '../ui/Select';
import { Loader } from '../ui/Spinner';
import { CONTRACT_NOT_FOUND, LOADING_CONTRACT } from './texts';
import { ProjectBreadcrumbs } from './ContractHeader';
import { BusinessDetailsMissing } from './BusinessDetailsMissing';
import { contactComplete, contactErrors, ContactFields, contactInput, EMPTY_CONTACT, type ContactDraft } from './ContactFields';
import { useCreateContract } from './createContract';
import { mostCommonContact, NO_RECIPIENTS, type PublicContact, type Recipient } from './recipients';
import { ReadOnlyPanel } from './ReadOnlyPanel';
import { RecipientPicker } from './RecipientPicker';
import { addressLine } from './labels';
import { contractPath } from './paths';

export const TITLE = 'Add a subcontract';

const query = graphql`
  query NewSubcontractPageQuery($owner: String!, $slug: String!) {
    contract(owner: $owner, slug: $slug) {
      id
      siteName
      viewerIsSupplier
      site {
        line1
        line2
        suburb
        city
        state
        postcode
      }
    }
    org {
      name
    }
    projects {
      viewerUser {
        id
      }
      businessContact {
        entityName
      }
      contactPeople {
        id
        name
        email
      }
    }
  }
`;

function SubcontractForm() {
  const org = useOrgSlug();
  const { owner = '', contract: slug = '' } = useParams();
  const data = useLazyLoadQuery<NewSubcontractPageQuery>(query, { owner, slug }, { fetchPolicy: 'store-and-network' });
  const [create, creating] = useCreateContract();
  const [contactPerson, setContactPerson] = useState(data.projects?.viewerUser.id ?? '');
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [removedContact, setRemovedContact] = useState<string | null>(null);
  const [supplier, setSupplier] = useState<ContactDraft>(EMPTY_CONTACT);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suggested: PublicContact | null = useMemo(() => mostCommonContact(recipients), [recipients]);
  const existing = suggested && suggested.id !== removedContact ? suggested : null;

  const contract = data.contract;
  const back = contractPath(org, owner, slug, 'subcontracts');
  if (!contract || !contract.viewerIsSupplier) {
    return (
      <EmptyState bordered title={CONTRACT_NOT_FOUND} action={<LinkButton to={orgPath(org, 'projects')}>Back to projects</LinkButton>} />
    );
  }
  const business = data.projects?.businessContact;
  const noRecipients = submitted && !recipients.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!recipients.length) return;
    if (!existing && !contactComplete(supplier)) return;
    try {
      await create({
        parentId: contract.id,
        ownerRelation: 'Customer',
        supplier: existing ? { id: existing.id } : { contact: contactInput(supplier) },
        members: [
          { relation: 'Customer', user: { id: contactPerson }, isCustomerRecipient: true },
          ...recipients.map((r) => ({
            relation: 'Supplier' as const,
            user: r.accountId ? { id: r.accountId } : { email: r.email },
            isSupplierRecipient: true,
          })),
        ],
      });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6">
      {!business ? <BusinessDetailsMissing /> : null}
      <Card>
        <CardHeader title="Contract" description="You are the customer of the subcontract: your subcontractor claims from you." />
        <CardBody className="flex flex-col gap-5">
          <Field label="Site">
            <ReadOnlyPanel icon={MapPin} testId="subcontract-site">
              <div className="flex flex-col">
                <span className="font-medium text-fg">{contract.siteName}</span>
                <span className="text-fg-muted">{addressLine(contract.site)}</span>
              </div>
            </ReadOnlyPanel>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Customer">
              <div className="flex h-9 items-center gap-2 rounded-lg border border-border bg-muted/50 px-3 text-sm text-fg">
                <Building2 aria-hidden className="size-4 text-fg-subtle" />
                <span className="truncate">{data.org?.name}</span>
              </div>
            </Field>
            <Field label="Contact person">
              <Select
                value={contactPerson}
                onValueChange={setContactPerson}
                options={(data.projects?.contactPeople ?? []).map((p) => ({ value: p.id, label: p.name || p.email }))}
              />
            </Field>
          </div>
          <Field
            label="Supplier recipients"
            required
            error={noRecipients ? NO_RECIPIENTS : null}
            hint="Your subcontractor's people. Type a name or an email address."
          >
            <RecipientPicker value={recipients} onChange={setRecipients} placeholder="name@subcontractor.co.nz" />
          </Field>
          {existing ? (
            <Field label="Supplier">
              <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/50 px-3 py-2" data-testid="supplier-contact">
                <Building2 aria-hidden className="size-4 shrink-0 text-fg-subtle" />
                <span className="flex-1 truncate text-sm font-medium text-fg">{existing.name}</span>
                <IconButton size="sm" label="Remove supplier contact" icon={<X />} onClick={() => setRemovedContact(existing.id)} />
              </div>
            </Field>
          ) : (
            <div className="flex flex-col gap-3">
              <h3 className="text-sm font-medium text-fg">Supplier contact</h3>
              <ContactFields
                value={supplier}
                onChange={setSupplier}
                errors={submitted ? contactErrors(supplier) : {}}
              />
            </div>
          )}
        </CardBody>
      </Card>
      {error ? (
        <Banner tone="danger" title="The subcontract was not added">
          {error}
        </Banner>
      ) : null}
      <div className="flex items-center justify-end gap-2">
        <LinkButton to={back} variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" loading={creating}>
          Add subcontract
        </Button>
      </div>
    </form>
  );
}

export function NewSubcontractPage() {
  const org = useOrgSlug();
  const { owner = '', contract: slug = '' } = useParams();
  return (
    <>
      <title>{`${TITLE} · Claimdesk`}</title>
      <PageHeader
        title={TITLE}
        breadcrumbs={<ProjectBreadcrumbs org={org} to={contractPath(org, owner, slug, 'subcontracts')} label={'Subcontracts'} />}
      />
      <Suspense fallback={<Loader message={LOADING_CONTRACT} />}>
        <SubcontractForm />
      </Suspense>
    </>
  );
}

export { NewSubcontractPage as Component };
