/**
 * The Members tab of project settings (spec 1 section 6): each person's contract role by side; a
 * viewer with Edit changes another member of their own organisation, never themselves.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Lock } from 'lucide-react';
import type { ProjectMemberRolesMutation } from '../__generated__/ProjectMemberRolesMutation.graphql';
import type { ProjectMemberRoles_contract$key } from '../__generated__/ProjectMemberRoles_contract.graphql';
import { useMutationPromise } from '../relay/mutate';
import { Badge } from '../ui/Badge';
import { Card, CardHeader } from '../ui/Card';
import { Select } from '../ui/Select';
import { toast } from '../ui/Toaster';
import { ROLE_OPTIONS, roleLabel } from './labels';

const fragment = graphql`
  fragment ProjectMemberRoles_contract on Contract {
    id
    members {
      id
      relation
      role
      isViewer
      viewerCanChange
      isCustomerRecipient
      isSupplierRecipient
      user {
        id
        name
        email
      }
      organisation {
        name
        isViewer
      }
    }
  }
`;

// The answer is the whole settings page's contract: a role change can change what the viewer may do.
const membersMutation = graphql`
  mutation ProjectMemberRolesMutation($input: ContractMembersUpdateInput!) {
    contractMembersUpdate(input: $input) {
      contract {
        ...ProjectSettingsPage_contract
      }
    }
  }
`;

/** The Members tab: each person's contract role, changeable where the viewer may. */
export function ProjectMemberRoles({ contract: ref }: { contract: ProjectMemberRoles_contract$key }) {
  const contract = useFragment(fragment, ref);
  const [updateMembers] = useMutationPromise<ProjectMemberRolesMutation>(membersMutation);
  const [saving, setSaving] = useState<string | null>(null);
  const change = async (memberId: string, preset: string) => {
    setSaving(memberId);
    try {
      await updateMembers({ input: { contractId: contract.id, members: [{ id: memberId, preset: preset as never }] } });
      toast.success('Contract role updated');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(null);
    }
  };
  const groups = [
    { relation: 'Customer', label: 'Customer side' },
    { relation: 'Supplier', label: 'Supplier side' },
    { relation: 'Other', label: 'Others' },
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {groups.map((group) => {
        const members = contract.members.filter((m) => m.relation === group.relation);
        if (!members.length) return null;
        return (
          <Card key={group.relation}>
            <CardHeader title={group.label} className="pb-3" />
            <ul className="divide-y divide-border border-t border-border" aria-label={group.label}>
              {members.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-3 px-6 py-3" data-testid="contract-member">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-center gap-2 truncate text-sm font-medium text-fg">
                      {m.user.name || m.user.email}
                      {m.isViewer ? (
                        <Badge size="sm" tone="primary">
                          You
                        </Badge>
                      ) : null}
                      {m.isCustomerRecipient || m.isSupplierRecipient ? (
                        <Badge size="sm" tone="neutral">
                          Recipient
                        </Badge>
                      ) : null}
                    </span>
                    <span className="truncate text-[13px] text-fg-subtle">
                      {m.user.email} · {m.organisation.name}
                    </span>
                  </div>
                  {m.viewerCanChange ? (
                    <Select
                      size="sm"
                      className="w-48"
                      aria-label={`Contract role of ${m.user.name || m.user.email}`}
                      value={m.role === 'Custom' ? undefined : m.role}
                      placeholder="Custom"
                      disabled={saving === m.id}
                      onValueChange={(value) => void change(m.id, value)}
                      options={ROLE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                    />
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-sm text-fg-muted" data-testid="member-role">
                      {m.isViewer || !m.organisation.isViewer ? <Lock aria-hidden className="size-3.5 text-fg-subtle" /> : null}
                      {roleLabel(m.role)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
