/**
 * Editing a workspace member (spec 1 section 6): the name this workspace shows and their
 * permissions.
 */
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MemberDialogMutation } from '../__generated__/MemberDialogMutation.graphql';
import type { MemberDialog_member$key } from '../__generated__/MemberDialog_member.graphql';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { PermissionsEditor } from './PermissionsEditor';
import { closure, type Permission } from './permissions';

// What the dialog reads of the member; the members page's query spreads it.
const fragment = graphql`
  fragment MemberDialog_member on Member {
    id
    userId
    name
    email
    permissions
  }
`;

const updateMutation = graphql`
  mutation MemberDialogMutation($input: MemberUpdateInput!) {
    memberUpdate(input: $input) {
      member {
        id
        name
        permissions
      }
    }
  }
`;

export function MemberDialog({ member: ref, onClose }: { member: MemberDialog_member$key; onClose: () => void }) {
  const member = useFragment(fragment, ref);
  const [update, saving] = useMutationPromise<MemberDialogMutation>(updateMutation);
  const [name, setName] = useState(member.name === member.email ? '' : member.name);
  const [permissions, setPermissions] = useState<Permission[]>(closure(member.permissions));
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
      setError(errorMessage(failure));
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
