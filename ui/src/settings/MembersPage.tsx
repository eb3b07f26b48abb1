/**
 * /{org}/settings/members (spec 1 sections 2, 5 and 6): the members with their role and
 * permissions, invite rows (email, permissions, owner; rows with an empty email are dropped),
 * and changing or removing a member. Mirrors the server's rules: inviting needs UserInvite
 * (and gives only what the inviter has, unless an owner); changing and removing need OrgEdit
 * and never apply to oneself. One GraphQL request loads the whole screen.
 */
import { useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MailPlus, Pencil, Plus, Trash2, UserMinus } from 'lucide-react';
import type { MembersPageInviteMutation } from '../__generated__/MembersPageInviteMutation.graphql';
import type { MembersPageQuery, MembersPageQuery$data } from '../__generated__/MembersPageQuery.graphql';
import type { MembersPageRemoveMutation } from '../__generated__/MembersPageRemoveMutation.graphql';
import type { MembersPageUpdateMutation } from '../__generated__/MembersPageUpdateMutation.graphql';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button, IconButton } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { confirmDialog } from '../ui/confirm';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { TBody, THead, Table, Td, Th, Tr } from '../ui/Table';
import { toast } from '../ui/Toaster';
import { useMutationPromise } from '../relay/mutate';
import { PermissionsEditor, PermissionsPicker } from './PermissionsEditor';
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  closure,
  describe,
  has,
  rolePermissions,
  topPermissions,
  type Permission,
} from './permissions';

export const MEMBERS_PAGE_SIZE = 1000;

const query = graphql`
  query MembersPageQuery($first: Int!) {
    org {
      id
      name
      viewerMember {
        id
        permissions
      }
      members(first: $first) {
        totalCount
        pageInfo {
          hasNextPage
        }
        edges {
          node {
            id
            userId
            name
            email
            permissions
            invitePending
          }
        }
      }
    }
  }
`;

const inviteMutation = graphql`
  mutation MembersPageInviteMutation($input: MembersInviteInput!) {
    membersInvite(input: $input) {
      members {
        id
        email
      }
    }
  }
`;

const updateMutation = graphql`
  mutation MembersPageUpdateMutation($input: MemberUpdateInput!) {
    memberUpdate(input: $input) {
      member {
        id
        name
        permissions
      }
    }
  }
`;

const removeMutation = graphql`
  mutation MembersPageRemoveMutation($input: MemberRemoveInput!) {
    memberRemove(input: $input) {
      removedUserId
    }
  }
`;

type Org = NonNullable<MembersPageQuery$data['org']>;
type Member = NonNullable<NonNullable<Org['members']>['edges'][number]>['node'];
type MemberNode = NonNullable<Member>;

function permissionsOf(values: readonly string[]): Permission[] {
  return closure(values);
}

// ---- invite rows ----------------------------------------------------------------------------

interface InviteRow {
  key: number;
  email: string;
  permissions: Permission[];
  isOwner: boolean;
}

let rowKeys = 0;
function newRow(defaults: Permission[]): InviteRow {
  rowKeys += 1;
  return { key: rowKeys, email: '', permissions: defaults, isOwner: false };
}

function InviteCard({ viewerPermissions, onInvited }: { viewerPermissions: Permission[]; onInvited: () => void }) {
  const [invite, sending] = useMutationPromise<MembersPageInviteMutation>(inviteMutation);
  const isOwner = has(viewerPermissions, 'OrgEdit');
  // The default row gives the Member role, or what the inviter has when that is less.
  const defaults = isOwner ? rolePermissions('Member') : rolePermissions('Member').filter((p) => viewerPermissions.includes(p));
  const [rows, setRows] = useState<InviteRow[]>(() => [newRow(closure(defaults))]);
  const [error, setError] = useState<string | null>(null);

  const change = (key: number, patch: Partial<InviteRow>) => {
    setRows((previous) => previous.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((row) => row.email.trim() !== '');
    if (!filled.length) {
      setError('Enter at least one email address to invite.');
      return;
    }
    try {
      const answer = await invite({
        input: {
          users: filled.map((row) => ({
            email: row.email.trim(),
            permissions: row.isOwner ? [...PERMISSIONS] : row.permissions,
            isOwner: row.isOwner,
          })),
        },
      });
      const count = answer.membersInvite?.members.length ?? filled.length;
      toast.success(count === 1 ? 'Invitation sent' : `${count} invitations sent`);
      setRows([newRow(closure(defaults))]);
      onInvited();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Invite people">
        <CardHeader
          title="Invite people"
          description="Each person gets an email, and finds this workspace when they sign in with that address."
        />
        <CardBody className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <div key={row.key} className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_16rem_auto]" data-invite-row>
              <Field label="Email" hideLabel={index > 0}>
                <Input
                  name="inviteEmail"
                  type="email"
                  autoComplete="off"
                  placeholder="name@example.com"
                  value={row.email}
                  onChange={(event) => change(row.key, { email: event.target.value })}
                />
              </Field>
              <Field label="Permissions" hideLabel={index > 0}>
                <PermissionsPicker
                  idPrefix={`invite-${row.key}`}
                  value={row.isOwner ? [...PERMISSIONS] : row.permissions}
                  onChange={(permissions) => change(row.key, { permissions })}
                  disabled={row.isOwner}
                  grantable={isOwner ? undefined : viewerPermissions}
                />
              </Field>
              <div className={index === 0 ? 'flex h-9 items-center gap-3 sm:mt-[26px]' : 'flex h-9 items-center gap-3'}>
                <Checkbox
                  label="Owner"
                  checked={row.isOwner}
                  disabled={!isOwner}
                  onCheckedChange={(checked) => change(row.key, { isOwner: checked })}
                />
                <IconButton
                  label="Remove this row"
                  icon={<Trash2 aria-hidden />}
                  disabled={rows.length === 1}
                  onClick={() => setRows((previous) => previous.filter((r) => r.key !== row.key))}
                />
              </div>
            </div>
          ))}
          {error ? (
            <p className="text-[13px] text-danger-soft-fg" role="alert">
              {error}
            </p>
          ) : null}
        </CardBody>
        <CardFooter>
          <Button variant="ghost" icon={<Plus aria-hidden />} onClick={() => setRows((previous) => [...previous, newRow(closure(defaults))])}>
            Add another
          </Button>
          <Button type="submit" icon={<MailPlus aria-hidden />} loading={sending}>
            Send invites
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

