// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntriesTestQuery } from '../__generated__/ActivityEntriesTestQuery.graphql';
import { runFarFromNewZealand } from '../test/farFromNz';
import { ActivityEntries } from './ActivityEntries';

runFarFromNewZealand();

// The entries read their fragment from the store: each test puts its entries there under this query.
const query = graphql`
  query ActivityEntriesTestQuery @relay_test_operation {
    activity(last: 20) {
      entries {
        ...ActivityEntries_entry
      }
    }
  }
`;

function Shown() {
  const data = useLazyLoadQuery<ActivityEntriesTestQuery>(query, {}, { fetchPolicy: 'store-only' });
  return <ActivityEntries org="acme" where="claim" entries={data.activity.entries} />;
}

function renderEntries(entries: Record<string, unknown>[]) {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(getRequest(query), {}), { activity: { entries } });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Shown />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

describe('an activity entry’s time', () => {
  afterEach(() => vi.useRealTimers());

  it('is the Auckland date and time across the end of daylight saving, in a browser in Los Angeles', () => {
    // Noon on 5 April 2027 in Auckland (NZST); 5 pm on the 4th in Los Angeles.
    vi.useFakeTimers({ now: new Date('2027-04-05T00:00:00Z'), toFake: ['Date'] });
    renderEntries([
      {
        id: 'e1',
        type: 'sent',
        // 2:30 am NZST on 4 April, the hour after 3 am NZDT became 2 am (1:30 pm on the 3rd in Los Angeles).
        at: '2027-04-03T14:30:00Z',
        comment: null,
        claimNumber: 3,
        siteName: 'Harbour View',
        contractSlug: 'harbour-view',
        ownerSlug: 'acme',
        user: { name: 'Sam Supplier' },
      },
    ]);
    const time = screen.getByText('yesterday');
    expect(time.getAttribute('title')).toBe('4 Apr 2027, 2:30 am');
  });
});
