// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { LatestActivity, SIDEBAR_SIZE } from './LatestActivity';

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
  await act(async () => environment.mock.resolve(operation, { data: { activity: { hasOlder, entries } } }));
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
});
