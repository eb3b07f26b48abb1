// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ChainGap } from '../home/ChainGap';
import { ChainTab } from './ChainTab';

function link(n: number, extra: Record<string, unknown> = {}) {
  return {
    contractId: `C${n}`,
    ownerSlug: 'acme',
    slug: `harbour-${n}`,
    siteName: 'Harbour View',
    depth: n,
    isCurrent: n === 0,
    viewerIsSupplier: n === 0,
    customerName: n === 0 ? 'Client Co' : 'Acme Builders',
    supplierName: n === 0 ? 'Acme Builders' : 'Sparky Electrical',
    outstanding: 115000,
    retentionHeld: 0,
    furtherSubcontract: false,
    openClaim: null,
    ...extra,
  };
}

describe('the Chain tab', () => {
  it('shows each link with its figures, and only that a further subcontract exists below one', async () => {
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <Suspense fallback="Loading">
            <ChainTab contractId="C0" org="acme" owner="acme" slug="harbour-0" viewerIsSupplier />
          </Suspense>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: 'C0' });
    const links = [
      link(0, { openClaim: { number: 1, scheduleDeadline: '2026-04-08', workingDaysLeft: 19, paymentDue: '2026-04-20', nextLabel: 'Schedule due 8 Apr 2026' } }),
      link(1, { furtherSubcontract: true, retentionHeld: 1000000 }),
    ];
    await act(async () =>
      environment.mock.resolve(operation, { data: { contractChain: { furtherSubcontractText: 'A further subcontract exists', links } } }),
    );
    const shown = screen.getAllByTestId('chain-link');
    expect(shown).toHaveLength(2);
    expect(shown[0].textContent).toContain('Client Co → Acme Builders');
    expect(shown[0].textContent).toContain('19 working days left');
    expect(shown[0].querySelector('[aria-current=page]')).toBeTruthy();
    expect(shown[1].textContent).toContain('$10,000.00');
    expect(screen.getByTestId('chain-further').textContent).toBe('A further subcontract exists');
    expect(screen.getByRole('link', { name: 'Acme Builders → Sparky Electrical' }).getAttribute('href')).toBe(
      '/acme/projects/acme/harbour-1',
    );
  });
});

describe('the home gap panel', () => {
  async function shown(gaps: unknown[]) {
    const environment = createMockEnvironment();
    const view = render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/acme']}>
          <Routes>
            <Route path="/:org" element={<ChainGap />} />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const operation = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(operation, { data: { chainGaps: { notLegalAdvice: 'This is not legal advice.', gaps } } }),
    );
    return view;
  }

  it('is not shown when there is no gap', async () => {
    const view = await shown([]);
    expect(view.container.textContent).toBe('');
  });

  it("says each gap in the server's words and links to the subcontract's claim", async () => {
    const text = "Schedule due to Sparky Electrical on 30 March 2026; the principal's schedule to you is due 8 April 2026.";
    await shown([{ subContractId: 'C1', ownerSlug: 'acme', contractSlug: 'harbour-sparky', subClaimNumber: 1, text }]);
    const line = screen.getByTestId('chain-gap-line');
    expect(line.textContent).toContain(text);
    expect(line.querySelector('a')?.getAttribute('href')).toBe('/acme/projects/acme/harbour-sparky/claims/1');
    expect(screen.getByTestId('chain-gap').textContent).toContain('This is not legal advice.');
  });
});
