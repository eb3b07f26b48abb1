// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_TERMS } from '../../domain/paymentTerms';
import { DatesDialog, PERIOD_ORDER, PERIOD_REQUIRED, PeriodDialog } from './ClaimDialogs';

/** The messages the date input `name` is described by (its field's error). */
function besideField(name: string): (string | null | undefined)[] {
  const input = document.querySelector(`input[name=${name}]`)!;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
}

async function submitPeriod(periodFrom: string | null, periodTo: string | null) {
  const patch = vi.fn();
  const onOpenChange = vi.fn();
  render(<PeriodDialog open onOpenChange={onOpenChange} patch={patch} periodFrom={periodFrom} periodTo={periodTo} />);
  await act(async () => {
    fireEvent.submit(screen.getByTestId('period-dialog'));
  });
  return { patch, onOpenChange };
}

afterEach(cleanup);

describe('the period dialog', () => {
  it('says a missing period once, beside its field, and saves nothing', async () => {
    const { patch, onOpenChange } = await submitPeriod(null, null);
    expect(screen.getAllByText(PERIOD_REQUIRED)).toHaveLength(1);
    expect(besideField('periodFrom')).toContain(PERIOD_REQUIRED);
    expect(patch).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("says a missing start beside 'From'", async () => {
    const { patch } = await submitPeriod(null, '2025-03-31');
    expect(screen.getAllByText(PERIOD_REQUIRED)).toHaveLength(1);
    expect(besideField('periodFrom')).toContain(PERIOD_REQUIRED);
    expect(besideField('periodTo')).not.toContain(PERIOD_REQUIRED);
    expect(patch).not.toHaveBeenCalled();
  });

  it("says a missing end, or an end before the start, beside 'To'", async () => {
    const missing = await submitPeriod('2025-03-01', null);
    expect(screen.getAllByText(PERIOD_REQUIRED)).toHaveLength(1);
    expect(besideField('periodTo')).toContain(PERIOD_REQUIRED);
    expect(missing.patch).not.toHaveBeenCalled();
    cleanup();
    const backwards = await submitPeriod('2025-03-31', '2025-03-01');
    expect(screen.getAllByText(PERIOD_ORDER)).toHaveLength(1);
    expect(besideField('periodTo')).toContain(PERIOD_ORDER);
    expect(backwards.patch).not.toHaveBeenCalled();
  });

  it('saves a whole period and closes', async () => {
    const { patch, onOpenChange } = await submitPeriod('2025-03-01', '2025-03-31');
    expect(patch).toHaveBeenCalledWith({ periodFrom: '2025-03-01', periodTo: '2025-03-31' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('the dates dialog', () => {
  it("suggests the due date the contract's payment terms give, and the Act's 20 working days without them", () => {
    const terms = { ...NO_TERMS, claimDay: 25, scheduleWorkingDays: 10, dueKind: 'DayOfFollowingMonth' as const, dueValue: 20 };
    render(<DatesDialog open onOpenChange={() => {}} patch={vi.fn()} date="2026-12-25" dueDate={null} terms={terms} />);
    expect(screen.getByText(/Payment due on the 20th of the month following the claim: /).textContent).toContain('20 January 2027');
    expect(screen.getByRole('button', { name: 'Use 20 Jan 2027' })).toBeTruthy();
    cleanup();
    render(<DatesDialog open onOpenChange={() => {}} patch={vi.fn()} date="2026-12-25" dueDate={null} />);
    expect(screen.getByText(/20 working days after the claim \(the Act's default\): /).textContent).toContain('2 February 2027');
  });
});
