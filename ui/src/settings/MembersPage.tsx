/**
 * /{org}/settings/members (spec 1 sections 2, 5 and 6): the members with their role and
 * permissions, invite rows (email, permissions, owner; rows with an empty email are dropped),
 * and changing or removing a member. Mirrors the server's rules: inviting needs UserInvite
 * (and gives only what the inviter has, unless an owner); changing and removing need OrgEdit
 * and never apply to oneself. One GraphQL request loads the whole screen; it is polled every 30 s
 * (spec 2 §7 'org users'), asking `membersVersion` first and reloading only when it changed.
 */
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Pencil, UserMinus } from 'lucide-react';
import type { MembersPageQuery, MembersPageQuery$data } from '../__generated__/MembersPageQuery.graphql';
import type { MembersPageRemoveMutation } from '../__generated__/MembersPageRemoveMutation.graphql';
import type { MembersPageVersionQuery } from '../__generated__/MembersPageVersionQuery.graphql';
import { usePoll } from '../lib/usePoll';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { IconButton } from '../ui/Button';
import { Card, CardFooter, CardHeader } from '../ui/Card';
import { confirmDialog } from '../ui/confirm';
import { TBody, THead, Table, Td, Th, Tr } from '../ui/Table';
import { toast } from '../ui/Toaster';
import { InviteCard } from './InviteCard';
import { MemberDialog } from './MemberDialog';
import { PERMISSION_LABELS, closure, describe, has, topPermissions } from './permissions';

export const MEMBERS_PAGE_SIZE = 1000;
export const MEMBERS_POLL_MS = 30_000;
const variables = { first: MEMBERS_PAGE_SIZE };

const query = graphql`
  query MembersPageQuery($first: Int!) {
    org {
      id
      name
      membersVersion
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
            ...MemberDialog_member
          }
        }
      }
    }
  }
`;

const versionQuery = graphql`
  query MembersPageVersionQuery {
    org {
      id
      membersVersion
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
  const permissions = closure(member.permissions);
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
    variables,
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-and-network' },
  );
  usePoll<MembersPageQuery, MembersPageVersionQuery>(query, variables, MEMBERS_POLL_MS, undefined, {
    query: versionQuery,
    variables: {},
    read: (d) => d.org?.membersVersion,
    loadedOf: (d) => d.org?.membersVersion,
    loaded: data.org?.membersVersion,
  });
  const [editing, setEditing] = useState<MemberNode | null>(null);
  const org = data.org;
  if (!org?.members) return <Banner tone="danger" title="Organisation not found" />;

  const viewerPermissions = closure(org.viewerMember?.permissions ?? []);
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
      toast.error(errorMessage(failure));
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
