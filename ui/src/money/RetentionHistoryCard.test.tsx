// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Suspense } from 'react';
import type { RetentionHistoryCardTestQuery } from '../__generated__/RetentionHistoryCardTestQuery.graphql';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { retentionSeries } from './moneyFigures';
import { RetentionHistoryCard } from './RetentionHistoryCard';

const contracts = [
  { contractId: 'C1', siteName: 'Harbour View', weHold: false, counterparty: 'Client Co', held: [1_000_000, 1_000_000] },
  { contractId: 'C2', siteName: 'Harbour View', weHold: true, counterparty: 'Pipe Dreams', held: [0, 500_000] },
];

const testQuery = graphql`
  query RetentionHistoryCardTestQuery @relay_test_operation {
    ...RetentionHistoryCard_query
  }
`;

function Harness() {
  const data = useLazyLoadQuery<RetentionHistoryCardTestQuery>(testQuery, {});
  return <RetentionHistoryCard query={data} />;
}

async function shown(retentionHeldByMonth: unknown) {
  const environment = createMockEnvironment();
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading retention over time…">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  expect(screen.getByText('Loading retention over time…')).toBeTruthy();
  await act(async () => environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: { retentionHeldByMonth } }));
  return view;
}

describe('retention held over time', () => {
  it('draws a line per contract, held from us dashed, we hold solid (never one line)', () => {
    const series = retentionSeries(contracts);
    expect(series.map((s) => [s.label, s.dashed, s.values])).toEqual([
      ['Harbour View (held from us by Client Co)', true, [1_000_000, 1_000_000]],
      ['Harbour View (we hold for Pipe Dreams)', false, [0, 500_000]],
    ]);
    expect(series[0].token).not.toBe(series[1].token);
  });

  it('tables each month per contract', async () => {
    await shown({ labels: ['May 2026', 'Jun 2026'], contracts });
    const table = screen.getByTestId('retention-history-table');
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['May 2026', '$10,000.00', '$0.00'],
      ['Jun 2026', '$10,000.00', '$5,000.00'],
    ]);
    expect(screen.getByText('Retention held over time')).toBeTruthy();
  });

  it('shows nothing without a retention ledger', async () => {
    const view = await shown({ labels: [], contracts: [] });
    expect(view.container.textContent).toBe('');
  });
});
