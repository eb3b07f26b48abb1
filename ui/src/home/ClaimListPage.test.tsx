// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimListPage, POLL_MS } from './ClaimListPage';

function list(version: string) {
  return {
    ClaimList: () => ({ version, counts: [], newClaimContracts: [], claims: { edges: [], pageInfo: { hasNextPage: false } } }),
  };
}

describe('the home list poll', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the list version every 30 s and reloads the list only when it changed', async () => {
    vi.useFakeTimers();
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/acme/outbox']}>
          <Routes>
            <Route path="/:org/outbox" element={<ClaimListPage box="Sent" />} />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.params.name).toBe('ClaimListPageQuery');
    await act(async () => environment.mock.resolve(first, MockPayloadGenerator.generate(first, list('3.100.2026-11-25'))));
    expect(screen.getByText('No claims sent yet')).toBeTruthy();
    const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(asked()).toEqual(['ClaimListPageVersionQuery']);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ box: 'Sent', search: null });
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, list('3.100.2026-11-25'))));
    expect(asked()).toEqual([]); // unchanged: the list is not reloaded

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, list('4.-7.2026-11-25'))));
    expect(asked()).toEqual(['ClaimListPageQuery']);
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, list('4.-7.2026-11-25'))));

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, list('4.-7.2026-11-25'))));
    expect(asked()).toEqual([]);
  });
});
