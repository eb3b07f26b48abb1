/**
 * /{org}/settings (spec 1 section 2): the organisation's name and its business details (the
 * default contact, shown on all invoices). Editing needs 'Owner, full access' (OrgEdit); the
 * server checks it, the screen only mirrors it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GeneralPageNameMutation } from '../__generated__/GeneralPageNameMutation.graphql';
import type { GeneralPageQuery, GeneralPageQuery$data } from '../__generated__/GeneralPageQuery.graphql';
import type { GeneralPageVersionQuery } from '../__generated__/GeneralPageVersionQuery.graphql';
import { refreshSession } from '../auth/client';
import { upsertSession } from '../auth/sessions';
import { useCurrentSession } from '../auth/useCurrentSession';
import { usePoll } from '../lib/usePoll';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { BusinessDetailsCard, OWNERS_ONLY } from './BusinessDetailsCard';
import { has } from './permissions';
import { ScheduleRemindersCard } from './ScheduleRemindersCard';

export const ORG_UPDATED = 'Organisation updated';
export const CHANGES_SAVED = 'Changes saved';

const query = graphql`
  query GeneralPageQuery {
    org {
      id
      name
      viewerMember {
        id
        permissions
        scheduleReminders
      }
      defaultContactVersion
      ...BusinessDetailsCard_org
    }
  }
`;

const versionQuery = graphql`
  query GeneralPageVersionQuery {
    org {
      id
      defaultContactVersion
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

type Org = NonNullable<GeneralPageQuery$data['org']>;

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
      setError(errorMessage(failure));
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

/** The default contact is polled every 5 minutes (spec 1 section 9), through its version. */
export const DEFAULT_CONTACT_POLL_MS = 300000;

export function GeneralPage() {
  const data = useLazyLoadQuery<GeneralPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  usePoll<GeneralPageQuery, GeneralPageVersionQuery>(query, {}, DEFAULT_CONTACT_POLL_MS, undefined, {
    query: versionQuery,
    variables: {},
    read: (d) => d.org?.defaultContactVersion,
    loadedOf: (d) => d.org?.defaultContactVersion,
    loaded: data.org?.defaultContactVersion,
  });
  const org = data.org;
  if (!org) {
    return <Banner tone="danger" title="Organisation not found" />;
  }
  const canEdit = has(org.viewerMember?.permissions ?? [], 'OrgEdit');
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <title>Settings · Claimdesk</title>
      <OrganisationNameCard org={org} canEdit={canEdit} />
      <BusinessDetailsCard org={org} canEdit={canEdit} />
      {org.viewerMember ? <ScheduleRemindersCard scheduleReminders={org.viewerMember.scheduleReminders ?? true} /> : null}
    </div>
  );
}

export { GeneralPage as Component };
