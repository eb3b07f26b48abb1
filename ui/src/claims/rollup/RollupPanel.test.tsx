// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { INCLUDE_SUBCONTRACT_CLAIMS, RollupPanel } from './RollupPanel';

const UNMAPPED = 'Map Pipework to a line of your contract before including it.';

function rollup(extra: Record<string, unknown> = {}) {
  return {
    contractId: 'H1',
    number: 1,
    period: '2026-03',
    periodLabel: 'March 2026',
    introText:
      'Subcontract claims for March 2026 first. A scheduled claim counts for its scheduled amount; a claim not yet scheduled for its claimed amount.',
    sourceChanged: true,
    sourceChangedText: 'source changed',
    headLines: [
      { itemId: 'e', name: 'Electrical services', isMargin: false, amount: 100001 },
      { itemId: 'p', name: 'Plumbing', isMargin: false, amount: 0 },
      { itemId: 'm', name: 'Margin', isMargin: true, amount: 500000 },
    ],
    subClaims: [
      {
        subContractId: 'S1',
        subName: 'Sparky Electrical',
        siteName: 'Queen St',
        number: 1,
        status: 'Scheduled',
        basis: 'scheduled',
        period: '2026-03',
        periodLabel: 'March 2026',
        inPeriod: true,
        otherPeriodText: null,
        amount: 1965434,
        includedIn: 1,
        includedHere: true,
        includedText: null,
        cutoffText: null,
        lines: [{ itemId: 'w', name: 'Wiring', amount: 1200001, headItemId: 'e', unmappedText: null }],
      },
      {
        subContractId: 'S2',
        subName: 'Pipe Dreams',
        siteName: 'Queen St',
        number: 1,
        status: 'Sent',
        basis: 'claimed',
        period: '2026-03',
        periodLabel: 'March 2026',
        inPeriod: true,
        otherPeriodText: null,
        amount: 333339,
        includedIn: null,
        includedHere: false,
        includedText: null,
        cutoffText: null,
        lines: [{ itemId: 'x', name: 'Pipework', amount: 333339, headItemId: null, unmappedText: UNMAPPED }],
      },
      {
        subContractId: 'S2',
        subName: 'Pipe Dreams',
        siteName: 'Queen St',
        number: 0,
        status: 'Scheduled',
        basis: 'scheduled',
        period: '2026-02',
        periodLabel: 'February 2026',
        inPeriod: false,
        otherPeriodText: 'For February 2026',
        amount: 1000,
        includedIn: 1,
        includedHere: false,
        includedText: 'Claim 0 from Pipe Dreams was included in your claim 1.',
        cutoffText: null,
        lines: [{ itemId: 'x', name: 'Pipework', amount: 1000, headItemId: 'p', unmappedText: null }],
      },
    ],
    included: [
      {
        headItemId: 'e',
        headLineName: 'Electrical services',
        subContractId: 'S1',
        subName: 'Sparky Electrical',
        claimNumber: 1,
        subItemId: 'w',
        subLineName: 'Wiring',
        basis: 'scheduled',
        amount: 1234567,
        currentAmount: 1200001,
        changed: true,
        sourceText: 'From Sparky Electrical claim 1: Wiring',
      },
    ],
    ...extra,
  };
}

async function shown(data: unknown) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RollupPanel contractId="H1" number={1} />
    </RelayEnvironmentProvider>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ id: 'H1', number: 1 });
  await act(async () => environment.mock.resolve(operation, { data: { claimRollup: data } }));
  return environment;
}

