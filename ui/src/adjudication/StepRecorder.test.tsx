// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { StepRecorderTestQuery } from '../__generated__/StepRecorderTestQuery.graphql';
import { MutationError, refusalErrors } from '../relay/mutate';
import {
  AMOUNT_REQUIRED,
  CHARGING_ORDER_UNANSWERED,
  EMPTY_STEP,
  EXTENDED_TO_REQUIRED,
  ON_REQUIRED,
  STEPS,
  StepRecorder,
  type StepForm,
  checkStep,
  KNOWN_FIELDS,
  stepFields,
  stepInput,
} from './StepRecorder';

const query = graphql`
  query StepRecorderTestQuery @relay_test_operation {
    adjudicationNotices(contractId: "Q29udHJhY3Q6MQ==") {
      ...StepRecorder_notice
    }
  }
`;

function Shown() {
  const data = useLazyLoadQuery<StepRecorderTestQuery>(query, {}, { fetchPolicy: 'store-only' });
  return <StepRecorder contractId="Q29udHJhY3Q6MQ==" notice={data.adjudicationNotices[0]} onDone={() => undefined} />;
}

function renderRecorder(viewerCanAct = true) {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(getRequest(query), {}), {
    adjudicationNotices: [{ number: 1, noticeDate: '2026-03-02', viewerCanAct }],
  });
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <Shown />
    </RelayEnvironmentProvider>,
  );
}

const determined: StepForm = { ...EMPTY_STEP, kind: 'determined', on: '2026-04-23', adjudicator: 'A. Adjudicator', amount: '$12,000.50', payBy: '2026-04-30', chargingOrderApproved: false };

describe('the fields each step needs', () => {
  it('shows the adjudicator on an acceptance, the new last day on an extension, and the determination its four', () => {
    expect(stepFields('accepted')).toEqual(['adjudicator']);
    expect(stepFields('claim_served')).toEqual([]);
    expect(stepFields('response_served')).toEqual([]);
    expect(stepFields('response_extended')).toEqual(['extendedTo']);
    expect(stepFields('determination_extended')).toEqual(['extendedTo']);
    expect(stepFields('determined')).toEqual(['adjudicator', 'amount', 'payBy', 'chargingOrderApproved']);
    expect(STEPS.map((s) => s.kind)).toEqual(['accepted', 'claim_served', 'response_served', 'response_extended', 'determination_extended', 'determined']);
  });

  it("sends only the chosen step's fields: what was typed for another step is not sent", () => {
    const typed: StepForm = { ...determined, kind: 'claim_served', extendedTo: '2026-05-01' };
    expect(stepInput('C', 1, typed, null)).toEqual({
      contractId: 'C', number: 1, kind: 'claim_served', on: '2026-04-23',
      adjudicator: null, extendedTo: null, amount: null, payBy: null, chargingOrderApproved: null,
    });
    expect(stepInput('C', 1, { ...typed, kind: 'response_extended' }, null).extendedTo).toBe('2026-05-01');
    expect(stepInput('C', 1, { ...typed, kind: 'accepted' }, null).adjudicator).toBe('A. Adjudicator');
    expect(stepInput('C', 1, determined, 1_200_050)).toEqual({
      contractId: 'C', number: 1, kind: 'determined', on: '2026-04-23',
      adjudicator: 'A. Adjudicator', extendedTo: null, amount: 1_200_050, payBy: '2026-04-30', chargingOrderApproved: false,
    });
  });

  it('a determination extended without a date is the adjudicator\'s 30 working days: the date is not required', () => {
    expect(checkStep({ ...EMPTY_STEP, kind: 'determination_extended', on: '2026-04-01' })).toEqual({ ok: true, amount: null });
    expect(checkStep({ ...EMPTY_STEP, kind: 'response_extended', on: '2026-04-01' })).toEqual({ ok: false, errors: { extendedTo: EXTENDED_TO_REQUIRED } });
  });
});

describe("the browser's own checks", () => {
  it('reads the amount as money (cents) and needs the day', () => {
    expect(checkStep(determined)).toEqual({ ok: true, amount: 1_200_050 });
    expect(checkStep({ ...determined, on: '' })).toEqual({ ok: false, errors: { on: ON_REQUIRED } });
    expect(checkStep({ ...determined, amount: '' })).toEqual({ ok: false, errors: { amount: AMOUNT_REQUIRED } });
    expect(checkStep({ ...determined, amount: '12.345' })).toEqual({ ok: false, errors: { amount: 'Amounts have at most 2 decimal places' } });
    expect(checkStep({ ...determined, amount: 'twelve' })).toEqual({ ok: false, errors: { amount: 'Enter an amount such as 1,234.56' } });
  });

  it('never reads an unanswered charging-order question as no', () => {
    expect(checkStep({ ...determined, chargingOrderApproved: null })).toEqual({ ok: false, errors: { chargingOrderApproved: CHARGING_ORDER_UNANSWERED } });
    expect(checkStep({ ...determined, chargingOrderApproved: true })).toEqual({ ok: true, amount: 1_200_050 });
  });

  it("puts the server's refusal beside the field it names, else above the button", () => {
    expect(refusalErrors(new MutationError('The date for payment cannot be before the determination', 'payBy'), KNOWN_FIELDS, 'whole')).toEqual({
      payBy: 'The date for payment cannot be before the determination',
    });
    expect(refusalErrors(new MutationError('Serve the notice of adjudication first', null), KNOWN_FIELDS, 'whole')).toEqual({ whole: 'Serve the notice of adjudication first' });
    expect(refusalErrors(new MutationError('Unknown adjudication step', 'kind'), KNOWN_FIELDS, 'whole')).toEqual({ whole: 'Unknown adjudication step' });
  });
});

describe('the recorder', () => {
  it('shows a step’s fields for that step only, the charging-order question with no answer chosen', () => {
    renderRecorder();
    expect(screen.getByLabelText(/Adjudicator/)).toBeTruthy();
    expect(screen.queryByLabelText(/Amount to be paid/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Step'), { target: { value: 'response_extended' } });
    expect(screen.getByLabelText(/The new last day for the response/)).toBeTruthy();
    expect(screen.queryByLabelText(/Adjudicator/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Step'), { target: { value: 'determined' } });
    expect(screen.getByLabelText(/Amount to be paid/)).toBeTruthy();
    expect(screen.getByLabelText(/To be paid by/)).toBeTruthy();
    expect(screen.queryByLabelText(/The new last day/)).toBeNull();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([['yes', false], ['no', false]]);
  });

  it('refuses an unanswered charging order and a bad amount beside their fields, without asking the server', () => {
    renderRecorder();
    fireEvent.change(screen.getByLabelText('Step'), { target: { value: 'determined' } });
    fireEvent.change(screen.getByLabelText(/The day it was made/), { target: { value: '2026-04-23' } });
    fireEvent.change(screen.getByLabelText(/Amount to be paid/), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(screen.getByText(CHARGING_ORDER_UNANSWERED)).toBeTruthy();
    expect(screen.getByLabelText(/Amount to be paid/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Amounts have at most 2 decimal places')).toBeTruthy();
  });

  it('is not there for a viewer who may not record', () => {
    const { container } = renderRecorder(false);
    expect(container.querySelector('[data-testid=step-recorder]')).toBeNull();
  });
});
