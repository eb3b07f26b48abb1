/**
 * The Money tab of the contract page (issue 40): the money of the project the contract belongs to,
 * counting only the contracts the viewer's organisation is a party to (`projectMoney`, a fixed number of
 * SQL statements whatever the number of subcontracts and months).
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Wallet } from 'lucide-react';
import type { ProjectMoneyTabQuery } from '../__generated__/ProjectMoneyTabQuery.graphql';
import type { ContractTabProps } from '../projects/contractTabTypes';
import { EmptyState } from '../ui/EmptyState';
import { Loader } from '../ui/Spinner';
import { MoneyView } from './MoneyView';
import { LOADING_MONEY, MONEY_DESCRIPTION, OUT_OF_REACH, PROJECT_MONEY_TITLE } from './texts';

const query = graphql`
  query ProjectMoneyTabQuery($id: ID!) {
    projectMoney(contractId: $id) {
      ...MoneyView_money
    }
  }
`;

function ProjectMoney({ contractId }: { contractId: string }) {
  const data = useLazyLoadQuery<ProjectMoneyTabQuery>(query, { id: contractId }, { fetchPolicy: 'store-and-network' });
  if (!data.projectMoney) {
    return <EmptyState bordered compact icon={<Wallet />} title="No money to show" description={OUT_OF_REACH} />;
  }
  return <MoneyView money={data.projectMoney} />;
}

export function ProjectMoneyTab({ contractId }: ContractTabProps) {
  return (
    <section aria-labelledby="money-title" className="flex flex-col gap-3">
      <div>
        <h2 id="money-title" className="text-base font-semibold text-fg">
          {PROJECT_MONEY_TITLE}
        </h2>
        <p className="text-sm text-fg-muted">{MONEY_DESCRIPTION}</p>
      </div>
      <Suspense fallback={<Loader message={LOADING_MONEY} />}>
        <ProjectMoney contractId={contractId} />
      </Suspense>
    </section>
  );
}

export default ProjectMoneyTab;
