// @vitest-environment jsdom
/**
 * A home list row shows the claim's standing as the server words it: the next statutory date in
 * the danger colour once overdue, with the debt statement on focus; the claimed and scheduled
 * amounts side by side once a schedule is sent; the part paid badge with what is outstanding.
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimRowTestQuery } from '../__generated__/ClaimRowTestQuery.graphql';
import { ClaimRow } from './ClaimRow';

const query = graphql`
  query ClaimRowTestQuery @relay_test_operation {
    claimList(box: Sent) {
      claims(first: 1) {
        edges {
          node {
            ...ClaimRow_row
          }
        }
      }
    }
  }
`;

const DEBT = 'The scheduled amount ($130,237.50, $100,237.50 outstanding) is a debt due since 11 February 2027 (s 24).';

function renderRow(standing: Record<string, unknown>, claim: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      ClaimListRow: () => ({ amount: 16028125, siteName: 'Harbour View', counterpartyName: 'Client Co', viewerIsSupplier: true }),
      Claim: () => ({ number: 3, isUnread: false, cutoffText: null, ...claim }),
      ClaimStanding: () => ({ nextOverdue: false, scheduleOverdue: false, summary: null, debt: null, ...standing }),
      ScheduleDeadline: () => ({ overdueStatement: null }),
    }),
  );
  environment.mock.queuePendingOperation(query, {});
  function Row() {
    const data = useLazyLoadQuery<ClaimRowTestQuery>(query, {});
    return <ClaimRow org="acme" row={data.claimList!.claims.edges[0]!.node} selected={false} onToggle={() => undefined} />;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback="Loading">
          <Row />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

describe('a claim list row', () => {
  it("shows the server's cut-off text on a subcontract claim sent after the head claim of its period, and none otherwise", () => {
    const text = 'not in your claim for October 2026; include it next period';
    renderRow({ nextLabel: 'Schedule due 7 Jan 2027', badges: [] }, { cutoffText: text });
    const note = screen.getByTestId('claim-cutoff');
    expect(note.textContent).toBe(text);
    expect(note.getAttribute('title')).toBe(text); // whole on hover where the row truncates it
  });

  it('shows no cut-off note when the server answers none', () => {
    renderRow({ nextLabel: 'Schedule due 7 Jan 2027', badges: [] });
    expect(screen.queryByTestId('claim-cutoff')).toBeNull();
  });

  it('names the next date, quietly while it is ahead (whatever else is overdue)', () => {
    renderRow({
      nextLabel: 'Schedule due 7 Jan 2027',
      paymentOverdue: true, // the claim's own due date has passed; the date named has not
      badges: [{ text: 'Schedule Due 7 Jan 2027', tone: 'primary' }],
    });
    const due = screen.getByTestId('claim-row-due');
    expect(due.textContent).toBe('Schedule due 7 Jan 2027');
    expect(due.className).not.toContain('text-danger');
    expect(due.getAttribute('tabindex')).toBeNull(); // nothing to explain
    expect(screen.getByTestId('claim-row-amount').textContent).toBe('$160,281.25');
    expect(screen.queryByTestId('claim-row-summary')).toBeNull();
  });

  it('is in the danger colour once overdue, the debt statement on focus, and shows claimed and scheduled side by side', async () => {
    vi.useFakeTimers();
    try {
      renderRow({
        nextLabel: 'Payment overdue',
        nextOverdue: true,
        summary: 'Scheduled $130,237.50 of $160,281.25',
        debt: { statement: DEBT },
        badges: [
          { text: 'Part paid', tone: 'warning' },
          { text: '$100,237.50 outstanding', tone: 'neutral' },
          { text: 'Debt due (s 24)', tone: 'danger' },
        ],
      });
      const due = screen.getByTestId('claim-row-due');
      expect(due.textContent).toBe('Payment overdue');
      expect(due.className).toContain('text-danger');
      expect(screen.getByTestId('claim-row-summary').textContent).toBe('Scheduled $130,237.50 of $160,281.25');
      expect(screen.getByTestId('claim-row-badge').textContent).toBe('Part paid');
      expect(screen.getByTestId('claim-badges').textContent).toContain('$100,237.50 outstanding');
      act(() => due.focus());
      await act(async () => vi.advanceTimersByTime(600));
      expect(screen.getAllByText(DEBT).length).toBeGreaterThan(0);
      fireEvent.keyDown(due, { key: 'Escape' });
    } finally {
      vi.useRealTimers();
    }
  });
});
