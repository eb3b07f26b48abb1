/**
 * The business details of workspace settings (spec 1 section 2): the organisation's default
 * contact (business name, address, GST number, website, logo), shown on all invoices, and its
 * 'Edit contact' dialog.
 */
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Pencil } from 'lucide-react';
import type { BusinessDetailsCard_contact$data } from '../__generated__/BusinessDetailsCard_contact.graphql';
import type { BusinessDetailsCardContactMutation } from '../__generated__/BusinessDetailsCardContactMutation.graphql';
import type { BusinessDetailsCardMutation } from '../__generated__/BusinessDetailsCardMutation.graphql';
import { ContactDialog } from '../contacts/ContactDialog';
import { errorMessage, MutationError, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { GstNumberField, gstReady, gstToSend, initialGst, type GstNumberState } from './GstNumberField';
import { LogoField, UNCHANGED, logoInput, type LogoChange } from './LogoField';

export const SAVING = 'Saving...';
export const BUSINESS_UPDATED = 'Business details updated.';
/** Issue 34: what 'Not registered' does to the organisation's claims. */
export const NOT_REGISTERED_HINT = "Your claims will charge no GST and are titled 'Payment claim', not 'Tax invoice'. Claims already sent keep theirs.";
export const OWNERS_ONLY = 'Only owners (Owner, full access) can change these settings.';

graphql`
  fragment BusinessDetailsCard_contact on Contact {
    id
    name
    entityName
    address
    gstNumber
    gstRegistered
    website
    logoUrl
  }
`;

const businessMutation = graphql`
  mutation BusinessDetailsCardMutation($input: OrganisationBusinessUpdateInput!) {
    organisationBusinessUpdate(input: $input) {
      organisation {
        id
        defaultContact {
          ...BusinessDetailsCard_contact @relay(mask: false)
        }
      }
    }
  }
`;

// The 'Edit Contact' dialog's save.
const contactMutation = graphql`
  mutation BusinessDetailsCardContactMutation($input: ContactUpdateInput!) {
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

const OPTIONAL = <span className="text-[13px] text-fg-subtle">Optional</span>;

type Contact = Omit<BusinessDetailsCard_contact$data, ' $fragmentType'> | null | undefined;

interface BusinessForm {
  entityName: string;
  address: string;
  website: string;
  gst: GstNumberState;
  logo: LogoChange;
}

/** Saved details changed elsewhere (the Edit Contact dialog, a refetch) start the form afresh. */
export function contactVersion(contact: Contact): string {
  if (!contact) return 'new';
  return [contact.id, contact.entityName, contact.address, contact.gstNumber, contact.gstRegistered, contact.website,
    contact.logoUrl].join('|');
}

function formOf(contact: Contact, orgName: string): BusinessForm {
  return {
    entityName: contact?.entityName ?? orgName,
    address: contact?.address ?? '',
    website: contact?.website ?? '',
    gst: initialGst(contact?.gstNumber, { hasSaved: !!contact, registered: contact?.gstRegistered }),
    logo: UNCHANGED,
  };
}

/** The business details card: the organisation's default contact, shown on all invoices. */
export function BusinessDetailsCard({
  org,
  canEdit,
}: {
  org: { id: string; name: string; defaultContact: Contact };
  canEdit: boolean;
}) {
  const contact = org.defaultContact;
  const [form, setForm] = useState<BusinessForm>(() => formOf(contact, org.name));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveBusiness, saving] = useMutationPromise<BusinessDetailsCardMutation>(businessMutation);
  const [saveContact] = useMutationPromise<BusinessDetailsCardContactMutation>(contactMutation);
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
          gstRegistered: !form.gst.notRegistered,
          website: form.website.trim(),
          ...logoInput(form.logo),
        },
      });
      toast.success(BUSINESS_UPDATED, { id });
      setForm((previous) => ({ ...previous, logo: UNCHANGED }));
    } catch (failure) {
      const message = errorMessage(failure);
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
          {form.gst.notRegistered ? <p className="-mt-3 text-[13px] text-fg-muted">{NOT_REGISTERED_HINT}</p> : null}
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
