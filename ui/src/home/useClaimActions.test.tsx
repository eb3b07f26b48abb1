// @vitest-environment jsdom
/**
 * The selected claims' payment actions (spec 2 §2: mark as paid or unpaid, 'payment sent'), in the
 * selection bar and the command palette: each offered only where the viewer's side may take it on
 * some selected claim, sent for those claims alone, with the spec's toasts; 'Record payment…' for
 * one claim.
 */
import type { ReactNode } from 'react';
import { act, renderHook, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/Toaster';
import { useClaimActions, type SelectedClaim } from './useClaimActions';

function row(number: number, claim: Partial<SelectedClaim['claim']>): SelectedClaim {
  return {
    contractId: 'Q29udHJhY3Q6MQ==',
    claim: {
      id: `claim-${number}`,
      number,
      isUnread: false,
      pdfViewUrl: '/v1/pdf',
      isPaid: false,
      isPaying: false,
      viewerCanMarkPaid: false,
      viewerCanSetPaying: false,
      viewerCanRecordPayment: false,
      schedule: null,
      ...claim,
    },
  } as unknown as SelectedClaim;
}

function setUp(selected: SelectedClaim[], onRecordPayment = vi.fn()) {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  const { result } = renderHook(() => useClaimActions(selected, onRecordPayment), { wrapper });
  render(<Toaster />);
  const labels = () => result.current.map((c) => c.label);
  const run = (label: string) => act(() => result.current.find((c) => c.label === label)!.run());
  return { environment, labels, run, onRecordPayment };
}

describe("the selected claims' payment actions", () => {
  it('marks the unpaid ones paid (the supplier side) with the spec\'s toast', async () => {
    const { environment, labels, run } = setUp([
      row(1, { viewerCanMarkPaid: true, isPaid: true }),
      row(2, { viewerCanMarkPaid: true }),
      row(3, { viewerCanMarkPaid: true, viewerCanRecordPayment: true }),
    ]);
    expect(labels()).toEqual(expect.arrayContaining(['Mark as paid', 'Mark as unpaid']));
    expect(labels()).not.toContain('Mark payment sent');
    expect(labels()).not.toContain('Record payment\u2026'); // one claim at a time
    run('Mark as paid');
    const sent = environment.mock.getAllOperations();
    expect(sent.map((op) => [op.request.node.params.name, op.request.variables.input.number, op.request.variables.input.isPaid])).toEqual([
      ['paymentMutationsMarkPaidMutation', 2, true],
      ['paymentMutationsMarkPaidMutation', 3, true],
    ]);
    for (const op of sent) await act(async () => environment.mock.resolve(op, MockPayloadGenerator.generate(op)));
    expect(await screen.findByText('Marked as paid')).toBeTruthy();
  });

  it("says 'Failed to mark as paid' with the server's message", async () => {
    const { environment, run } = setUp([row(2, { viewerCanMarkPaid: true })]);
    run('Mark as paid');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('This claim has been voided')));
    expect(await screen.findByText('Failed to mark as paid')).toBeTruthy();
    expect(screen.getByText('This claim has been voided')).toBeTruthy();
  });

  it("offers the customer 'Mark payment sent' and, for one claim, 'Record payment…'", () => {
    const { environment, labels, run, onRecordPayment } = setUp([row(4, { viewerCanSetPaying: true, viewerCanRecordPayment: true })]);
    expect(labels()).toEqual(expect.arrayContaining(['Mark payment sent', 'Record payment\u2026']));
    expect(labels()).not.toContain('Mark as paid');
    run('Record payment\u2026');
    expect(onRecordPayment).toHaveBeenCalledWith(expect.objectContaining({ claim: expect.objectContaining({ number: 4 }) }));
    run('Mark payment sent');
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ contractId: 'Q29udHJhY3Q6MQ==', number: 4, isPaying: true });
  });
});
