// @vitest-environment jsdom
/**
 * The claim page's payments panel and its dialog: the records as each side reads them (corrected
 * ones struck through, with what replaced them), the server's totals, both figures when the
 * sides disagree; recording (today in Auckland, the viewer side's outstanding, one request key
 * per opening, errors beside their field, a toast and the store updated from the answer),
 * correcting and withdrawing.
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import type { PaymentsPanelTestQuery } from '../../__generated__/PaymentsPanelTestQuery.graphql';
import { todayInAuckland } from '../../domain/workingDays';
import { ConfirmHost } from '../../ui/confirm';
import { Toaster } from '../../ui/Toaster';
import { PaymentsPanel } from './PaymentsPanel';
import { DATE_IN_FUTURE, NO_PAYMENTS } from './paymentText';

const query = graphql`
  query PaymentsPanelTestQuery @relay_test_operation {
    contract(owner: "acme", slug: "harbour") {
      claim(number: 3) {
        ...PaymentsPanel_claim
      }
    }
  }
`;

const CLAIM_ID = 'Q2xhaW06Mw==';

function record(fields: Record<string, unknown>) {
  return {
    side: 'Payee',
    reference: '',
    note: '',
    correctsId: null,
    isCorrected: false,
    recordedBy: 'Sam Supplier',
    recordedAt: '2025-02-03T01:00:00+00:00',
    viewerCanCorrect: false,
    ...fields,
  };
}

const RECORDS = [
  record({ id: '1', side: 'Payer', paidOn: '2025-02-01', amount: 500000, reference: 'EFT 42', recordedBy: 'Cleo Customer' }),
  record({ id: '2', paidOn: '2025-02-02', amount: 1000000, isCorrected: true }),
  record({ id: '3', paidOn: '2025-02-02', amount: 900000, correctsId: '2', viewerCanCorrect: true, reference: 'INV-1' }),
  record({ id: '4', paidOn: '2025-02-05', amount: 10000, isCorrected: true }),
  record({ id: '5', paidOn: '2025-02-05', amount: 0, correctsId: '4' }),
];

function resolvers(fields: { payments?: unknown[]; side?: 'Payer' | 'Payee'; differ?: boolean; canRecord?: boolean }): MockResolvers {
  return {
    Claim: () => ({
      id: CLAIM_ID,
      contractId: 'Q29udHJhY3Q6MQ==',
      number: 3,
      status: 'Scheduled',
      viewerCanRecordPayment: fields.canRecord ?? true,
      viewerPaymentSide: fields.side ?? 'Payee',
      viewerOutstanding: 1023750,
      payments: fields.payments ?? [],
    }),
    ClaimStanding: () => ({
      payable: 1923750,
      received: 900000,
      outstanding: 1023750,
      paidByPayer: 500000,
      paidToPayee: 900000,
      amountsDiffer: fields.differ ?? false,
    }),
  };
}

function renderPanel(fields: Parameters<typeof resolvers>[0] = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers(fields)));
  environment.mock.queuePendingOperation(query, {});
  function Screen() {
    const data = useLazyLoadQuery<PaymentsPanelTestQuery>(query, {});
    return <PaymentsPanel claim={data.contract!.claim!} />;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Screen />
      </Suspense>
      <ConfirmHost />
      <Toaster />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

const rows = () => screen.getAllByTestId('payment-record');

type Environment = ReturnType<typeof createMockEnvironment>;

/** The mutations waiting for an answer (the panel's own query stays pending in the mock). */
function mutations(environment: Environment) {
  return environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');
}

function lastMutation(environment: Environment) {
  const all = mutations(environment);
  return all[all.length - 1]!;
}

describe('the payments panel', () => {
  it('lists every record oldest first, each side named, corrected ones struck through with what replaced them', () => {
    renderPanel({ payments: RECORDS, differ: true });
    const text = rows().map((row) => row.textContent);
    expect(text[0]).toContain('Payment sent');
    expect(text[0]).toContain('1 Feb 2025');
    expect(text[0]).toContain('$5,000.00');
    expect(text[0]).toContain('EFT 42');
    expect(text[0]).toContain('Cleo Customer');
    expect(text[1]).toContain('Payment received');
    expect(text[1]).toContain('Corrected to $9,000.00 on 2 Feb 2025');
    expect(text[2]).toContain('Corrects the payment of $10,000.00 on 2 Feb 2025');
    expect(text[3]).toContain('Withdrawn');
    expect(text[4]).toContain('Withdraws the payment of $100.00 on 5 Feb 2025');
    expect(rows().map((row) => row.dataset.corrected)).toEqual(['false', 'true', 'false', 'true', 'false']);
    expect(within(rows()[1]!).getByText('$10,000.00').className).toContain('line-through');
    // Only the viewer side's own records that still count can be corrected or withdrawn.
    expect(rows().map((row) => within(row).queryAllByRole('button').length)).toEqual([0, 0, 2, 0, 0]);
  });

  it("shows the server's totals, and both sides' figures from the viewer's side when they differ", () => {
    renderPanel({ payments: RECORDS, differ: true });
    expect(screen.getByTestId('payments-received').textContent).toBe('$9,000.00');
    expect(screen.getByTestId('payments-outstanding').textContent).toBe('$10,237.50');
    expect(screen.getByTestId('payments-differ').textContent).toBe('The customer recorded $5,000.00 sent; you recorded $9,000.00 received.');
  });

  it("reads the customer's side from the customer's point of view", () => {
    renderPanel({ payments: RECORDS, differ: true, side: 'Payer' });
    expect(screen.getByTestId('payments-differ').textContent).toBe('You recorded $5,000.00 sent; the supplier recorded $9,000.00 received.');
  });

  it('says so when nothing is recorded, and offers recording only to who may', () => {
    renderPanel({ canRecord: false });
    expect(screen.getByText(NO_PAYMENTS)).toBeTruthy();
    expect(screen.queryByTestId('record-payment')).toBeNull();
    expect(screen.queryByTestId('payments-differ')).toBeNull();
  });
});

