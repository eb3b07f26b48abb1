// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { DeterminationPanelTestQuery } from '../__generated__/DeterminationPanelTestQuery.graphql';
import { MutationError, refusalErrors } from '../relay/mutate';
import { AMOUNT_REQUIRED, DeterminationPanel, PAID_ON_REQUIRED, checkPayment, PAYMENT_FIELDS } from './DeterminationPanel';

const query = graphql`
  query DeterminationPanelTestQuery @relay_test_operation {
    adjudicationNotices(contractId: "Q29udHJhY3Q6MQ==") {
      ...DeterminationPanel_notice
    }
  }
`;

function Shown() {
  const data = useLazyLoadQuery<DeterminationPanelTestQuery>(query, {}, { fetchPolicy: 'store-only' });
  return <DeterminationPanel contractId="Q29udHJhY3Q6MQ==" notice={data.adjudicationNotices[0]} onDone={() => undefined} />;
}

// app/adjudication/payments.py NO_PAY_BY, as the server sends it (`noPayBy`).
const NO_PAY_BY = 'The determination recorded states no date for payment: record it again with the date it must be paid by';
const made = { adjudicator: 'A. Adjudicator', madeOn: '2026-03-02', amount: 1_200_000, payBy: '2026-03-09', chargingOrderApproved: false, noPayBy: null };
const notice = {
  number: 1,
  viewerCanAct: true,
  determination: made,
  // The server's figure, deliberately not the amount less the payments: the panel shows it, never works it out.
  determinationUnpaid: 999_999,
  payments: [{ paidOn: '2026-03-05', amount: 200_000, reference: 'DC-1', recordedBy: 'Sam Supplier' }],
};

function renderPanel(over: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(getRequest(query), {}), { adjudicationNotices: [{ ...notice, ...over }] });
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <Shown />
    </RelayEnvironmentProvider>,
  );
}

describe('the determination panel', () => {
  it('shows the determination, its payments and what is still owed as the server counts it', () => {
    renderPanel();
    const panel = screen.getByTestId('determination');
    expect(panel.textContent).toContain('A. Adjudicator');
    expect(panel.textContent).toContain('$12,000.00');
    expect(panel.textContent).toContain('Not approved');
    expect(screen.getAllByTestId('determination-payment').map((r) => r.textContent)).toEqual([expect.stringContaining('$2,000.00')]);
    expect(screen.getAllByTestId('determination-payment')[0].textContent).toContain('DC-1');
    expect(screen.getByTestId('determination-owed').textContent).toBe('Still owed: $9,999.99');
    expect(screen.getByTestId('determination-pay')).toBeTruthy();
  });

  it('is empty without a determination, and offers no payment to a viewer who may not record or once paid', () => {
    const { container, unmount } = renderPanel({ determination: null, determinationUnpaid: null, payments: [] });
    expect(container.textContent).toBe('');
    unmount();
    const other = renderPanel({ viewerCanAct: false });
    expect(screen.getByTestId('determination-owed').textContent).toBe('Still owed: $9,999.99');
    expect(screen.queryByTestId('determination-pay')).toBeNull();
    other.unmount();
    renderPanel({ determinationUnpaid: 0 });
    expect(screen.getByTestId('determination-owed').textContent).toBe('Nothing is owed: the determination has been paid in full.');
    expect(screen.queryByTestId('determination-pay')).toBeNull();
  });

  it('says, in the server’s words, that a determination without a date for payment must be recorded again', () => {
    renderPanel({ determination: { ...made, payBy: null, noPayBy: NO_PAY_BY } });
    expect(screen.getByText(NO_PAY_BY)).toBeTruthy();
    expect(screen.queryByTestId('determination-pay')).toBeNull();
  });

  it("checks an empty date and a mistyped amount beside their fields before asking the server", () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(screen.getByText(PAID_ON_REQUIRED)).toBeTruthy();
    expect(screen.getByText('Amounts have at most 2 decimal places')).toBeTruthy();
  });
});

describe('a payment form', () => {
  it('reads dollars as cents', () => {
    expect(checkPayment({ paidOn: '2026-03-05', amount: '$2,000', reference: '' })).toEqual({ ok: true, amount: 200_000 });
    expect(checkPayment({ paidOn: '', amount: ' ', reference: '' })).toEqual({ ok: false, errors: { paidOn: PAID_ON_REQUIRED, amount: AMOUNT_REQUIRED } });
  });

  it("puts the server's refusal beside its field", () => {
    const owed = 'Only $10,000.00 of the determination is unpaid: a payment of $10,000.01 is more than is owed';
    expect(refusalErrors(new MutationError(owed, 'amount'), PAYMENT_FIELDS, 'whole')).toEqual({ amount: owed });
    expect(refusalErrors(new MutationError('Only members with Edit', null), PAYMENT_FIELDS, 'whole')).toEqual({ whole: 'Only members with Edit' });
  });
});
