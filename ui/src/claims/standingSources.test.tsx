// @vitest-environment jsdom
/**
 * Every screen that shows a claim's statutory date or badge takes it from the one server field for
 * that meaning (issue 33): the badges from `standing.badges`; the home row's date from
 * `standing.nextLabel`; the claim header's 'Schedule due' from `standing.scheduleDeadline` and
 * 'Payment due' from `standing.paymentDue`; the deadline banner from `standing.scheduleDeadline`;
 * the Projects list's 'Next due' from `figures.nextDueLabel`; the Export table's three date columns
 * from `scheduleDeadline`, `claimDueDate` and `scheduleDueDate`.
 *
 * Each producer is given a claim whose every date field holds a different day (and fields the old
 * client rule read, such as the revision's due date and isPaid, that disagree with the badges),
 * so a producer reading the wrong field shows the wrong day and the test fails.
 */
import { Suspense, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationType } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { standingSourcesTestClaimQuery } from '../__generated__/standingSourcesTestClaimQuery.graphql';
import type { standingSourcesTestRowQuery } from '../__generated__/standingSourcesTestRowQuery.graphql';
import { ExportPage } from '../export/ExportPage';
import { ClaimRow } from '../home/ClaimRow';
import { ProjectCells } from '../projects/ProjectTable';
import { ClaimBadges } from './ClaimBadges';
import { ClaimStanding } from './page/ClaimStanding';
import { ScheduleDeadlineNote } from './page/ScheduleDeadlineNote';

// Every date field a different day: a producer showing any but its own shows the wrong one.
const DAYS = {
  scheduleDeadline: '2027-01-07',
  claimDueDate: '2027-02-20',
  schedulePaymentDate: '2027-02-10',
  paymentDue: '2027-02-11',
  nextDate: '2027-03-03',
  revisionDueDate: '2027-04-04',
  rowDueDate: '2027-05-05',
};

const claimQuery = graphql`
  query standingSourcesTestClaimQuery @relay_test_operation {
    contract(owner: "acme", slug: "harbour") {
      claim(number: 3) {
        ...ClaimBadges_claim
        ...ClaimStanding_claim
        ...ScheduleDeadlineNote_claim
      }
    }
  }
`;

