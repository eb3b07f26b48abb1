// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolledClaimPage } from '../../test/claimPoll';
import { CLAIM_POLL_MS } from './ClaimPoll';
import { ClaimSidePanel } from './ClaimSidePanel';

const CLAIM = 'Q2xhaW06MQ==';

function renderPanel(claimStatus: string) {
  const environment = createMockEnvironment();
  const page = { loaded: 'p1', refetch: async () => 'p1', ready: () => true };
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <PolledClaimPage claimId={CLAIM} page={page}>
          <ClaimSidePanel open onOpenChange={() => undefined} claimStatus={claimStatus} claimId={CLAIM} contractId="Q29udHJhY3Q6MQ==" number={1} org="acme" />
        </PolledClaimPage>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
  const answer = (activityVersion: string) =>
    act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, { Claim: () => ({ id: CLAIM, version: 'p1', activityVersion }) }),
      ),
    );
  const answerAll = async (activityVersion: string) => {
    while (environment.mock.getAllOperations().length) await answer(activityVersion);
  };
  const tick = () => act(async () => vi.advanceTimersByTime(CLAIM_POLL_MS));
  return { asked, answer, answerAll, tick };
}

describe("the claim panel's refetch", () => {
  afterEach(() => vi.useRealTimers());

  it("rides on the page's one poll, and reloads Activity and Comments of a submitted claim in one request", async () => {
    vi.useFakeTimers();
    const { asked, answer, answerAll, tick } = renderPanel('Submitted');
    await answerAll('1.2026-11-26T01:00:00');
    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']);
    await answer('1.2026-11-26T01:00:00');
    expect(asked()).toEqual([]);
    await tick();
    await answer('2.2026-11-26T01:05:00');
    expect(asked()).toEqual(['ClaimPollPanelQuery']);
  });

  it('reloads the activity alone of a claim never submitted, which has no comments', async () => {
    vi.useFakeTimers();
    const { asked, answer, answerAll, tick } = renderPanel('New');
    await answerAll('1.2026-11-26T01:00:00');
    await tick();
    expect(asked()).toEqual(['ClaimPollQuery']);
    await answer('2.2026-11-26T01:05:00');
    expect(asked()).toEqual(['ClaimSidePanelActivityQuery']);
  });
});
