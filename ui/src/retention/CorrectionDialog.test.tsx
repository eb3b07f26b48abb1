// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CorrectionDialog } from './CorrectionDialog';
import { AMOUNT_NONZERO, REASON_REQUIRED } from './recordForm';

const HELD = 'Only $10,000.00 of retention money is held for Acme Builders on Harbour View.';
const target = { contractId: 'Q29udHJhY3Q6MQ==', siteName: 'Harbour View', payeeName: 'Acme Builders' };
const entries = [
  { id: 'E1', number: 1, kind: 'withheld', kindLabel: 'Withheld', amount: 1_000_000, date: '2026-05-20', note: 'From the payment schedule', correctsNumber: null },
  { id: 'E2', number: 2, kind: 'instrument_cover', kindLabel: 'Instrument cover', amount: 500_000, date: '2026-05-21', note: 'Bond', correctsNumber: null },
  { id: 'E3', number: 3, kind: 'correction', kindLabel: 'Correction', amount: -100_000, date: '2026-05-22', note: '9 %', correctsNumber: 1 },
];

async function open(onSaved = vi.fn()) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <CorrectionDialog target={target} onOpenChange={() => undefined} onSaved={onSaved} />
    </RelayEnvironmentProvider>,
  );
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { RetentionLedger: () => ({ viewerCanRecord: true, entries }) }),
    ),
  );
  return environment;
}

describe('correcting a retention ledger entry', () => {
  it('offers Correct on the entries a correction may name, not on a correction or an instrument’s cover', async () => {
    await open();
    const rows = screen.getAllByTestId('correction-entry');
    expect(rows.map((r) => within(r).queryByRole('button', { name: /Correct entry/ }) !== null)).toEqual([true, false, false]);
    expect(within(rows[2]).getByText('Correction of entry 1')).toBeTruthy();
    expect(screen.queryByTestId('correction-form')).toBeNull();
  });

  it('checks the amount and the reason beside their fields before sending', async () => {
    const environment = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Correct entry 1' }));
    fireEvent.change(screen.getByLabelText(/Amount the correction adds/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(screen.getByLabelText(/Amount the correction adds/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AMOUNT_NONZERO)).toBeTruthy();
    expect(screen.getByText(REASON_REQUIRED)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('sends a signed correction naming the entry, and shows the server’s refusal beside the amount', async () => {
    const onSaved = vi.fn();
    const environment = await open(onSaved);
    fireEvent.click(screen.getByRole('button', { name: 'Correct entry 1' }));
    fireEvent.change(screen.getByLabelText(/Amount the correction adds/), { target: { value: '-12,000' } });
    fireEvent.change(screen.getByLabelText(/Why it is corrected/), { target: { value: 'Retention was 5 %' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toMatchObject({
      contractId: target.contractId,
      kind: 'correction',
      correctsId: 'E1',
      amount: -1_200_000,
      note: 'Retention was 5 %',
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionEntryRecord: null },
        errors: [{ message: HELD, extensions: { field: 'amount' } }],
      } as never),
    );
    await screen.findByText(HELD);
    // Beside the amount: the field's own error, which the input names as describing it.
    const amount = screen.getByLabelText(/Amount the correction adds/);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const described = amount.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(HELD);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
