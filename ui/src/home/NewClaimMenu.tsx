/**
 * 'New claim' on the home: pick one of the contracts the viewer may start a claim on (supplier
 * side, SupplierDraft, not archived: the server lists them), then the claim page of the new draft.
 * With none, the button is disabled and its tooltip gives the server's reason: 'Create a project
 * first, where you are the supplier' in a workspace with no such project yet, else 'You do not have
 * permission'. The home's 'c' opens it (on Inbox and Sent alike).
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { FolderKanban, Plus } from 'lucide-react';
import type { claimMutationsCreateMutation } from '../__generated__/claimMutationsCreateMutation.graphql';
import { claimCreateMutation } from '../claims/claimMutations';
import { NO_PERMISSION } from '../claims/texts';
import { contractPath } from '../projects/paths';
import { errorMessage, mutate } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/Menu';
import { toast } from '../ui/Toaster';
import { Tooltip } from '../ui/Tooltip';

export interface NewClaimContract {
  readonly contractId: string;
  readonly ownerSlug: string;
  readonly contractSlug: string;
  readonly siteName: string;
}

export function NewClaimMenu({
  org,
  contracts,
  disabledReason = null,
  open,
  onOpenChange,
}: {
  org: string;
  contracts: readonly NewClaimContract[];
  disabledReason?: string | null;
  /** Opened from outside too: the home's 'c' key. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!contracts.length) {
    return (
      <Tooltip content={disabledReason ?? NO_PERMISSION}>
        <span tabIndex={0} className="inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-ring" data-testid="new-claim-wrapper">
          <Button icon={<Plus />} disabled data-testid="new-claim">
            New claim
          </Button>
        </span>
      </Tooltip>
    );
  }
  const start = async (c: NewClaimContract) => {
    setBusy(true);
    try {
      const r = await mutate<claimMutationsCreateMutation>(environment, claimCreateMutation, { input: { contractId: c.contractId } });
      if (r.claimCreate) navigate(contractPath(org, c.ownerSlug, c.contractSlug, 'claims', r.claimCreate.claim.number));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu open={open} onOpenChange={onOpenChange}>
      <MenuTrigger asChild>
        <Button icon={<Plus />} loading={busy} data-testid="new-claim">
          New claim
        </Button>
      </MenuTrigger>
      <MenuContent aria-label="Start a claim on" className="max-h-80 overflow-y-auto">
        {contracts.map((c) => (
          <MenuItem key={c.contractId} icon={<FolderKanban />} onSelect={() => void start(c)}>
            {c.siteName}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