describe('the subcontract claims of a head draft', () => {
  it('shows each included entry with its source, and that a source changed', async () => {
    await shown(rollup());
    const line = screen.getByTestId('rollup-line');
    expect(line.textContent).toContain('Electrical services');
    expect(within(line).getByTestId('rollup-source').textContent).toContain('From Sparky Electrical claim 1: Wiring');
    expect(within(line).getByTestId('rollup-source').textContent).toContain('$12,345.67');
    expect(within(line).getByTestId('rollup-source').textContent).toContain('now $12,000.01');
    expect(screen.getByTestId('rollup-source-changed').textContent).toBe('source changed');
  });

  it('shows nothing on a claim with no subcontract claims, nor to anyone else', async () => {
    await shown(null);
    expect(screen.queryByTestId('rollup-panel')).toBeNull();
  });

  it('chooses a claim, shows an unmapped line beside it, and previews what is added from where', async () => {
    const environment = await shown(rollup({ sourceChanged: false, sourceChangedText: null, included: [] }));
    expect(screen.queryByTestId('rollup-source-changed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: INCLUDE_SUBCONTRACT_CLAIMS }));
    const dialog = await screen.findByTestId('rollup-dialog');
    // The server's words for the month: the browser formats no period.
    expect(screen.getByText(/^Subcontract claims for March 2026 first\./)).toBeTruthy();
    const claims = within(dialog).getAllByTestId('rollup-claim');
    expect(claims).toHaveLength(2); // February's claim, in your claim 1 already, is history: not offered
    expect(claims[0].textContent).toContain('Included in this claim.');
    expect(within(claims[0]).getByRole('checkbox')).toHaveProperty('disabled', true);
    fireEvent.click(within(claims[1]).getByRole('checkbox'));
    // The line's mapping, with the text beside it while unmapped; the margin line is no target.
    const select = within(claims[1]).getByTestId('rollup-map') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a line of your contract', 'Electrical services', 'Plumbing']);
    expect(claims[1].textContent).toContain(UNMAPPED);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = environment.mock.getMostRecentOperation();
    expect(preview.request.variables).toEqual({ id: 'H1', number: 1, claims: [{ contractId: 'S2', number: 1 }] });
    await act(async () =>
      environment.mock.resolve(preview, {
        data: {
          claimRollup: {
            preview: {
              added: 333339,
              unchangedCount: 0,
              problems: [],
              lines: [
                {
                  headItemId: 'p',
                  headLineName: 'Plumbing',
                  current: 0,
                  added: 333339,
                  after: 333339,
                  sources: [{ subName: 'Pipe Dreams', claimNumber: 1, subItemId: 'x', subLineName: 'Pipework', amount: 333339 }],
                },
              ],
            },
          },
        },
      }),
    );
    const line = screen.getByTestId('rollup-preview-line');
    expect(line.textContent).toContain('Plumbing');
    expect(line.textContent).toContain('$0.00 + $3,333.39 = $3,333.39');
    expect(line.textContent).toContain('From Pipe Dreams claim 1: Pipework $3,333.39');
    expect(screen.getByTestId('rollup-preview-total').textContent).toContain('$3,333.39');
    expect(screen.getByRole('button', { name: 'Include' })).toHaveProperty('disabled', false);
  });

  it('shows a claim included before beside the claim, and include stays off', async () => {
    const environment = await shown(rollup({ sourceChanged: false, sourceChangedText: null, included: [] }));
    fireEvent.click(screen.getByRole('button', { name: INCLUDE_SUBCONTRACT_CLAIMS }));
    const dialog = await screen.findByTestId('rollup-dialog');
    fireEvent.click(within(within(dialog).getAllByTestId('rollup-claim')[1]).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const text = 'Claim 1 from Pipe Dreams was included in your claim 1.';
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { claimRollup: { preview: { added: 0, unchangedCount: 0, problems: [{ field: 'claims.0', message: text }], lines: [] } } },
      }),
    );
    expect(screen.getByTestId('rollup-claim-error').textContent).toBe(text);
    expect(screen.queryByTestId('rollup-preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Include' })).toHaveProperty('disabled', true);
  });

  it('removes an included claim by its action, and shows a refusal beside it word for word', async () => {
    const environment = await shown(rollup());
    const included = screen.getByTestId('rollup-included-claim');
    expect(included.textContent).toContain('Sparky Electrical claim 1');
    expect(included.textContent).toContain('$12,345.67');
    fireEvent.click(within(included).getByRole('button', { name: 'Remove claim 1 from Sparky Electrical from this claim' }));
    const remove = environment.mock.getMostRecentOperation();
    expect(remove.request.node.params.name).toBe('RollupIncludedClaimsRemoveMutation');
    expect(remove.request.variables).toEqual({ input: { contractId: 'H1', number: 1, subContractId: 'S1', subNumber: 1 } });
    const refusal = 'Claim 1 from Sparky Electrical is not included in this claim.';
    await act(async () =>
      environment.mock.resolve(remove, { data: { claimRollupRemove: null }, errors: [{ message: refusal }] } as never),
    );
    const error = await within(included).findByTestId('rollup-remove-error');
    expect(error.textContent).toBe(refusal);
    expect(within(included).getByRole('button', { name: /Remove claim 1/ }).getAttribute('aria-describedby')).toBe(error.id);
  });
});
