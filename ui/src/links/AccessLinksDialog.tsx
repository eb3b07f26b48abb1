/**
 * The sender's view of a claim's public access links (claim menu → 'Public links'): who each was
 * emailed to, for the claim or its schedule, when it was last opened, until when it works, and a
 * Revoke button (confirmed). A revoked link reads 'Invalid link'; sending the claim to that person
 * again issues them a new one.
 */
import { useRelayEnvironment } from 'react-relay';
import type { linkMutationsRevokeMutation } from '../__generated__/linkMutationsRevokeMutation.graphql';
import { formatDate } from '../lib/dates';
import { errorMessage, mutate } from '../relay/mutate';
import { Badge, Button, Dialog } from '../ui';
import { confirmDialog } from '../ui/confirm';
import { toast } from '../ui/Toaster';
import { accessLinkRevokeMutation } from './linkMutations';

export interface SentAccessLink {
  readonly id: string;
  readonly document: string;
  readonly email: string;
  readonly expiresAt: string;
  readonly revokedAt: string | null | undefined;
  readonly lastUsedAt: string | null | undefined;
}

export const REVOKE_TITLE = 'Revoke this link?';

export function AccessLinksDialog({
  open,
  onOpenChange,
  contractId,
  number,
  links,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: string;
  number: number;
  links: readonly SentAccessLink[];
}) {
  const environment = useRelayEnvironment();
  const revoke = async (link: SentAccessLink) => {
    const sure = await confirmDialog({
      title: REVOKE_TITLE,
      description: `${link.email} will no longer be able to open this ${link.document} without signing in. Sending it to them again gives them a new link.`,
      actionLabel: 'Revoke',
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await mutate<linkMutationsRevokeMutation>(environment, accessLinkRevokeMutation, {
        input: { contractId, number, linkId: link.id },
      });
      toast.success('Link revoked');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const now = new Date().toISOString();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Public links"
      description="Each email of this claim carried its recipient's own link to read it and comment without an account."
      size="lg"
    >
      <ul className="flex flex-col divide-y divide-border" data-testid="access-links">
        {links.map((link) => {
          const state = link.revokedAt ? 'Revoked' : link.expiresAt < now ? 'Expired' : null;
          return (
            <li key={link.id} className="flex items-center justify-between gap-4 py-3" data-testid="access-link">
              <div className="min-w-0">
                <div className="flex items-center gap-2">
                  <span className="truncate font-medium text-fg">{link.email}</span>
                  <Badge tone="neutral">{link.document === 'schedule' ? 'Schedule' : 'Claim'}</Badge>
                  {state ? <Badge tone="danger">{state}</Badge> : null}
                </div>
                <div className="text-sm text-fg-muted">
                  {link.lastUsedAt ? `Last opened ${formatDate(link.lastUsedAt)}` : 'Not opened yet'}
                  {state ? '' : ` · works until ${formatDate(link.expiresAt)}`}
                </div>
              </div>
              {state ? null : (
                <Button variant="secondary" size="sm" onClick={() => void revoke(link)}>
                  Revoke
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
