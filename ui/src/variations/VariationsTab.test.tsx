// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { VariationsTab } from './VariationsTab';

runFarFromNewZealand();

describe('the Variations tab', () => {
  it('dates each variation by the Auckland day it reached the contract', async () => {
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <Suspense fallback="loading">
            <VariationsTab contractId="Q29udHJhY3Q6MQ==" org="acme" owner="acme" slug="harbour-view" viewerIsSupplier />
          </Suspense>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const row = (id: string, title: string, createdAt: string) => ({
      id,
      createdAt,
      issue: { id: `I${id}`, number: 7, title, dueAt: null },
      estimate: null,
      supplierApproval: { state: 'Pending' },
      customerApproval: { state: 'Pending' },
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          contractVariations: [
            // 12:30 am on 29 November in Auckland, the 28th in Los Angeles.
            row('V1', 'Extra bracing', '2026-11-28T11:30:00+00:00'),
            // 11:59 pm on 28 November in Auckland.
            row('V2', 'Move the door', '2026-11-28T10:59:00+00:00'),
          ],
        },
      }),
    );
    const rows = screen.getAllByTestId('variation-tab-row').map((r) => r.textContent);
    expect(rows[0]).toContain('Extra bracing29 Nov 2026');
    expect(rows[1]).toContain('Move the door28 Nov 2026');
  });

  it('offers the supplier side a request to its customer, and says who must act', async () => {
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <Suspense fallback="loading">
            <VariationsTab contractId="Q29udHJhY3Q6MQ==" org="acme" owner="head" slug="tower" viewerIsSupplier />
          </Suspense>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          contractVariations: [
            {
              id: 'V1',
              createdAt: '2026-11-28T11:30:00+00:00',
              issue: { id: 'I1', number: 7, title: 'Extra fire stopping', dueAt: null },
              estimate: { total: 35_000_00, scheduleImpactDays: 1 },
              supplierApproval: { state: 'Approved' },
              customerApproval: { state: 'Pending' },
              awaiting: 'Customer',
              viewerMustAct: false,
            },
          ],
        },
      }),
    );
    const link = screen.getByTestId('new-variation-request');
    expect(link.textContent).toBe('Request a variation');
    expect(link.getAttribute('href')).toBe('/acme/issues/new?to=customer&c=head%2Ftower');
    expect(screen.getByTestId('variation-awaiting').textContent).toBe('Waiting for the customer');
  });
});
