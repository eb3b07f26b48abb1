/**
 * /{org}/settings (spec 1 section 2): the organisation's name and its business details (the
 * default contact, shown on all invoices). Editing needs 'Owner, full access' (OrgEdit); the
 * server checks it, the screen only mirrors it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Pencil } from 'lucide-react';
import type { GeneralPageBusinessMutation } from '../__generated__/GeneralPageBusinessMutation.graphql';
import type { GeneralPageContactMutation } from '../__generated__/GeneralPageContactMutation.graphql';
import type { GeneralPageNameMutation } from '../__generated__/GeneralPageNameMutation.graphql';
import type { GeneralPageQuery, GeneralPageQuery$data } from '../__generated__/GeneralPageQuery.graphql';
import { refreshSession } from '../auth/client';
import { upsertSession } from '../auth/sessions';
import { useCurrentSession } from '../auth/useCurrentSession';
import { ContactDialog } from '../contacts/ContactDialog';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { GstNumberField, gstReady, gstToSend, initialGst, type GstNumberState } from './GstNumberField';
import { LogoField, UNCHANGED, logoInput, type LogoChange } from './LogoField';
import { MutationError, useMutationPromise } from '../relay/mutate';
import { has } from './permissions';

export const ORG_UPDATED = 'Organisation updated';
export const CHANGES_SAVED = 'Changes saved';
export const SAVING = 'Saving...';
export const BUSINESS_UPDATED = 'Business details updated.';
export const OWNERS_ONLY = 'Only owners (Owner, full access) can change these settings.';

const query = graphql`
  query GeneralPageQuery {
    org {
      id
      name
      viewerMember {
        id
        permissions
      }
      defaultContact {
        id
        name
        entityName
        address
        gstNumber
        website
        logoUrl
      }
    }
  }
`;

const nameMutation = graphql`
  mutation GeneralPageNameMutation($input: OrganisationNameUpdateInput!) {
    organisationNameUpdate(input: $input) {
      organisation {
        id
        name
      }
    }
  }
`;

const businessMutation = graphql`
  mutation GeneralPageBusinessMutation($input: OrganisationBusinessUpdateInput!) {
    organisationBusinessUpdate(input: $input) {
      organisation {
        id
        defaultContact {
          id
          name
          entityName
          address
          gstNumber
          website
          logoUrl
        }
      }
    }
  }
`;

// The 'Edit Contact' dialog's save.
const contactMutation = graphql`
  mutation GeneralPageContactMutation($input: ContactUpdateInput!) {
    contactUpdate(input: $input) {
      contact {
        id
        name
        entityName
        address
        gstNumber
      }
    }
  }
`;

type Org = NonNullable<GeneralPageQuery$data['org']>;

const OPTIONAL = <span className="text-[13px] text-fg-subtle">Optional</span>;

function OrganisationNameCard({ org, canEdit }: { org: Org; canEdit: boolean }) {
  const current = useCurrentSession();
  const [rename, saving] = useMutationPromise<GeneralPageNameMutation>(nameMutation);
  const [name, setName] = useState(org.name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setName(org.name), [org.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Organisation name is required');
      return;
    }
    try {
      await rename({ input: { orgId: org.id, name: name.trim() } });
      setError(null);
      toast.success(ORG_UPDATED, { description: CHANGES_SAVED });
      // The workspace switcher and the user menu show the new name.
      if (current) refreshSession(current.session.userAccountId).then(upsertSession, () => undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Organisation Name">
        <CardHeader title="Organisation Name" description="The name visible on the product" />
        <CardBody>
          <Field label="Name" hideLabel error={error} required>
            <Input
              name="orgName"
              value={name}
              maxLength={200}
              disabled={!canEdit}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          </Field>
        </CardBody>
        <CardFooter note={canEdit ? null : OWNERS_ONLY}>
          <Button type="submit" loading={saving} disabled={!canEdit || name.trim() === org.name}>
            Save
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

type Contact = Org['defaultContact'];

interface BusinessForm {
  entityName: string;
  address: string;
  website: string;
  gst: GstNumberState;
  logo: LogoChange;
}

/** Saved details changed elsewhere (the Edit Contact dialog, a refetch) start the form afresh. */
function contactVersion(contact: Contact): string {
  if (!contact) return 'new';
  return [contact.id, contact.entityName, contact.address, contact.gstNumber, contact.website, contact.logoUrl].join('|');
}

function formOf(contact: Contact, orgName: string): BusinessForm {
  return {
    entityName: contact?.entityName ?? orgName,
    address: contact?.address ?? '',
    website: contact?.website ?? '',
    gst: initialGst(contact?.gstNumber, { hasSaved: !!contact }),
    logo: UNCHANGED,
  };
}

