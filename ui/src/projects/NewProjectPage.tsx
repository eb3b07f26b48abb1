/**
 * /{org}/projects/new — 'Create a New Project' (spec 2 'New project screen').
 *
 * Sections: Contract (the supplier: this organisation's business details; the contact person;
 * customer recipients), Customer details, Site details, Additional options (previous claims).
 * 'Create Project' goes to the new contract page, replacing history; Cancel to the projects list.
 */
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import type { NewProjectPageQuery } from '../__generated__/NewProjectPageQuery.graphql';
import { orgPath, useOrgSlug } from '../shell/org';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { PageHeader } from '../ui/PageHeader';
import { Select } from '../ui/Select';
import { Loader } from '../ui/Spinner';
import { BusinessDetailsMissing, CONTACT_MISSING } from './BusinessDetailsMissing';
import { contactComplete, contactErrors, ContactFields, contactInput, EMPTY_CONTACT, type ContactDraft } from './ContactFields';
import { useCreateContract } from './createContract';
import { hasErrors, claimErrors, claimInput, starterClaim, type ClaimDraft } from './previousClaims';
import { PreviousClaimsEditor } from './PreviousClaimsEditor';
import { contactChoices, mostCommonContact, NO_RECIPIENTS, type Recipient } from './recipients';
import { ReadOnlyPanel } from './ReadOnlyPanel';
import { RecipientPicker } from './RecipientPicker';
import { EMPTY_SITE, SiteFields, siteErrors, siteInput, type SiteDraft } from './SiteFields';

export const TITLE = 'Create a New Project';
export const NO_CUSTOMER = 'No customer';
const NEW_CUSTOMER = 'new';

const query = graphql`
  query NewProjectPageQuery {
    projects {
      viewerCanCreate
      viewerUser {
        id
        name
        email
      }
      businessContact {
        name
        entityName
        address
        gstNumber
      }
      contactPeople {
        id
        name
        email
      }
    }
  }
`;

