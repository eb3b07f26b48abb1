// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { commitMutation, RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { ISSUE_POLL_MS, IssuePage } from './IssuePage';
import { supplierApprovalMutation } from './variationMutations';

// The dates below must be Auckland dates whatever the machine's zone.
runFarFromNewZealand();

function variation(updatedAt: string, commentsCount: number) {
  return { id: 'VmFyaWF0aW9uOjE=', contractId: 'Q29udHJhY3Q6MQ==', updatedAt, commentsCount };
}

describe('the issue page poll', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the variations’ version every 5 s and reloads the page, and the open panel, only when it changed', async () => {
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
          MockPayloadGenerator.generate(op, {
            Issue: () => ({ id: 'SXNzdWU6Nw==' }),
            Variation: () => v,
            Node: () => ({ __typename: 'Variation', ...v }),
          }),
        ),
      );
    expect(asked()).toEqual(['IssuePageQuery']);
    await answer(variation('2026-11-26T01:00:00+00:00', 1));
    // Its only variation opens: its panel is a query of its own.
    expect(asked()).toEqual(['IssuePageOpenVariationQuery']);
    await answer(variation('2026-11-26T01:00:00+00:00', 1));

    await act(async () => vi.advanceTimersByTime(ISSUE_POLL_MS));
    expect(asked()).toEqual(['IssuePageVersionQuery']);
    await answer(variation('2026-11-26T01:00:00+00:00', 1));
    expect(asked()).toEqual([]); // nothing changed: the page is not reloaded

    await act(async () => vi.advanceTimersByTime(ISSUE_POLL_MS));
    await answer(variation('2026-11-26T01:00:00+00:00', 2)); // a new comment
    // The version's answer updates the open row's version in the store: its panel reloads too.
    expect(asked()).toEqual(['IssuePageQuery', 'IssuePageOpenVariationQuery']);
  });
});

describe('the issue page dates', () => {
  it('shows when the issue was raised, its estimate submitted and its comments added as Auckland dates', async () => {
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
    // 12:30 am on 29 November in Auckland: 3:30 am on the 28th in Los Angeles.
    const at = '2026-11-28T11:30:00+00:00';
    const v = variation(at, 1);
    const answer = async () =>
      act(async () =>
        environment.mock.resolveMostRecentOperation((op) =>
          MockPayloadGenerator.generate(op, {
            Issue: () => ({ id: 'SXNzdWU6Nw==', createdAt: at, dueAt: '2026-12-18', createdByOrganisation: 'Client Co', raisedBySupplier: false }),
            ActivityUser: () => ({ name: 'Cleo Customer' }),
            Variation: () => v,
            Node: () => ({ __typename: 'Variation', ...v }),
            VariationEstimate: () => ({ rev: 1, submittedAt: at, total: 250000 }),
            Comment: () => ({ at, body: 'Priced as drawn' }),
          }),
        ),
      );
    await answer();
    await answer();
    expect(screen.getByText(/^Raised by Cleo Customer \(Client Co\) on /).textContent).toBe(
      'Raised by Cleo Customer (Client Co) on 29 Nov 2026',
    );
    // A deadline is a calendar date: shown as it is.
    expect(screen.getByTestId('issue-due').textContent).toContain('Deadline for price estimates: 18 Dec 2026');
    expect(screen.getByText(/^Estimate by /).textContent).toBe('Estimate by Cleo Customer · 29 Nov 2026');
    expect(screen.getByText('Priced as drawn').closest('li')?.querySelector('time')?.getAttribute('title')).toBe(
      '29 Nov 2026, 12:30 am',
    );
  });
});

describe('who must act, after an approval', () => {
  it('moves on the row as the approval answers, before any poll', async () => {
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
    const v = { ...variation('2026-11-26T01:00:00+00:00', 0), viewerIsSupplier: true };
    // The supplier must act while both sides have to approve; after its approval, only the customer.
    const answer = async (awaiting: string) =>
      act(async () =>
        environment.mock.resolveMostRecentOperation((op) =>
          MockPayloadGenerator.generate(op, {
            Issue: () => ({ id: 'SXNzdWU6Nw==' }),
            Variation: () => ({ ...v, awaiting, viewerMustAct: awaiting !== 'Customer' }),
            Node: () => ({ __typename: 'Variation', ...v, awaiting, viewerMustAct: awaiting !== 'Customer' }),
          }),
        ),
      );
    await answer('Both'); // the page
    await answer('Both'); // its open variation's panel
    expect(screen.getByTestId('variation-awaiting').textContent).toBe('Waiting for both sides');
    expect(screen.getByTestId('variation-awaiting').getAttribute('data-tone')).toBe('warning');

    commitMutation(environment, {
      mutation: supplierApprovalMutation,
      variables: { input: { variationId: v.id, approval: 'Approved' } },
    });
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'variationMutationsSupplierApprovalMutation',
    );
    await answer('Customer');
    expect(screen.getByTestId('variation-awaiting').textContent).toBe('Waiting for the customer');
    expect(screen.getByTestId('variation-awaiting').getAttribute('data-tone')).toBe('info');
    // No poll brought it: none has been due yet (the next is ISSUE_POLL_MS after the page's answer).
    await act(async () => vi.advanceTimersByTime(ISSUE_POLL_MS - 1));
    expect(environment.mock.getAllOperations()).toEqual([]);
    vi.useRealTimers();
  });
});