function BusinessDetailsCard({ org, canEdit }: { org: Org; canEdit: boolean }) {
  const contact = org.defaultContact;
  const [form, setForm] = useState<BusinessForm>(() => formOf(contact, org.name));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveBusiness, saving] = useMutationPromise<GeneralPageBusinessMutation>(businessMutation);
  const [saveContact] = useMutationPromise<GeneralPageContactMutation>(contactMutation);
  const [editing, setEditing] = useState(false);
  const update = (patch: Partial<BusinessForm>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.entityName.trim()) {
      setErrors({ entityName: 'Business name is required' });
      return;
    }
    if (!gstReady(form.gst)) {
      update({ gst: { ...form.gst, touched: true } });
      return;
    }
    const id = toast.loading(SAVING);
    try {
      await saveBusiness({
        input: {
          orgId: org.id,
          entityName: form.entityName.trim(),
          address: form.address,
          gstCountry: 'NZ',
          gstNumber: gstToSend(form.gst),
          website: form.website.trim(),
          ...logoInput(form.logo),
        },
      });
      toast.success(BUSINESS_UPDATED, { id });
      setForm((previous) => ({ ...previous, logo: UNCHANGED, gst: { ...previous.gst, notRegistered: !gstToSend(previous.gst) } }));
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      toast.error(message, { id });
      if (failure instanceof MutationError && failure.field) setErrors({ [failure.field]: message });
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Business Details">
        <CardHeader
          title="Business Details"
          description="These details will be shown on all invoices."
          actions={
            contact && canEdit ? (
              <Button variant="secondary" size="sm" icon={<Pencil aria-hidden />} onClick={() => setEditing(true)}>
                Edit contact
              </Button>
            ) : null
          }
        />
        <CardBody className="flex flex-col gap-5">
          <Field label="Business name" required error={errors.entityName}>
            <Input
              name="entityName"
              autoComplete="organization"
              value={form.entityName}
              maxLength={200}
              disabled={!canEdit}
              onChange={(event) => update({ entityName: event.target.value })}
            />
          </Field>
          <GstNumberField
            state={form.gst}
            onChange={(gst) => update({ gst })}
            allowNotRegistered
            disabled={!canEdit}
            serverError={errors.gstNumber}
          />
          <Field label="Address or PO Box" labelAside={OPTIONAL} error={errors.address}>
            <TextArea
              name="address"
              rows={3}
              autoComplete="street-address"
              value={form.address}
              disabled={!canEdit}
              onChange={(event) => update({ address: event.target.value })}
            />
          </Field>
          <Field label="Website" labelAside={OPTIONAL} error={errors.website}>
            <Input
              name="website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="www.example.co.nz"
              value={form.website}
              disabled={!canEdit}
              onChange={(event) => update({ website: event.target.value })}
            />
          </Field>
          <LogoField
            logoUrl={contact?.logoUrl ?? null}
            change={form.logo}
            onChange={(logo) => update({ logo })}
            disabled={!canEdit}
          />
        </CardBody>
        <CardFooter note={canEdit ? null : OWNERS_ONLY}>
          <Button type="submit" loading={saving} disabled={!canEdit}>
            Save
          </Button>
        </CardFooter>
      </form>
      {contact && editing ? (
        // The display name (and the rest) of the organisation's own contact.
        <ContactDialog
          mode="edit"
          open
          onOpenChange={setEditing}
          initial={contact}
          onSave={async (changes) => {
            await saveContact({ input: { id: contact.id, ...changes } });
            toast.success(BUSINESS_UPDATED);
          }}
        />
      ) : null}
    </Card>
  );
}

/** The default contact is polled every 5 minutes (spec 1 section 9). */
export const DEFAULT_CONTACT_POLL_MS = 300000;

export function GeneralPage() {
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setFetchKey((key) => key + 1), DEFAULT_CONTACT_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  const data = useLazyLoadQuery<GeneralPageQuery>(query, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  const org = data.org;
  if (!org) {
    return <Banner tone="danger" title="Organisation not found" />;
  }
  const canEdit = has(org.viewerMember?.permissions ?? [], 'OrgEdit');
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <title>Settings · Claimdesk</title>
      <OrganisationNameCard org={org} canEdit={canEdit} />
      <BusinessDetailsCard key={contactVersion(org.defaultContact)} org={org} canEdit={canEdit} />
    </div>
  );
}

export { GeneralPage as Component };
