// @vitest-environment jsdom
/**
 * The list groups its rows and selects them by what it names beside the rows' fragments (group,
 * claim id); each row shows its own fragment (ClaimRow_row); the selection's actions read theirs
 * (useClaimActions_row): the answer of the server decides what is offered.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimListPage } from './ClaimListPage';

// jsdom lays nothing out: the virtual list is given a height to show its rows in.
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const before = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => sizes.forEach((name) => Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 800 })));
afterAll(() =>
  sizes.forEach((name, i) => {
    const own = before[i];
    if (own) Object.defineProperty(HTMLElement.prototype, name, own);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]; // inherited from Element
  }),
);

function node(number: number, group: string, claim: Record<string, unknown>) {
  return {
    group,
    contractId: 'Q29udHJhY3Q6MQ==',
    ownerSlug: 'acme',
    ownerName: 'Acme',
    ownerIsViewer: false,
    contractSlug: 'harbour',
    siteName: 'Harbour View',
    counterpartyName: 'Acme Builders',
    viewerIsSupplier: false,
    amount: 115000,
    termsAtAGlance: [],
    claim: {
      id: `Q2xhaW06${number}`,
      number,
      isUnread: false,
      pdfViewUrl: `/v1/pdf/${number}`,
      isPaid: false,
      isPaying: false,
      viewerCanMarkPaid: false,
      viewerCanSetPaying: false,
      viewerCanRecordPayment: false,
      recordedFrom: null,
      schedule: null,
      ...claim,
    },
  };
}

async function inbox(nodes: ReturnType<typeof node>[]) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/acme/inbox']}>
        <Routes>
          <Route path="/:org/inbox" element={<ClaimListPage box="Inbox" />} />
        </Routes>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  const operation = environment.mock.getMostRecentOperation();
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        ClaimList: () => ({
          version: '1',
          counts: [
            { group: 'Unread', count: 1 },
            { group: 'Received', count: 1 },
          ],
          newClaimContracts: [],
          claims: { edges: nodes.map((n) => ({ cursor: String(n.claim.number), node: n })), pageInfo: { hasNextPage: false } },
        }),
      }),
    ),
  );
}

describe('the rows of a claim list', () => {
  it('are grouped under their headings, and the selection offers what the selected claims allow', async () => {
    await inbox([node(4, 'Unread', { isUnread: true, viewerCanSetPaying: true }), node(2, 'Received', {})]);
    expect(screen.getAllByTestId('claim-group').map((g) => g.getAttribute('data-group'))).toEqual(['Unread', 'Received']);
    const rows = screen.getAllByTestId('claim-row');
    expect(rows.map((r) => r.getAttribute('data-number'))).toEqual(['4', '2']);
    expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'false']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select claim 4 of Harbour View / Acme Builders (Owner: Acme)' }));
    const read = screen.getByTestId('claims-mark-read') as HTMLButtonElement;
    expect(read.disabled).toBe(false);
    expect((screen.getByTestId('claims-mark-unread') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('claims-payment-sent').textContent).toBe('Mark payment sent');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select claim 4 of Harbour View / Acme Builders (Owner: Acme)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select claim 2 of Harbour View / Acme Builders (Owner: Acme)' }));
    expect((screen.getByTestId('claims-mark-read') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('claims-payment-sent')).toBeNull();
  });
});
