import { describe, expect, it } from 'vitest';
import { isOverdueLabel, paymentLabel, standingLabels } from './standing';

describe("the builder's dates, named as the server names them", () => {
  it('while a schedule is awaited: the deadline (the standing’s next date) and the payment date that applies', () => {
    const standing = { nextLabel: 'Schedule due 11 Jan 2027', paymentDue: '2027-01-20', paymentOverdue: false };
    expect(standingLabels(standing, false)).toEqual(['Schedule due 11 Jan 2027', 'Payment due 20 Jan 2027']);
  });

  it('overdue as the server says, never from the browser’s clock', () => {
    const standing = { nextLabel: 'Schedule overdue', paymentDue: '2027-01-20', paymentOverdue: true };
    expect(standingLabels(standing, false)).toEqual(['Schedule overdue', 'Payment overdue']);
    expect(standingLabels(standing, false).map(isOverdueLabel)).toEqual([true, true]);
    // A date in the past the server does not call overdue (nothing outstanding) keeps its date.
    expect(paymentLabel({ paymentDue: '2020-01-01', paymentOverdue: false })).toBe('Payment due 1 Jan 2020');
  });

  it('once sent: the payment date alone; no date, no label', () => {
    expect(standingLabels({ nextLabel: 'Payment due 2 Apr 2027', paymentDue: '2027-04-02', paymentOverdue: false }, true)).toEqual([
      'Payment due 2 Apr 2027',
    ]);
    expect(standingLabels({ nextLabel: null, paymentDue: null, paymentOverdue: false }, false)).toEqual([]);
    expect(isOverdueLabel('Payment due 2 Apr 2027')).toBe(false);
  });
});
