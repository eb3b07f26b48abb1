// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { memo, type ComponentProps } from 'react';
import { LedgerPushLoop } from '../ledger/pushLoop';
import { testLine } from '../testLine';
import { Sections } from './Sections';

// Counts each row's renders, by line.
const rowRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../grid/LineRow', async (original) => {
  const rows = await original<typeof import('../grid/LineRow')>();
  return {
    ...rows,
    LineRow: memo(function CountedRow(props: ComponentProps<typeof rows.LineRow>) {
      rowRenders.set(props.line.itemId, (rowRenders.get(props.line.itemId) ?? 0) + 1);
      return <rows.LineRow {...props} />;
    }),
  };
});

const serverLines = Array.from({ length: 50 }, (_, i) =>
  testLine(`line-${i}`, { position: i, name: `Item ${i}`, totalPrice: 100000, unitPrice: 0 }),
);

/** The claim page's part around the sections, counting its renders: it keeps the server's lines. */
function Page({ stager, rendered }: { stager: LedgerPushLoop; rendered: Mock }) {
  rendered();
  return (
    <Sections
      contractId="Q29udHJhY3Q6MQ=="
      number={1}
      serverLines={serverLines}
      billingMode="Percent"
      resolvedBillingMode="Percent"
      editable
      stager={stager}
      onBillingMode={vi.fn()}
      onImported={vi.fn()}
    />
  );
}

describe("a claim's sections", () => {
  it('show a saved cell by rendering its row alone, not the page nor the other rows', async () => {
    // Not started: nothing is pushed, the edit stays staged.
    const stager = new LedgerPushLoop(vi.fn(), 'rev-1');
    const rendered = vi.fn();
    render(
      <RelayEnvironmentProvider environment={createMockEnvironment()}>
        <Page stager={stager} rendered={rendered} />
      </RelayEnvironmentProvider>,
    );
    const percentOf = (n: number) => screen.getByLabelText(`% Complete of Item ${n}`) as HTMLInputElement;
    const cell = percentOf(20);
    act(() => cell.focus());
    fireEvent.change(cell, { target: { value: '12' } });
    const pageRenders = rendered.mock.calls.length;
    const before = new Map(rowRenders);

    fireEvent.keyDown(cell, { key: 'Enter' });

    expect(document.activeElement).toBe(percentOf(21));
    expect(stager.idle).toBe(false);
    // After the next paint (pushLoop.ts), the row shows the staged line: its percentage, and the
    // amount it claims.
    await waitFor(() => expect(cell.value).toBe('12%'));
    expect((screen.getByLabelText('This claim of Item 20') as HTMLInputElement).value).toBe('120.00');
    expect(screen.getByText('Base Contract total').parentElement!.textContent).toContain('120.00');
    // Only the edited row rendered again; the page around the sections did not.
    const renderedAgain = [...rowRenders].filter(([itemId, n]) => n !== before.get(itemId)).map(([itemId]) => itemId);
    expect(renderedAgain).toEqual(['line-20']);
    expect(rendered.mock.calls.length).toBe(pageRenders);
  });
});

describe('a release of retention claimed as a line (issue 38)', () => {
  it('is listed apart from the sections, with its amount, and never as work', () => {
    const lines = [
      testLine('a', { position: 1, name: 'Structure', totalPrice: 100000, unitPrice: 0 }),
      testLine('retention-release-1', { type: 'Retention', name: 'Release of retention: Practical completion', amount: 500_000 }),
    ];
    render(
      <RelayEnvironmentProvider environment={createMockEnvironment()}>
        <Sections
          contractId="Q29udHJhY3Q6MQ=="
          number={2}
          serverLines={lines}
          billingMode="Percent"
          resolvedBillingMode="Percent"
          editable={false}
          stager={new LedgerPushLoop(vi.fn(), 'rev-1')}
          onBillingMode={vi.fn()}
          onImported={vi.fn()}
        />
      </RelayEnvironmentProvider>,
    );
    const releases = screen.getByTestId('retention-release-lines');
    expect(releases.textContent).toContain('Release of retention: Practical completion$5,000.00');
    expect(screen.queryByText('Base Contract total')!.parentElement!.textContent).not.toContain('5,000.00');
  });
});
