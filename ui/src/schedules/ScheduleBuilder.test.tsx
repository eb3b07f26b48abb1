// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { ScheduleBuilder_claim$data } from '../__generated__/ScheduleBuilder_claim.graphql';
import type { ScheduleBuilderTestQuery } from '../__generated__/ScheduleBuilderTestQuery.graphql';
import { ScheduleBuilder, type SendRequest } from './ScheduleBuilder';

// The builder reads its fragments from the store: each test puts its claim there under this query.
const query = graphql`
  query ScheduleBuilderTestQuery @relay_test_operation {
    contract(owner: "acme", slug: "harbour") {
      ...ScheduleBuilder_contract
      claim(number: 1) {
        ...ScheduleBuilder_claim
        latest {
          ...ScheduleBuilder_revision
        }
      }
    }
  }
`;

type Claim = Omit<ScheduleBuilder_claim$data, ' $fragmentType'> & { id: string };

// jsdom has no CSS.escape; item ids here need no escaping.
(globalThis as { CSS?: { escape: (value: string) => string } }).CSS ??= { escape: (value: string) => value };

const NOTICE =
  'The deadline for a payment schedule was 11 January 2027. A schedule given now does not meet section 22: the claimed amount ($1,150.00) remains payable.';
const BELOW_NIL =
  'The scheduled amount cannot be less than nil: this schedule comes to \u2013$1,150.00 including GST. A set-off can reduce the payment to nil at most';

const contract = {
  id: 'Q29udHJhY3Q6MQ==',
  siteName: 'Harbour View',
  taxRateId: 'NZ_GST',
  archivedAt: null,
  viewerIsSupplier: false,
  supplier: { id: 'Q29udHJhY3RDb250YWN0OjE=', name: 'Acme Builders', entityName: 'Acme Builders Limited' },
};

const revision = {
  id: 'Q2xhaW1SZXZpc2lvbjox',
  rev: 1,
  title: 'Claim 1',
  dueDate: '2027-01-20',
  gstRegistered: true,
  totals: { grossToDate: 100000, retentionsToDate: 0 },
  retention: null,
  retentionFormula: null,
  lines: [
    { itemId: 'a', isRetention: false, thisClaim: 60000, entry: { name: 'Piles' } },
    { itemId: 'b', isRetention: false, thisClaim: 40000, entry: { name: 'Frame' } },
  ],
};

function claimWith(standing: Partial<Claim['standing']> = {}, viewerCanSchedule = true): Claim {
  return {
    id: 'Q2xhaW06MQ==',
    number: 1,
    title: 'Claim 1',
    viewerCanSchedule,
    viewerCanDraftSchedule: true,
    standing: {
      scheduleDeadline: '2027-01-11',
      scheduleOverdue: false,
      paymentDue: '2027-01-20',
      paymentOverdue: false,
      claimed: 115000,
      nextLabel: 'Schedule due 11 Jan 2027',
      lateScheduleNotice: null,
      ...standing,
    },
    latest: revision,
    schedule: {
      status: 'Draft',
      claimRev: 1,
      dueDate: '2027-01-20',
      isTaxInvoice: false,
      notes: [],
      reference: 'INV-ACME001',
      adjustExcl: 0,
      adjustTax: 0,
      retention: 0,
      scheduleExcl: 100000,
      scheduleTax: 15000,
      claimedExcl: 100000,
      claimedTax: 15000,
      lines: [
        { itemId: 'a', name: 'Piles', claimed: 60000, scheduled: 60000, reason: '', removable: false, removed: false },
        { itemId: 'b', name: 'Frame', claimed: 40000, scheduled: 40000, reason: '', removable: false, removed: false },
      ],
      version: 0,
      sentAt: null,
      givenLate: false,
      submittedBy: null,
      pdfDownloadUrl: null,
      pdfViewUrl: null,
      recipients: [{ name: 'Sam Supplier', email: 'sam@acme.example' }],
    },
  } as unknown as Claim;
}

type Props = { totalError?: string | null; onEdit?: () => void };

function Builder({ onSend, ...props }: Props & { onSend: (request: SendRequest) => void }) {
  const data = useLazyLoadQuery<ScheduleBuilderTestQuery>(query, {}, { fetchPolicy: 'store-only' });
  const claim = data.contract!.claim!;
  return <ScheduleBuilder contract={data.contract!} claim={claim} revision={claim.latest!} back="/acme/inbox" onSend={onSend} {...props} />;
}

