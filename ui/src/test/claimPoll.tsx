import type { ReactNode } from 'react';
import { ClaimPollProvider, useClaimPoll, type ClaimPollPage } from '../claims/page/ClaimPoll';

/** The claim page's poll around `children` (the side panel or its parts), with a stand-in page. */
export function PolledClaimPage({ claimId, page, children }: { claimId: string; page: ClaimPollPage; children?: ReactNode }) {
  return <ClaimPollProvider value={useClaimPoll(claimId, page)}>{children}</ClaimPollProvider>;
}