const rowQuery = graphql`
  query standingSourcesTestRowQuery @relay_test_operation {
    claimList(box: Inbox) {
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

/** A claim as the old client rule would have read it differently: paid, an invoice, due on another day. */
const resolvers: MockResolvers = {
  Claim: () => ({ status: 'Sent', isPaid: true, isPaying: false, label: null, number: 3, isUnread: false }),
  ClaimRevision: () => ({ type: 'Invoice', dueDate: DAYS.revisionDueDate }),
  ClaimStanding: () => ({
    state: 'AwaitingSchedule',
    badges: [
      { text: 'Schedule Due 7 Jan 2027', tone: 'primary' },
      { text: 'Debt due (ss 22\u201323)', tone: 'danger' },
    ],
    scheduleDeadline: DAYS.scheduleDeadline,
    claimDueDate: DAYS.claimDueDate,
    schedulePaymentDate: DAYS.schedulePaymentDate,
    paymentDue: DAYS.paymentDue,
    nextDate: DAYS.nextDate,
    nextLabel: 'Schedule due 7 Jan 2027',
    nextOverdue: false,
    scheduleOverdue: false,
    paymentOverdue: false,
    scheduleGivenLate: false,
    summary: null,
    debt: null,
  }),
  ScheduleDeadline: () => ({
    basis: '20 working days after the claim was served on 29 November 2026',
    workingDaysLeft: 3,
    isPassed: false,
    overdueStatement: null,
    skipped: [],
  }),
  ClaimListRow: () => ({ dueDate: DAYS.rowDueDate, amount: 16028125, viewerIsSupplier: false, siteName: 'Harbour View' }),
};

function withRelay<Q extends OperationType>(query: Parameters<typeof useLazyLoadQuery<Q>>[0], body: (data: Q['response']) => ReactNode) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
  environment.mock.queuePendingOperation(query, {});
  function Screen() {
    return <>{body(useLazyLoadQuery<Q>(query, {}))}</>;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback="Loading">
          <Screen />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

/** Every date written on the screen, as '7 Jan 2027' or '7 January 2027'. */
function datesShown(element: HTMLElement): string[] {
  return [...(element.textContent ?? '').matchAll(/\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}/g)].map((m) => m[0]);
}

describe('every badge and date column reads the one server field for its meaning', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ClaimBadges: the server badges, word for word, whatever else the claim says', () => {
    withRelay<standingSourcesTestClaimQuery>(claimQuery, (data) => <ClaimBadges claim={data.contract!.claim!} testId="state" />);
    const badges = screen.getByTestId('claim-badges');
    expect([...badges.children].map((b) => b.textContent)).toEqual(['Schedule Due 7 Jan 2027', 'Debt due (ss 22\u201323)']);
    expect(screen.getByTestId('state').className).toContain('bg-primary-soft');
    expect(badges.textContent).not.toContain('Paid'); // isPaid says paid; the server's badges do not
  });

  it("the claim header: 'Schedule due' is standing.scheduleDeadline, 'Payment due' standing.paymentDue", () => {
    withRelay<standingSourcesTestClaimQuery>(claimQuery, (data) => <ClaimStanding claim={data.contract!.claim!} />);
    expect(screen.getByTestId('claim-schedule').textContent).toBe('Schedule due 7 Jan 2027');
    expect(screen.getByTestId('claim-payment').textContent).toBe('Payment due 11 Feb 2027');
    expect(datesShown(screen.getByTestId('claim-standing'))).toEqual(['7 Jan 2027', '11 Feb 2027']);
  });

  it("the deadline banner: 'Payment schedule due by' standing.scheduleDeadline", () => {
    withRelay<standingSourcesTestClaimQuery>(claimQuery, (data) => <ScheduleDeadlineNote claim={data.contract!.claim!} />);
    const banner = screen.getByRole('status');
    expect(within(banner).getByText('Payment schedule due by 7 January 2027')).toBeTruthy();
    expect(datesShown(banner)).toEqual(['7 January 2027', '29 November 2026']); // the deadline, and the day served
  });

  it("the home row's date column is standing.nextLabel, and no other date", () => {
    withRelay<standingSourcesTestRowQuery>(rowQuery, (data) => (
      <ClaimRow org="acme" row={data.claimList!.claims.edges[0]!.node} selected={false} onToggle={() => undefined} />
    ));
    expect(screen.getByTestId('claim-row-due').textContent).toBe('Schedule due 7 Jan 2027');
    expect(datesShown(screen.getByTestId('claim-row'))).toEqual(['7 Jan 2027', '7 Jan 2027']); // the badge and the date column
  });

  it("the Projects list's 'Next due' is figures.nextDueLabel, not a date of its own", () => {
    render(
      <MemoryRouter>
        <ProjectCells
          org="acme"
          contract={{
            id: 'Q29udHJhY3Q6MQ==',
            slug: 'harbour',
            siteName: 'Harbour View',
            counterpartyName: 'Client Co',
            counterpartyConsent: 'Accepted',
            viewerIsSupplier: true,
            owner: { slug: 'acme', name: 'Acme', isViewer: true },
            paymentTerms: { atAGlance: [] },
            figures: {
              contractValue: 100,
              claimedToDate: 50,
              percentComplete: 5000,
              lastClaim: null,
              nextDueDate: DAYS.nextDate,
              nextDueLabel: 'Payment overdue',
            },
          } as unknown as Parameters<typeof ProjectCells>[0]['contract']}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('project-next-due').textContent).toBe('Payment overdue');
  });

  it('the Export table: each date column under the heading that names it', async () => {
    const row = {
      relation: 'Customer',
      supplierName: 'Acme Builders',
      customerName: 'Client Co',
      slug: 'harbour',
      number: 3,
      status: 'PartPaid',
      periodFrom: null,
      periodTo: null,
      claimExcl: 100,
      claimTax: 15,
      scheduleExcl: 90,
      scheduleDueDate: DAYS.schedulePaymentDate,
      scheduleDeadline: DAYS.scheduleDeadline,
      claimDueDate: DAYS.claimDueDate,
      received: 5000,
      outstanding: 2500,
      scheduleGivenLate: true,
      contractId: 'Q29udHJhY3Q6MQ==',
      ownerSlug: 'acme',
      chargesGst: true,
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: true, json: async () => ({ rows: [row], more: false }) }));
    render(
      <MemoryRouter initialEntries={['/acme/export']}>
        <Routes>
          <Route path="/:org/export" element={<ExportPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const table = await screen.findByTestId('export-table');
    const headings = [...table.querySelectorAll('th')].map((th) => th.textContent);
    const cell = (heading: string) => screen.getByTestId('export-row').children[headings.indexOf(heading)]!.textContent;
    expect(cell('Schedule due (s 22)')).toBe('7 Jan 2027Given late');
    expect(cell('Claim due')).toBe('20 Feb 2027');
    expect(cell('Payment date (schedule)')).toBe('10 Feb 2027');
    expect(cell('Received')).toBe('50.00');
    expect(cell('Outstanding')).toBe('25.00');
    expect(cell('Status')).toBe('Part paid');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy());
    const statuses = [...(screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    expect(statuses).toContainEqual(['PartPaid', 'Part paid']);
    expect(statuses).toContainEqual(['Paid', 'Paid']);
    expect(statuses).toContainEqual(['New', 'Draft']);
  });
});
