// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { SentSchedule_schedule$data } from '../__generated__/SentSchedule_schedule.graphql';
import type { SentScheduleTestQuery } from '../__generated__/SentScheduleTestQuery.graphql';
import { SentSchedule } from './SentSchedule';

// The sent view reads its fragment from the store: each test puts its schedule there under this query.
const query = graphql`
  query SentScheduleTestQuery @relay_test_operation {
    contract(owner: "acme", slug: "harbour") {
      claim(number: 1) {
        schedule {
          ...SentSchedule_schedule
        }
      }
    }
  }
`;

type Sent = Omit<SentSchedule_schedule$data, ' $fragmentType'>;

function Shown() {
  const data = useLazyLoadQuery<SentScheduleTestQuery>(query, {}, { fetchPolicy: 'store-only' });
  return <SentSchedule schedule={data.contract!.claim!.schedule!} />;
}

function renderSent(schedule: Sent) {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(getRequest(query), {}), {
    contract: { id: 'Q29udHJhY3Q6MQ==', claim: { id: 'Q2xhaW06MQ==', schedule } },
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Shown />
    </RelayEnvironmentProvider>,
  );
}

const sent = {
  status: 'Sent',
  claimRev: 1,
  dueDate: '2027-02-05',
  isTaxInvoice: false,
  notes: ['Piling incomplete'],
  reference: 'INV-ACME001',
  adjustExcl: 0,
  adjustTax: 0,
  retention: 0,
  scheduleExcl: 50000,
  scheduleTax: 7500,
  claimedExcl: 60000,
  claimedTax: 9000,
  lines: [{ itemId: 'a', name: 'Piles', claimed: 60000, scheduled: 50000, reason: 'Incomplete', removable: false, removed: false }],
  version: 3,
  // 23:30 on 2 February UTC is 3 February in Auckland.
  sentAt: '2027-02-02T23:30:00+00:00',
  givenLate: false,
  submittedBy: 'Cleo Customer',
  pdfDownloadUrl: null,
  pdfViewUrl: null,
  recipients: null,
} as unknown as Sent;

describe('a sent schedule', () => {
  it("says 'Submitted on {date}' (Auckland) and by whom, and names its payment date", () => {
    renderSent(sent);
    expect(screen.getByTestId('schedule-submitted').textContent).toBe('Submitted on 3 Feb 2027 by Cleo Customer');
    expect(screen.queryByTestId('schedule-given-late')).toBeNull();
    expect(screen.getByText('Scheduled payment date').nextElementSibling?.textContent).toBe('5 Feb 2027');
  });

  it("sent after the deadline (the server's givenLate) is marked 'Given late' beside it", () => {
    renderSent({ ...sent, givenLate: true });
    const late = screen.getByTestId('schedule-given-late');
    expect(late.textContent).toBe('Given late');
    expect(late.parentElement).toBe(screen.getByTestId('schedule-submitted').parentElement);
  });
});
