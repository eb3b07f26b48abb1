// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestActivity, SIDEBAR_POLL_MS, SIDEBAR_SIZE } from './LatestActivity';

function entry(n: number) {
  return {
    __typename: 'ActivityEntry',
    id: `ActivityEntry:${n}`,
    type: 'sent',
    at: new Date(Date.now() - n * 120_000).toISOString(),
    comment: null,
    claimNumber: n,
    siteName: 'Queen St Apartments',
    contractSlug: 'queen-st',
    ownerSlug: 'acme',
    user: { name: 'Sam Supplier' },
  };
}

async function shown(entries: ReturnType<typeof entry>[], hasOlder: boolean) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <LatestActivity org="client" />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ last: SIDEBAR_SIZE });
  await act(async () => environment.mock.resolve(operation, { data: { activityVersion: '1.a', activity: { hasOlder, entries } } }));
}

describe('Latest Activity', () => {
  it("says 'No activity yet.' when there is none", async () => {
    await shown([], false);
    expect(screen.getByText('No activity yet.')).toBeTruthy();
    expect(screen.queryByText('See all activity')).toBeNull();
  });

  it("links each entry to its claim and contract, and to 'See all activity' when there is more", async () => {
    await shown([entry(1), entry(2)], true);
    expect(screen.getAllByTestId('activity-entry').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Sam Supplier sent Claim 1',
      'Sam Supplier sent Claim 2',
    ]);
    expect(screen.getByRole('link', { name: 'Claim 2' }).getAttribute('href')).toBe('/client/projects/acme/queen-st/claims/2');
    expect(screen.getAllByRole('link', { name: 'Queen St Apartments' })[0].getAttribute('href')).toBe('/client/projects/acme/queen-st');
    expect(screen.getAllByText('2 minutes ago')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See all activity' }).getAttribute('href')).toBe('/client/activity');
  });

  it("hides 'See all activity' when everything fits", async () => {
    await shown([entry(1)], false);
    expect(screen.getByText('Sam Supplier')).toBeTruthy();
    expect(screen.queryByText('See all activity')).toBeNull();
  });

  describe('polling', () => {
    afterEach(() => vi.useRealTimers());

    it('asks the version every 30 s and reloads the entries only when it changed', async () => {
      vi.useFakeTimers();
      const environment = createMockEnvironment();
      render(
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter>
            <LatestActivity org="client" />
          </MemoryRouter>
        </RelayEnvironmentProvider>,
      );
      const first = environment.mock.getMostRecentOperation();
      await act(async () =>
        environment.mock.resolve(first, { data: { activityVersion: '7.a', activity: { hasOlder: false, entries: [entry(1)] } } }),
      );
      const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);

      await act(async () => vi.advanceTimersByTime(SIDEBAR_POLL_MS));
      expect(asked()).toEqual(['LatestActivityVersionQuery']);
      await act(async () => environment.mock.resolveMostRecentOperation({ data: { activityVersion: '7.a' } }));
      expect(asked()).toEqual([]); // unchanged: nothing reloaded

      await act(async () => vi.advanceTimersByTime(SIDEBAR_POLL_MS));
      await act(async () => environment.mock.resolveMostRecentOperation({ data: { activityVersion: '8.b' } }));
      expect(asked()).toEqual(['LatestActivityQuery']);
      await act(async () =>
        environment.mock.resolveMostRecentOperation({
          data: { activityVersion: '8.b', activity: { hasOlder: false, entries: [entry(2), entry(1)] } },
        }),
      );
      expect(screen.getAllByRole('link').length).toBeGreaterThan(2);

      await act(async () => vi.advanceTimersByTime(SIDEBAR_POLL_MS));
      await act(async () => environment.mock.resolveMostRecentOperation({ data: { activityVersion: '8.b' } }));
      expect(asked()).toEqual([]);
    });
  });
});
