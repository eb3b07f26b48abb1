/**
 * The banner of a claim that cannot be worked on as it stands: a deleted draft ('No actions
 * available.'), a voided invoice, or a draft the viewer may not see.
 */
import { FileX2, Lock } from 'lucide-react';
import { Banner } from '../../ui/Banner';

export const VOIDED = 'This invoice has been voided.';
export const DELETED = 'This draft has been deleted.';
export const NO_ACTIONS = 'No actions available.';
export const DRAFT_NO_ACCESS =
  'This claim is in a draft state but you do not have access to it. Once submitted, you will be able to view it.';

export function StatusBanner({ status, revisionShown }: { status: string; revisionShown: boolean }) {
  if (status === 'Deleted') {
    return (
      <Banner tone="neutral" icon={<FileX2 />} title={DELETED}>
        {NO_ACTIONS}
      </Banner>
    );
  }
  if (status === 'Voided') return <Banner tone="danger" title={VOIDED} />;
  if (!revisionShown && status === 'New') return <Banner tone="info" icon={<Lock />} title={DRAFT_NO_ACCESS} />;
  return null;
}
