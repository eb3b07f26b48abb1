// @vitest-environment jsdom
/**
 * The selected claims' payment actions (spec 2 §2: mark as paid or unpaid, 'payment sent'), in the
 * selection bar and the command palette: each offered only where the viewer's side may take it on
 * some selected claim, sent for those claims alone, with the spec's toasts; 'Record payment…' for
 * one claim.
 */
import type { ReactNode } from 'react';
import { act, fireEvent, renderHook, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../ui/confirm';
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
      viewerCanResend: false,
      viewerCanChangeToDraft: false,
      viewerCanDelete: false,
      status: 'Sent',
      xeroUrl: null,
      schedule: null,
      ...claim,
    },
  } as unknown as SelectedClaim;
}

function setUp(selected: SelectedClaim[], onRecordPayment = vi.fn(), onChanged = vi.fn()) {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  const { result } = renderHook(() => useClaimActions(selected, onRecordPayment, onChanged), { wrapper });
  render(
    <>
      <Toaster />
      <ConfirmHost />
    </>,
  );
  const labels = () => result.current.map((c) => c.label);
  const run = (label: string) => act(() => result.current.find((c) => c.label === label)!.run());
  return { environment, labels, run, onRecordPayment, onChanged };
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

/** Answers `count` mutations as they come, one at a time (the actions send them one after another). */
async function answerEach(environment: ReturnType<typeof createMockEnvironment>, count: number) {
  const answered = [];
  for (let i = 0; i < count; i++) {
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const op = environment.mock.getMostRecentOperation();
    answered.push(op);
    await act(async () => environment.mock.resolve(op, MockPayloadGenerator.generate(op)));
  }
  return answered;
}

/** The confirmation asked (its dialog's code loads on first use: slow the first time). */
const confirmation = () => screen.findByRole('alertdialog', {}, { timeout: 10_000 });

describe("the selected claims' other actions (spec 2: re-send, move back to Draft, delete, view on the accounting service)", () => {
  it('offers each only where some selected claim allows it', () => {
    expect(setUp([row(1, {}), row(2, {})]).labels()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Re-send|Draft|Delete|Xero/)]),
    );
    const { labels } = setUp([
      row(1, { viewerCanResend: true, xeroUrl: 'https://go.xero.com/invoice/1' }),
      row(2, { viewerCanChangeToDraft: true, viewerCanDelete: true, xeroUrl: 'javascript:alert(1)' }),
    ]);
    expect(labels()).toEqual(expect.arrayContaining(['Re-send claim', 'Move back to Draft', 'Delete claim', 'View in Xero']));
  });

  it("re-sends each claim that may be to the customer's people, with the spec's toasts", async () => {
    const { environment, run } = setUp([row(1, { viewerCanResend: true }), row(2, {}), row(3, { viewerCanResend: true })]);
    run('Re-send claim');
    const sent = await answerEach(environment, 2);
    expect(sent.map((op) => [op.request.node.params.name, op.request.variables.input.number, op.request.variables.input.userIds])).toEqual([
      ['claimMutationsResendMutation', 1, null],
      ['claimMutationsResendMutation', 3, null],
    ]);
    // One key for the click: a double click or a retry sends each email once.
    expect(new Set(sent.map((op) => op.request.variables.input.requestKey)).size).toBe(1);
    expect(await screen.findByText('Email sent')).toBeTruthy();
  });

  it("moves back to draft after 'Change to draft?' and reloads the list", async () => {
    const { environment, run, onChanged } = setUp([row(4, { viewerCanChangeToDraft: true }), row(3, {})]);
    run('Move back to Draft');
    const confirm = await confirmation();
    expect(within(confirm).getByText('Change to draft?')).toBeTruthy();
    expect(within(confirm).getByText('This will allow editing the claim.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]); // nothing before the answer
    fireEvent.click(within(confirm).getByRole('button', { name: 'Change to draft' }));
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const op = environment.mock.getMostRecentOperation();
    expect([op.request.node.params.name, op.request.variables.input.number]).toEqual(['claimMutationsChangeToDraftMutation', 4]);
    await act(async () => environment.mock.resolve(op, MockPayloadGenerator.generate(op)));
    expect(await screen.findByText('Changed to draft')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('deletes a claim never sent and voids a sent one, saying which after asking', async () => {
    const { environment, run, onChanged } = setUp([
      row(5, { viewerCanDelete: true, status: 'New', pdfViewUrl: null }),
      row(4, { viewerCanDelete: true }),
    ]);
    run('Delete claim');
    const confirm = await confirmation();
    expect(within(confirm).getByText('Delete 2 Claims?')).toBeTruthy();
    expect(within(confirm).getByText(/the customer will be told/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const sent = await answerEach(environment, 2);
    expect(sent.map((op) => [op.request.node.params.name, op.request.variables.input.number])).toEqual([
      ['claimMutationsDeleteMutation', 5],
      ['claimMutationsDeleteMutation', 4],
    ]);
    expect(await screen.findByText('Claims deleted or voided')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and leaves the list alone", async () => {
    const { environment, run, onChanged } = setUp([row(5, { viewerCanDelete: true, status: 'New' })]);
    run('Delete claim');
    const confirm = await confirmation();
    expect(within(confirm).getByText('Delete Claim 5?')).toBeTruthy();
    expect(within(confirm).getByText("This can't be undone.")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('You do not have permission')));
    expect(await screen.findByText('You do not have permission')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("opens each claim's own document in the accounting service, https only", () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { run } = setUp([
      row(1, { xeroUrl: 'https://go.xero.com/invoice/1' }),
      row(2, { xeroUrl: 'javascript:alert(1)' }),
      row(3, { xeroUrl: 'https://go.xero.com/invoice/3' }),
    ]);
    run('View in Xero');
    expect(open.mock.calls.map((c) => c[0])).toEqual(['https://go.xero.com/invoice/1', 'https://go.xero.com/invoice/3']);
    open.mockRestore();
  });
});
