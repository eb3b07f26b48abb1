// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysLeftLabel, EstimateRequestRows, EstimateRequests } from './EstimateRequests';

function request(title: string, dueAt: string | null, workingDaysLeft: number | null, isOverdue: boolean) {
  return {
    dueAt,
    workingDaysLeft,
    isOverdue,
    issue: { number: 7, title, createdByOrganisation: 'Head Co' },
    variation: { id: `v-${title}`, contractId: 'Q29udHJhY3Q6MQ==', contract: { siteName: 'Tower A' } },
  };
}

describe('the Inbox’s variations awaiting an estimate', () => {
  it('shows each with its deadline, the overdue ones marked, linking to the variation', () => {
    render(
      <MemoryRouter>
        <EstimateRequestRows
          org="sub-a"
          requests={[request('Late', '2026-11-20', -4, true), request('Soon', '2026-12-01', 3, false), request('Open', null, null, false)]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('estimate-request');
    expect(rows.map((r) => r.textContent)).toEqual([
      'LateTower A · from Head Co20 Nov 2026Overdue',
      'SoonTower A · from Head Co1 Dec 2026Due in 3 working days',
      'OpenTower A · from Head Co',
    ]);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/sub-a/issues/7?c=Q29udHJhY3Q6MQ%3D%3D');
    expect(screen.getByRole('heading', { name: 'Awaiting your estimate' })).toBeTruthy();
  });

  it('is not shown without any', () => {
    const { container } = render(
      <MemoryRouter>
        <EstimateRequestRows org="sub-a" requests={[]} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('says how many working days are left', () => {
    expect(daysLeftLabel(0)).toBe('Due today');
    expect(daysLeftLabel(1)).toBe('Due in 1 working day');
    expect(daysLeftLabel(-1)).toBeNull();
    expect(daysLeftLabel(null)).toBeNull();
  });
});

describe('the Inbox’s poll of the variations awaiting an estimate', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the list’s version every 30 s and refetches the list only when it changed', async () => {
    vi.useFakeTimers();
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <EstimateRequests org="sub-a" />
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    const answer = async (version: string) =>
      act(async () =>
        environment.mock.resolveMostRecentOperation((op) =>
          MockPayloadGenerator.generate(op, { String: (context) => (context.name === 'estimateRequestsVersion' ? version : 'x') }),
        ),
      );
    expect(asked()).toEqual(['EstimateRequestsQuery']);
    await answer('1.42.2026-11-26');

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(asked()).toEqual(['EstimateRequestsVersionQuery']);
    await answer('1.42.2026-11-26');
    expect(asked()).toEqual([]); // nothing changed: the list is not fetched

    await act(async () => vi.advanceTimersByTime(30_000));
    await answer('2.97.2026-11-26'); // a new request arrived
    expect(asked()).toEqual(['EstimateRequestsQuery']);
  });
});