function NewProjectForm() {
  const org = useOrgSlug();
  const data = useLazyLoadQuery<NewProjectPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const projects = data.projects;
  const [create, creating] = useCreateContract();

  const [contactPerson, setContactPerson] = useState(projects?.viewerUser.id ?? '');
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [customerChoice, setCustomerChoice] = useState<string | null>(null);
  const [customer, setCustomer] = useState<ContactDraft>(EMPTY_CONTACT);
  const [site, setSite] = useState<SiteDraft>(EMPTY_SITE);
  const [importClaims, setImportClaims] = useState(false);
  const [claims, setClaims] = useState<ClaimDraft[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field: string | null } | null>(null);

  const choices = useMemo(() => contactChoices(recipients), [recipients]);
  const suggested = useMemo(() => mostCommonContact(recipients), [recipients]);
  // The most common contact among recipients is suggested until the user picks another.
  const chosen =
    customerChoice && (customerChoice === NEW_CUSTOMER || choices.some((c) => c.id === customerChoice))
      ? customerChoice
      : (suggested?.id ?? NEW_CUSTOMER);
  const isNewCustomer = chosen === NEW_CUSTOMER;
  const business = projects?.businessContact ?? null;

  if (!projects) return null;

  const siteProblems = submitted ? siteErrors(site) : {};
  const noCustomer = submitted && !recipients.length && !customer.entityName.trim();
  const noRecipients = submitted && !recipients.length && Boolean(customer.entityName.trim());
  const claimServerErrors: Record<number, string> = {};
  const match = serverError?.field?.match(/^claims\.(\d+)\.totalExcl$/);
  if (match && serverError) claimServerErrors[Number(match[1])] = serverError.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!business) return; // nothing happens without the supplier's business details
    const problems = siteErrors(site);
    const claimsInvalid = importClaims && claims.some((c) => hasErrors(claimErrors(c)));
    const customerMissing = !recipients.length && !(isNewCustomer && customer.entityName.trim());
    if (problems.siteName || problems.line1 || claimsInvalid || customerMissing) return;
    if (isNewCustomer && !contactComplete(customer)) return;
    if (!recipients.length) return;
    const members = [
      { relation: 'Supplier' as const, user: { id: contactPerson }, isSupplierRecipient: true },
      ...recipients.map((r) => ({
        relation: 'Customer' as const,
        user: r.accountId ? { id: r.accountId } : { email: r.email },
        isCustomerRecipient: true,
      })),
    ];
    try {
      await create({
        ...siteInput(site),
        ownerRelation: 'Supplier',
        customer: isNewCustomer ? { contact: contactInput(customer) } : { id: chosen },
        members,
        claims: importClaims ? claims.map(claimInput) : null,
      });
    } catch (error) {
      const e = error as { message: string; field?: string | null };
      setServerError({ message: e.message, field: e.field ?? null });
    }
  };

  const serverFieldError = (field: string) => (serverError?.field === field ? serverError.message : null);
  const generalError =
    serverError && !['siteName', 'site.line1'].includes(serverError.field ?? '') && !match ? serverError.message : null;

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6">
      {!business ? <BusinessDetailsMissing /> : null}

      <Card>
        <CardHeader title="Contract" description="You are the supplier: you send progress claims to the customer." />
        <CardBody className="flex flex-col gap-5">
          <Field label="Supplier">
            <ReadOnlyPanel icon={Building2} testId="supplier-business">
              {business ? (
                <div className="flex min-w-0 flex-col text-sm">
                  <span className="font-medium text-fg">{business.entityName}</span>
                  <span className="text-fg-muted">
                    {[business.address, business.gstNumber ? `GST ${business.gstNumber}` : null].filter(Boolean).join(' · ') ||
                      'No address'}
                  </span>
                </div>
              ) : (
                <span className="text-sm text-fg-subtle">{CONTACT_MISSING}</span>
              )}
            </ReadOnlyPanel>
          </Field>
          <Field label="Contact person" hint="Receives what the customer sends, with full access to the project.">
            <Select
              value={contactPerson}
              onValueChange={setContactPerson}
              options={projects.contactPeople.map((p) => ({ value: p.id, label: p.name || p.email, description: p.email }))}
            />
          </Field>
          <Field
            label="Customer recipients"
            required
            error={noCustomer ? NO_CUSTOMER : noRecipients ? NO_RECIPIENTS : null}
            hint="The people who receive your claims. Type a name or an email address."
          >
            <RecipientPicker value={recipients} onChange={setRecipients} placeholder="name@customer.co.nz" />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Customer details" description="Who pays: shown on your claims." />
        <CardBody className="flex flex-col gap-5">
          {choices.length ? (
            <Field label="Customer">
              <Select
                value={chosen}
                onValueChange={setCustomerChoice}
                options={[
                  ...choices.map((c) => ({ value: c.id, label: c.name, description: c.id === suggested?.id ? 'Suggested' : undefined })),
                  { value: NEW_CUSTOMER, label: 'A new customer…' },
                ]}
              />
            </Field>
          ) : null}
          {isNewCustomer ? (
            <ContactFields
              value={customer}
              onChange={setCustomer}
              errors={submitted ? contactErrors(customer) : {}}
            />
          ) : (
            <p className="text-sm text-fg-muted">Their own business details will be shown on the project.</p>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Site details" />
        <CardBody>
          <SiteFields
            value={site}
            onChange={setSite}
            errors={{
              siteName: siteProblems.siteName ?? serverFieldError('siteName'),
              line1: siteProblems.line1 ?? serverFieldError('site.line1'),
            }}
          />
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Additional options" />
        <CardBody className="flex flex-col gap-4">
          <Checkbox
            label="Import previous claims already paid"
            description="For a project already under way: the claims you were paid before using Claimdesk."
            checked={importClaims}
            onCheckedChange={(on) => {
              setImportClaims(on);
              setClaims(on ? [starterClaim()] : []);
            }}
          />
          {importClaims ? (
            <PreviousClaimsEditor claims={claims} onChange={setClaims} showErrors={submitted} serverErrors={claimServerErrors} />
          ) : null}
        </CardBody>
      </Card>

      {generalError ? (
        <Banner tone="danger" title="The project was not created">
          {generalError}
        </Banner>
      ) : null}

      <div className="flex items-center justify-end gap-2">
        <LinkButton to={orgPath(org, 'projects')} variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" loading={creating} disabled={!business}>
          Create Project
        </Button>
      </div>
    </form>
  );
}

export function NewProjectPage() {
  const org = useOrgSlug();
  return (
    <>
      <title>{`${TITLE} · Claimdesk`}</title>
      <PageHeader
        title={TITLE}
        breadcrumbs={
          <Link to={orgPath(org, 'projects')} className="hover:text-fg">
            Projects
          </Link>
        }
      />
      <Suspense fallback={<Loader />}>
        <NewProjectForm />
      </Suspense>
    </>
  );
}

export { NewProjectPage as Component };
