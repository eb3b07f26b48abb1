// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { CommentList } from './CommentList';

runFarFromNewZealand();

describe('a comment’s time', () => {
  afterEach(() => vi.useRealTimers());

  it('is the Auckland date and time, and its days are Auckland days, in a browser in Los Angeles', () => {
    // 9 am on 30 November in Auckland (still the 29th in Los Angeles).
    vi.useFakeTimers({ now: new Date('2026-11-29T20:00:00Z'), toFake: ['Date'] });
    render(
      <RelayEnvironmentProvider environment={createMockEnvironment()}>
        <CommentList
          comments={[
            {
              commentId: 'c1',
              body: 'Slab poured',
              isInternal: false,
              isEmail: false,
              isMine: true,
              // 12:30 am on 29 November in Auckland; 3:30 am on the 28th in Los Angeles.
              at: '2026-11-28T11:30:00+00:00',
              user: { name: 'Cleo Customer' },
              files: [],
            },
          ]}
        />
      </RelayEnvironmentProvider>,
    );
    const time = screen.getByText('yesterday');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toBe('29 Nov 2026, 12:30 am');
    expect(time.getAttribute('dateTime')).toBe('2026-11-28T11:30:00+00:00');
  });
});
