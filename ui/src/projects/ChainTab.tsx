/**
 * The Chain tab of the contract page (issue 40): the contract's ancestors and descendants as the
 * viewer's organisation may see them (`contractChain`, a fixed number of SQL statements whatever the
 * chain's length), each link its own fragment (ChainLink.tsx). Each link is a separate contract: its
 * subcontractor's schedule deadline runs from its own claim, whatever the principal does (CCA s 13).
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Network } from 'lucide-react';
import type { ChainTabQuery } from '../__generated__/ChainTabQuery.graphql';
import { EmptyState } from '../ui/EmptyState';
import { ChainLink } from './ChainLink';
import type { ContractTabProps } from './contractTabTypes';

const query = graphql`
  query ChainTabQuery($id: ID!) {
    contractChain(contractId: $id) {
      furtherSubcontractText
      links {
        contractId
        ...ChainLink_link
      }
    }
  }
`;

export function ChainTab({ contractId, org }: ContractTabProps) {
  const data = useLazyLoadQuery<ChainTabQuery>(query, { id: contractId }, { fetchPolicy: 'store-and-network' });
  const chain = data.contractChain;
  if (!chain || chain.links.length === 0) {
    return <EmptyState bordered compact icon={<Network />} title="No chain to show" description="This contract is out of reach." />;
  }
  return (
    <section aria-labelledby="chain-title" className="flex flex-col gap-3">
      <div>
        <h2 id="chain-title" className="text-base font-semibold text-fg">
          Contracting chain
        </h2>
        <p className="text-sm text-fg-muted">
          Each link is a separate contract: a schedule is due by its own claim&apos;s deadline, whatever is paid above it (CCA s 13).
        </p>
      </div>
      <ol className="flex flex-col gap-2" data-testid="chain">
        {chain.links.map((link) => (
          <ChainLink key={link.contractId} link={link} org={org} furtherText={chain.furtherSubcontractText} />
        ))}
      </ol>
    </section>
  );
}

export default ChainTab;
