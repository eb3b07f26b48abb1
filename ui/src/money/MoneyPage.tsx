/**
 * /{org}/money — the organisation's money (issue 40): money in and out by month over every contract it
 * is a party to (`organisationMoney`), drawn, tabled and as a CSV, with retention both ways.
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MoneyPageQuery } from '../__generated__/MoneyPageQuery.graphql';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { MoneyView } from './MoneyView';
import { LOADING_MONEY, MONEY_DESCRIPTION, MONEY_TITLE } from './texts';

const query = graphql`
  query MoneyPageQuery {
    organisationMoney {
      ...MoneyView_money
    }
  }
`;

function OrganisationMoney() {
  const data = useLazyLoadQuery<MoneyPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return data.organisationMoney ? <MoneyView money={data.organisationMoney} /> : null;
}

export function MoneyPage() {
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <title>Money · Claimdesk</title>
      <PageHeader title={MONEY_TITLE} description={MONEY_DESCRIPTION} />
      <Suspense fallback={<Loader message={LOADING_MONEY} />}>
        <OrganisationMoney />
      </Suspense>
    </div>
  );
}

export { MoneyPage as Component };
