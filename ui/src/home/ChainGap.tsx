/**
 * The head contractor's exposure gap on the home (issue 40): subcontract claims whose schedule
 * deadline falls before the principal's schedule deadline for the head claim of the same period,
 * each in the server's words ('Schedule due to {sub} on {date}; the principal's schedule to you is
 * due {date}. You must answer {sub} first: not being paid by the principal is no reason (CCA s 13).'),
 * linking to the subcontract. Shown only when there is one. Its own small query (`chainGaps`, a fixed
 * number of SQL statements whatever the number of subcontracts) and its own Suspense: it never holds
 * up the claims below it.
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { ChevronRight, Network } from 'lucide-react';
import type { ChainGapQuery } from '../__generated__/ChainGapQuery.graphql';
import { contractPath } from '../projects/paths';
import { useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Card, CardHeader } from '../ui/Card';

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
  const gaps = data.chainGaps?.gaps ?? [];
  if (gaps.length === 0) return null;
  return (
    <Card className="mb-6" aria-labelledby="chain-gap-title" data-testid="chain-gap">
      <CardHeader
        title={<span id="chain-gap-title">{CHAIN_GAP_TITLE}</span>}
        description={`Each subcontract's schedule deadline runs from its own claim. ${data.chainGaps?.notLegalAdvice ?? ''}`}
      />
      <ul className="mt-3 border-t border-border">
        {gaps.map((gap) => (
          <li key={`${gap.subContractId}:${gap.subClaimNumber}`} className="border-b border-border last:border-b-0" data-testid="chain-gap-line">
            <Link
              to={contractPath(org, gap.ownerSlug, gap.contractSlug, 'claims', gap.subClaimNumber)}
              className="focus-ring flex min-h-12 items-center gap-3 px-6 py-2.5 text-sm hover:bg-hover/60"
            >
              <Network aria-hidden className="size-4 shrink-0 text-warning" />
              <span className="min-w-0 flex-1 font-medium text-fg">{gap.text}</span>
              <Badge tone="warning">CCA s 13</Badge>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-fg-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ChainGap() {
  const org = useOrgSlug();
  return (
    <Suspense fallback={null}>
      <Gaps org={org} />
    </Suspense>
  );
}
