// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISSUE_POLL_MS, IssuePage } from './IssuePage';

function variation(updatedAt: string, commentsCount: number) {
  return { id: 'VmFyaWF0aW9uOjE=', contractId: 'Q29udHJhY3Q6MQ==', updatedAt, commentsCount };
}

describe('the issue page poll', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the variations’ version every 5 s and reloads the page only when it changed', async () => {
    vi.useFakeTimers();
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/acme/issues/7']}>
          <Routes>
            <Route path="/:org/issues/:issue" element={<IssuePage />} />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    const answer = async (v: ReturnType<typeof variation>) =>
      act(async () =>
        environment.mock.resolveMostRecentOperation((op) =>
          MockPayloadGenerator.generate(op, { Issue: () => ({ id: 'SXNzdWU6Nw==' }), Variation: () => v }),
        ),
      );
    expect(asked()).toEqual(['IssuePageQuery']);
    await answer(variation('2026-11-26T01:00:00+00:00', 1));

    await act(async () => vi.advanceTimersByTime(ISSUE_POLL_MS));
    expect(asked()).toEqual(['IssuePageVersionQuery']);
    await answer(variation('2026-11-26T01:00:00+00:00', 1));
    expect(asked()).toEqual([]); // nothing changed: the page is not reloaded

    await act(async () => vi.advanceTimersByTime(ISSUE_POLL_MS));
    await answer(variation('2026-11-26T01:00:00+00:00', 2)); // a new comment
    expect(asked()).toEqual(['IssuePageQuery']);
  });
});
