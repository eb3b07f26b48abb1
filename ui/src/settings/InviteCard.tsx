/**
 * The invite card of workspace members (spec 1 section 6): invite rows (email, permissions,
 * owner; rows with an empty email are dropped). An inviter gives only what they have, unless an
 * owner.
 */
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { MailPlus, Plus, Trash2 } from 'lucide-react';
import type { InviteCardMutation } from '../__generated__/InviteCardMutation.graphql';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button, IconButton } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { PermissionsPicker } from './PermissionsEditor';
import { closure, has, PERMISSIONS, rolePermissions, type Permission } from './permissions';

const inviteMutation = graphql`
  mutation InviteCardMutation($input: MembersInviteInput!) {
    membersInvite(input: $input) {
      members {
        id
        email
      }
    }
  }
`;

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

export function InviteCard({ viewerPermissions, onInvited }: { viewerPermissions: Permission[]; onInvited: () => void }) {
  const [invite, sending] = useMutationPromise<InviteCardMutation>(inviteMutation);
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
      setError(errorMessage(failure));
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
