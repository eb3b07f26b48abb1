// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_RECIPIENTS, SendScheduleDialog, type SendStep, type SendSummary } from './SendScheduleDialog';

const NOTICE =
  'The deadline for a payment schedule was 11 January 2027. A schedule given now does not meet section 22: the claimed amount ($56,407.50) remains payable.';

const summary: SendSummary = {
  claimTitle: 'Claim 3',
  project: 'Harbour View',
  supplierName: 'Acme Builders Limited',
  claimed: 5640750,
  scheduled: 4657500,
  recipients: [
    { name: 'Sam Supplier', email: 'sam@acme.example' },
    { name: '', email: 'accounts@acme.example' },
  ],
  deadline: '2027-01-11',
  lateNotice: null,
};

function dialog(step: SendStep, shown: SendSummary | null = summary) {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onDone: vi.fn() };
  render(<SendScheduleDialog step={step} title="Payment schedule · Claim 3" summary={shown} {...handlers} />);
  return handlers;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the confirmation before a payment schedule is sent', () => {
  it('shows the claim, claimed beside scheduled including GST, who is served, and that it is in time', () => {
    const { onConfirm } = dialog('confirm');
    expect(screen.getByRole('dialog', { name: 'Send the payment schedule for Claim 3?' })).toBeTruthy();
    expect(screen.getByText('It will be emailed to Acme Builders Limited as a payment schedule under the Construction Contracts Act 2002.')).toBeTruthy();
    expect(screen.getByTestId('schedule-send-dialog').dataset.step).toBe('confirm');
    expect(text('schedule-confirm-claim')).toBe('Claim 3 · Harbour View');
    expect(text('schedule-confirm-claimed')).toBe('$56,407.50 incl. GST');
    expect(text('schedule-confirm-scheduled')).toBe('$46,575.00 incl. GST$9,832.50 less than claimed');
    const served = screen.getByTestId('schedule-confirm-recipients');
    expect([...served.querySelectorAll('li')].map((li) => [...li.children].map((line) => line.textContent))).toEqual([
      ['Sam Supplier', 'sam@acme.example'],
      ['accounts@acme.example'],
    ]);
    expect(text('schedule-confirm-in-time')).toBe('In time: the deadline for a payment schedule is 11 January 2027.');
    expect(screen.queryByTestId('schedule-confirm-late')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send payment schedule' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('once the deadline has passed, says it is late in the server’s notice, and still sends', () => {
    const { onConfirm } = dialog('confirm', { ...summary, lateNotice: NOTICE });
    expect(text('schedule-confirm-late')).toBe(NOTICE);
    expect(screen.queryByTestId('schedule-confirm-in-time')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send payment schedule' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says when nobody on the supplier side would be served; no deadline, no deadline line', () => {
    dialog('confirm', { ...summary, recipients: [], deadline: null, scheduled: summary.claimed! });
    expect(screen.getByText(NO_RECIPIENTS)).toBeTruthy();
    expect(screen.queryByText(/less than claimed/)).toBeNull();
    expect(screen.queryByTestId('schedule-confirm-in-time')).toBeNull();
    expect(screen.queryByTestId('schedule-confirm-late')).toBeNull();
  });

  it('Cancel goes back to the builder without sending', () => {
    const { onCancel, onConfirm } = dialog('confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('then the sending steps (spec 2: idle, sending, sent)', () => {
  it('sending cannot be closed; sent says so and Done leaves', () => {
    dialog('sending');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByTestId('schedule-send-dialog').dataset.step).toBe('sending');
  });

  it('sent', () => {
    const { onDone } = dialog('sent');
    expect(text('schedule-sent-message')).toContain('Sent \u2013 Your payment schedule has been sent to the supplier.');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('idle shows nothing', () => {
    dialog('idle');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
