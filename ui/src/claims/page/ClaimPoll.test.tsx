// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PolledClaimPage } from '../../test/claimPoll';
import { ClaimCommentsCount } from './ClaimComments';
import { CLAIM_POLL_MS } from './ClaimPoll';

const CLAIM = 'Q2xhaW06MQ==';

function versions(version: string, activityVersion: string) {
  return { data: { node: { __typename: 'Claim', id: CLAIM, version, activityVersion } } };
}

function comments(activityVersion: string, commentsCount: number) {
  return {
    data: {
      node: { __typename: 'Claim', id: CLAIM, activityVersion, viewerCanComment: true, commentsCount, comments: [], activity: [] },
    },
  };
}

/** The claim page with its poll; the page's refetch is a stand-in answering `pageVersion`. */
function renderPage({ panel = false } = {}) {
  const environment = createMockEnvironment();
  const state = { idle: true, pageVersion: 'p1', pageRefetches: 0 };
  const page = {
    loaded: 'p1',
    refetch: async () => {
      state.pageRefetches += 1;
      return state.pageVersion;
    },
    ready: () => state.idle,
  };
  let setPanel: (open: boolean) => void = () => undefined;
  function Page() {
    const [open, setOpen] = useState(panel);
    setPanel = setOpen;
    return <PolledClaimPage claimId={CLAIM} page={page}>{open ? <ClaimCommentsCount claimId={CLAIM} /> : null}</PolledClaimPage>;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Page />
    </RelayEnvironmentProvider>,
  );
  const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
  const answer = (payload: GraphQLSingularResponse) => act(async () => environment.mock.resolveMostRecentOperation(payload));
  const tick = () => act(async () => vi.advanceTimersByTime(CLAIM_POLL_MS));
  return { environment, state, asked, answer, tick, openPanel: (open: boolean) => act(() => setPanel(open)) };
}

describe('the claim page poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks both versions in one request every 5 s and reloads the page only when its version changed', async () => {
    const { environment, state, asked, answer, tick } = renderPage();
    expect(asked()).toEqual([]);
    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: CLAIM });
    await answer(versions('p1', 'a1'));
    expect(state.pageRefetches).toBe(0);

    await tick();
    state.pageVersion = 'p2';
    await answer(versions('p2', 'a1'));
    expect(state.pageRefetches).toBe(1);
    expect(asked()).toEqual([]); // the panel is closed: nothing else is reloaded

    // The version the page was loaded with is the refetch's, though the poll wrote p2 before it.
    await tick();
    await answer(versions('p2', 'a2'));
    expect(state.pageRefetches).toBe(1);
  });

  it('never reloads the page while edits wait to be saved, and asks nothing then unless the panel is open', async () => {
    const { state, asked, answer, tick, openPanel } = renderPage();
    state.idle = false;
    await tick();
    expect(asked()).toEqual([]);

    await openPanel(true);
    await answer(comments('a1', 0));
    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']);
    state.pageVersion = 'p2';
    await answer(versions('p2', 'a1'));
    expect(state.pageRefetches).toBe(0);

    state.idle = true; // saved: the next poll reloads the page
    await tick();
    await answer(versions('p2', 'a1'));
    expect(state.pageRefetches).toBe(1);
  });

  it("reloads the panel's lists in one request only when the activity version changed, the page only when its own did", async () => {
    const { asked, answer, tick, state } = renderPage({ panel: true });
    expect(asked()).toEqual(['ClaimCommentsQuery']);
    await answer(comments('a1', 1));
    expect(screen.getByText('1')).toBeTruthy();

    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']); // one request for the page and the panel
    state.pageVersion = 'p2';
    await answer(versions('p2', 'a1'));
    expect(asked()).toEqual([]);
    expect(state.pageRefetches).toBe(1);

    await tick();
    await answer(versions('p2', 'a2'));
    expect(asked()).toEqual(['ClaimPollPanelQuery']); // the comments and the activity, at once
    expect(state.pageRefetches).toBe(1);
    await answer(comments('a2', 2));
    expect(screen.getByText('2')).toBeTruthy();

    await tick();
    await answer(versions('p2', 'a2'));
    expect(asked()).toEqual([]);
  });

  it('keeps polling for the page once the panel is closed, and then reloads no list', async () => {
    const { asked, answer, tick, state, openPanel } = renderPage({ panel: true });
    await answer(comments('a1', 1));
    await openPanel(false);
    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']);
    state.pageVersion = 'p2';
    await answer(versions('p2', 'a2'));
    expect(asked()).toEqual([]);
    expect(state.pageRefetches).toBe(1);
  });

  it('reads the comments from the network when the panel opens again: the poll moved the store\'s activity version on', async () => {
    const { asked, answer, tick, openPanel } = renderPage({ panel: true });
    await answer(comments('a1', 1));
    await openPanel(false);
    await tick();
    await answer(versions('p1', 'a2'));
    await openPanel(true);
    expect(screen.getByText('1')).toBeTruthy(); // shown from the store meanwhile
    expect(asked()).toEqual(['ClaimCommentsQuery']);
    await answer(comments('a2', 2));
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('pauses while the page is hidden, and retries a failed poll at the next tick without the error dialog', async () => {
    const { environment, asked, answer, tick, state } = renderPage();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await tick();
    expect(asked()).toEqual([]);
    visibility.mockReturnValue('visible');
    await tick();
    const poll = environment.mock.getMostRecentOperation();
    expect(poll.request.node.params.name).toBe('ClaimPollQuery');
    expect(poll.request.cacheConfig).toMatchObject({ force: true, metadata: { errorDialog: false } });
    await act(async () => environment.mock.reject(poll, new Error('offline')));
    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']);
    state.pageVersion = 'p2';
    await answer(versions('p2', 'a1'));
    expect(state.pageRefetches).toBe(1);
  });
});