function builder(claim: Claim, props: Props = {}) {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(getRequest(query), {}), {
    contract: { ...contract, claim: { ...claim, latest: revision } },
  });
  const onSend = vi.fn<(request: SendRequest) => void>();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Builder onSend={onSend} {...props} />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  const sendButton = () => screen.getByTestId('send-schedule') as HTMLButtonElement;
  const saves = () => environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'scheduleMutationsUpdateMutation');
  return { onSend, sendButton, saves };
}

function typeMoney(name: string, text: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('the builder of a schedule once its deadline has passed', () => {
  it('opens with the server’s late notice, word for word, and still lets the payer send', () => {
    const { sendButton, onSend } = builder(claimWith({ scheduleOverdue: true, nextLabel: 'Schedule overdue', lateScheduleNotice: NOTICE }));
    const notice = screen.getByTestId('late-schedule-notice');
    expect(notice.textContent).toBe(NOTICE);
    const banner = notice.closest('[role=status]') as HTMLElement;
    expect(within(banner).getByText('Schedule overdue')).toBeTruthy();
    // At the top: before the lines.
    expect(banner.compareDocumentPosition(screen.getByText('Scheduled amounts')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ scheduled: 115000 }));
  });

  it('has no notice while the deadline is to come', () => {
    builder(claimWith());
    expect(screen.queryByTestId('late-schedule-notice')).toBeNull();
    expect(screen.queryByText(/does not meet section 22/)).toBeNull();
  });
});

describe('the scheduled amount cannot be below nil', () => {
  it('names the total beside the totals as soon as it goes below nil, disables Send with that reason, and still saves the draft', async () => {
    const { sendButton, saves, onSend } = builder(claimWith());
    expect(screen.queryByTestId('schedule-total-error')).toBeNull();
    // A set-off of 2,000.00 and its GST against 1,000.00 claimed (excl.): –1,000.00 and –150.00 GST.
    typeMoney('adjustExcl', '-2000');
    typeMoney('adjustTax', '-300');
    const error = screen.getByTestId('schedule-total-error');
    expect(error.textContent).toBe(BELOW_NIL);
    expect(within(screen.getByTestId('schedule-totals')).getByText('\u2013$1,150.00')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.click(sendButton());
    expect(onSend).not.toHaveBeenCalled();
    // Nothing the payer typed is lost: the draft below nil is saved like any other.
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 3000 });
    expect(saves()[0]!.request.variables.input).toMatchObject({ adjustExcl: -200000, adjustTax: -30000, scheduleExcl: -100000, scheduleTax: -15000 });
    // Back to nil: the message goes and Send comes back.
    typeMoney('adjustExcl', '-1000');
    typeMoney('adjustTax', '-150');
    expect(screen.queryByTestId('schedule-total-error')).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it('a nil schedule (every line at nothing, with reasons and a note) can be sent', () => {
    const claim = claimWith();
    const nil = {
      ...claim,
      schedule: {
        ...claim.schedule!,
        version: 2,
        notes: ['Nothing was done this period'],
        scheduleExcl: 0,
        scheduleTax: 0,
        lines: claim.schedule!.lines.map((l) => ({ ...l, scheduled: 0, reason: 'Not carried out' })),
      },
    } as Claim;
    const { sendButton, onSend } = builder(nil);
    expect(screen.queryByTestId('schedule-total-error')).toBeNull();
    expect(screen.queryByTestId('schedule-problems')).toBeNull();
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ scheduled: 0 }));
  });

  it('shows the server’s refusal naming the total beside it, until the payer edits', () => {
    const onEdit = vi.fn();
    builder(claimWith(), { totalError: 'The totals have changed', onEdit });
    expect(screen.getByTestId('schedule-total-error').textContent).toBe('The totals have changed');
    typeMoney('adjustExcl', '10');
    expect(onEdit).toHaveBeenCalled();
  });
});

describe("the schedule's own date", () => {
  it("is its payment date, never read as the s 22 deadline: 'Scheduled payment date', the spec's field dueDate", () => {
    const { sendButton } = builder(claimWith({}, false));
    const field = screen.getByLabelText(/^Scheduled payment date/) as HTMLInputElement;
    expect(field.name).toBe('scheduleDueDate');
    expect(field.value).toBe('2027-01-20');
    expect(screen.queryByText(/Due date/)).toBeNull();
    expect(screen.queryByText(/Claim due/)).toBeNull();
    expect(sendButton().disabled).toBe(true); // no CustomerSubmit
  });
});
