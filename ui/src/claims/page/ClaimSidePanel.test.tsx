// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_PANEL_POLL_MS } from './ClaimPanelPoll';
import { ClaimSidePanel } from './ClaimSidePanel';

const CLAIM = 'Q2xhaW06MQ==';

function renderPanel(claimStatus: string) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <ClaimSidePanel open onOpenChange={() => undefined} claimStatus={claimStatus} claimId={CLAIM} contractId="Q29udHJhY3Q6MQ==" number={1} org="acme" />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
  const answerAll = async () => {
    while (environment.mock.getAllOperations().length) {
      await act(async () =>
        environment.mock.resolveMostRecentOperation((op) =>
          MockPayloadGenerator.generate(op, { Claim: () => ({ id: CLAIM, activityVersion: '1.2026-11-26T01:00:00' }) }),
        ),
      );
    }
  };
  return { asked, answerAll };
}

describe('the claim panel poll', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the claim version once per tick for both Activity and Comments of a submitted claim', async () => {
    vi.useFakeTimers();
    const { asked, answerAll } = renderPanel('Submitted');
    await answerAll();
    await act(async () => vi.advanceTimersByTime(CLAIM_PANEL_POLL_MS));
    expect(asked()).toEqual(['ClaimPanelPollVersionQuery']);
  });

  it('still polls the activity of a claim never submitted, which has no comments', async () => {
    vi.useFakeTimers();
    const { asked, answerAll } = renderPanel('New');
    await answerAll();
    await act(async () => vi.advanceTimersByTime(CLAIM_PANEL_POLL_MS));
    expect(asked()).toEqual(['ClaimPanelPollVersionQuery']);
  });
});
