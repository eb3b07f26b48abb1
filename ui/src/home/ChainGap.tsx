/**
 * The head contractor's exposure gap on the home (issue 40): subcontract claims whose schedule
 * deadline falls before the principal's schedule deadline for the head claim of the same period,
 * each in the server's words ('Schedule due to {sub} on {date}; the principal's schedule to you is
 * due {date}. You must answer {sub} first: not being paid by the principal is no reason (CCA s 13).'),
 * linking to the subcontract. Shown only when there is one. Its own small query (`chainGaps`, a fixed
 * number of SQL statements whatever the number of subcontracts) and its own Suspense: it never holds
 * up the claims below it.
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Network } from 'lucide-react';
import type { ChainGapQuery } from '../__generated__/ChainGapQuery.graphql';
import { contractPath } from '../projects/paths';
import { useOrgSlug } from '../shell/org';
import { HomeAlertCard, HomeAlertSlot } from './HomeAlertCard';

export const CHAIN_GAP_TITLE = 'Answer your subcontractors first';

const query = graphql`
  query ChainGapQuery {
    chainGaps {
      notLegalAdvice
      gaps {
        subContractId
        ownerSlug
        contractSlug
        subClaimNumber
        text
      }
    }
  }
`;

function Gaps({ org }: { org: string }) {
  const data = useLazyLoadQuery<ChainGapQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const lines = (data.chainGaps?.gaps ?? []).map((gap) => ({
    key: `${gap.subContractId}:${gap.subClaimNumber}`,
    text: gap.text,
    to: contractPath(org, gap.ownerSlug, gap.contractSlug, 'claims', gap.subClaimNumber),
  }));
  return (
    <HomeAlertCard
      id="chain-gap"
      title={CHAIN_GAP_TITLE}
      description={`Each subcontract's schedule deadline runs from its own claim. ${data.chainGaps?.notLegalAdvice ?? ''}`}
      lines={lines}
      icon={Network}
      tone="warning"
      badge="CCA s 13"
      lineTestId="chain-gap-line"
    />
  );
}

export function ChainGap() {
  const org = useOrgSlug();
  return (
    <HomeAlertSlot>
      <Gaps org={org} />
    </HomeAlertSlot>
  );
}
