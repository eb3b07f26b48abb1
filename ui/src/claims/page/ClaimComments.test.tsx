// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimCommentsCount } from './ClaimComments';
import { CLAIM_PANEL_POLL_MS } from './ClaimPanelPoll';

const CLAIM = 'Q2xhaW06MQ==';

function claim(activityVersion: string, commentsCount: number) {
  return {
    data: {
      node: { __typename: 'Claim', id: CLAIM, activityVersion, viewerCanComment: true, commentsCount, comments: [], activity: [] },
    },
  };
}

describe('the claim comments poll', () => {
  afterEach(() => vi.useRealTimers());

  it("asks the claim's activity version every 5 s and reloads the comments and activity only when it changed", async () => {
    vi.useFakeTimers();
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <ClaimCommentsCount claimId={CLAIM} />
      </RelayEnvironmentProvider>,
    );
    const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    expect(asked()).toEqual(['ClaimCommentsQuery']);
    await act(async () => environment.mock.resolveMostRecentOperation(claim('4.2026-11-25T01:00:00', 1)));
    expect(screen.getByText('1')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(CLAIM_PANEL_POLL_MS));
    expect(asked()).toEqual(['ClaimPanelPollVersionQuery']);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: CLAIM });
    await act(async () => environment.mock.resolveMostRecentOperation(claim('4.2026-11-25T01:00:00', 1)));
    expect(asked()).toEqual([]); // unchanged: the comments are not reloaded

    await act(async () => vi.advanceTimersByTime(CLAIM_PANEL_POLL_MS));
    await act(async () => environment.mock.resolveMostRecentOperation(claim('5.2026-11-25T01:02:00', 1)));
    expect(asked()).toEqual(['ClaimPanelPollRefreshQuery']); // the comments and the activity, at once
    await act(async () => environment.mock.resolveMostRecentOperation(claim('5.2026-11-25T01:02:00', 2)));
    expect(screen.getByText('2')).toBeTruthy();
  });
});
