// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { ActivityEntries } from './ActivityEntries';

runFarFromNewZealand();

describe('an activity entry’s time', () => {
  afterEach(() => vi.useRealTimers());

  it('is the Auckland date and time across the end of daylight saving, in a browser in Los Angeles', () => {
    // Noon on 5 April 2027 in Auckland (NZST); 5 pm on the 4th in Los Angeles.
    vi.useFakeTimers({ now: new Date('2027-04-05T00:00:00Z'), toFake: ['Date'] });
    render(
      <MemoryRouter>
        <ActivityEntries
          org="acme"
          where="claim"
          entries={[
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
          ]}
        />
      </MemoryRouter>,
    );
    const time = screen.getByText('yesterday');
    expect(time.getAttribute('title')).toBe('4 Apr 2027, 2:30 am');
  });
});