describe('recording a payment', () => {
  it('opens on today (Auckland) and the outstanding amount, refuses a future date beside its field, and records once per opening', async () => {
    const environment = renderPanel();
    fireEvent.click(screen.getByTestId('record-payment'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Record payment received' })).toBeTruthy();
    const date = within(dialog).getByLabelText(/Date paid/) as HTMLInputElement;
    const amount = within(dialog).getByLabelText(/Amount/) as HTMLInputElement;
    expect(date.value).toBe(todayInAuckland());
    expect(amount.value).toBe('10,237.50');

    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.click(within(dialog).getByTestId('payment-save'));
    expect(await within(dialog).findByText(DATE_IN_FUTURE)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(mutations(environment)).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2025-02-03' } });
    fireEvent.change(amount, { target: { value: '3,000' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: ' EFT 7 ' } });
    fireEvent.click(within(dialog).getByTestId('payment-save'));
    fireEvent.click(within(dialog).getByTestId('payment-save')); // a double click
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    const sent = lastMutation(environment);
    expect(sent.request.node.params.name).toBe('paymentMutationsRecordMutation');
    const input = sent.request.variables.input;
    expect(input).toMatchObject({ contractId: 'Q29udHJhY3Q6MQ==', number: 3, paidOn: '2025-02-03', amount: 300000, reference: 'EFT 7', correctsId: null });
    expect(input.requestKey).toMatch(/\S{8,}/);

    // Refused beside the amount; sent again, the same opening keeps its key.
    await act(async () =>
      environment.mock.resolve(sent, {
        data: { claimPaymentRecord: null },
        errors: [{ message: 'The amount must be more than nil', extensions: { field: 'amount' } }],
      } as never),
    );
    expect(await within(dialog).findByText('The amount must be more than nil')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByTestId('payment-save'));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    const again = lastMutation(environment);
    expect(again.request.variables.input.requestKey).toBe(input.requestKey);

    // Recorded: a toast, the dialog closes, and the panel shows the answer's record.
    await act(async () =>
      environment.mock.resolve(
        again,
        MockPayloadGenerator.generate(again, {
          Claim: () => ({ id: CLAIM_ID, viewerOutstanding: 1623750, payments: [record({ id: '9', paidOn: '2025-02-03', amount: 300000, reference: 'EFT 7', viewerCanCorrect: true })] }),
          ClaimStanding: () => ({ received: 300000, outstanding: 1623750, amountsDiffer: false }),
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('$3,000.00');
    expect(screen.getByTestId('payments-received').textContent).toBe('$3,000.00');

    // A new opening, a new key.
    fireEvent.click(screen.getByTestId('record-payment'));
    const reopened = await screen.findByRole('dialog');
    expect((within(reopened).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('16,237.50'); // the answer's outstanding
    expect((within(reopened).getByLabelText(/Reference/) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(reopened).getByTestId('payment-save'));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    expect(lastMutation(environment).request.variables.input.requestKey).not.toBe(input.requestKey);
  });

  it('refuses an amount that is not money, beside its field', async () => {
    const environment = renderPanel();
    fireEvent.click(screen.getByTestId('record-payment'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByTestId('payment-save'));
    expect(await within(dialog).findByText('Amounts have at most 2 decimal places')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByTestId('payment-save'));
    expect(await within(dialog).findByText('The amount must be more than nil')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
  });

  it('corrects a record with the dialog filled in, and withdraws one after asking', async () => {
    const environment = renderPanel({ payments: RECORDS });
    fireEvent.click(within(rows()[2]!).getByRole('button', { name: /^Correct/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Correct payment' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/Date paid/) as HTMLInputElement).value).toBe('2025-02-02');
    expect((within(dialog).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('9,000.00');
    expect((within(dialog).getByLabelText(/Reference/) as HTMLInputElement).value).toBe('INV-1');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '9,500' } });
    fireEvent.click(within(dialog).getByTestId('payment-save'));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    expect(lastMutation(environment).request.variables.input).toMatchObject({ amount: 950000, correctsId: '3', paidOn: '2025-02-02' });
    const correction = lastMutation(environment);
    await act(async () => environment.mock.resolve(correction, MockPayloadGenerator.generate(correction, resolvers({ payments: RECORDS }))));
    expect(await screen.findByText('Payment corrected')).toBeTruthy();

    fireEvent.click(within(rows()[2]!).getByRole('button', { name: /^Withdraw/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('The record of $9,000.00 on 2 Feb 2025 will no longer count.');
    expect(mutations(environment)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    expect(lastMutation(environment).request.variables.input).toMatchObject({ amount: 0, correctsId: '3', paidOn: '2025-02-02' });
  });
});