// ---- changing a member ----------------------------------------------------------------------

function MemberDialog({ member, onClose }: { member: MemberNode; onClose: () => void }) {
  const [update, saving] = useMutationPromise<MembersPageUpdateMutation>(updateMutation);
  const [name, setName] = useState(member.name === member.email ? '' : member.name);
  const [permissions, setPermissions] = useState<Permission[]>(permissionsOf(member.permissions));
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({
        input: { id: member.id, permissions, ...(name.trim() ? { name: name.trim() } : {}) },
      });
      toast.success('Member updated');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit member"
      description={member.email}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="member-form" loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="member-form" onSubmit={save} noValidate className="flex flex-col gap-5">
        <Field label="Name" hint="As this workspace shows them (their own name when blank).">
          <Input name="memberName" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        </Field>
        <PermissionsEditor idPrefix={`member-${member.userId}`} value={permissions} onChange={setPermissions} />
        {error ? (
          <p className="text-[13px] text-danger-soft-fg" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

// ---- the list ------------------------------------------------------------------------------

function MemberRow({
  member,
  isViewer,
  canManage,
  onEdit,
  onRemove,
}: {
  member: MemberNode;
  isViewer: boolean;
  canManage: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const permissions = permissionsOf(member.permissions);
  const top = topPermissions(permissions);
  return (
    <Tr data-member={member.email}>
      <Td>
        <div className="flex min-w-0 flex-col">
          <span className="flex items-center gap-2 font-medium text-fg">
            <span className="truncate">{member.name}</span>
            {isViewer ? <Badge size="sm">You</Badge> : null}
            {member.invitePending ? (
              <Badge size="sm" tone="warning">
                Invited
              </Badge>
            ) : null}
          </span>
          {member.name !== member.email ? <span className="truncate text-[13px] text-fg-subtle">{member.email}</span> : null}
        </div>
      </Td>
      <Td>
        <span className="text-fg" data-testid="member-role">
          {describe(permissions)}
        </span>
      </Td>
      <Td className="hidden md:table-cell">
        <div className="flex flex-wrap gap-1">
          {top.map((p) => (
            <Badge key={p} size="sm" tone={p === 'OrgEdit' ? 'primary' : 'neutral'}>
              {PERMISSION_LABELS[p]}
            </Badge>
          ))}
          {!top.length ? <span className="text-[13px] text-fg-subtle">None</span> : null}
        </div>
      </Td>
      <Td className="w-24 text-right">
        {canManage && !isViewer ? (
          <div className="flex justify-end gap-1">
            <IconButton label={`Edit ${member.name}`} icon={<Pencil aria-hidden />} size="sm" onClick={onEdit} />
            <IconButton label={`Remove ${member.name}`} icon={<UserMinus aria-hidden />} size="sm" onClick={onRemove} />
          </div>
        ) : null}
      </Td>
    </Tr>
  );
}

export function MembersPage() {
  const [removeMember] = useMutationPromise<MembersPageRemoveMutation>(removeMutation);
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MembersPageQuery>(
    query,
    { first: MEMBERS_PAGE_SIZE },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-and-network' },
  );
  const [editing, setEditing] = useState<MemberNode | null>(null);
  const org = data.org;
  if (!org?.members) return <Banner tone="danger" title="Organisation not found" />;

  const viewerPermissions = permissionsOf(org.viewerMember?.permissions ?? []);
  const canManage = has(viewerPermissions, 'OrgEdit');
  const canInvite = has(viewerPermissions, 'UserInvite');
  const members = org.members.edges.map((edge) => edge?.node).filter((m): m is MemberNode => !!m);
  const refresh = () => setFetchKey((key) => key + 1);

  const remove = async (member: MemberNode) => {
    const confirmed = await confirmDialog({
      title: `Remove ${member.name}?`,
      description: `${member.email} will lose access to ${org.name} at once.`,
      actionLabel: 'Remove',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await removeMember({ input: { userId: member.userId } });
      toast.success(`${member.name} removed`);
      refresh();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <title>Members · Settings · Claimdesk</title>
      {canInvite ? <InviteCard viewerPermissions={viewerPermissions} onInvited={refresh} /> : null}
      <Card>
        <CardHeader
          className="pb-4"
          title="Members"
          description={`${org.members.totalCount} ${org.members.totalCount === 1 ? 'person has' : 'people have'} access to ${org.name}.`}
        />
        <Table bare aria-label="Members">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>Role</Th>
              <Th className="hidden md:table-cell">Permissions</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isViewer={member.id === org.viewerMember?.id}
                canManage={canManage}
                onEdit={() => setEditing(member)}
                onRemove={() => remove(member)}
              />
            ))}
          </TBody>
        </Table>
        {org.members.pageInfo.hasNextPage ? (
          <CardFooter note={`Showing the first ${members.length} members.`} />
        ) : null}
      </Card>
      {editing ? <MemberDialog member={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

export { MembersPage as Component };
