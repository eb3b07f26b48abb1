// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  const THE_20TH = 'Payment due on the 20th of the month following the claim';
  /** The server's answers (PaymentTerms.dueDateFor) for the claim dates this test types. */
  const answers: Record<string, string | null> = { '2026-12-25': '2027-01-20', '2027-01-25': '2027-02-20', '2053-02-01': null };

  it("suggests the due date the server counts for the claim date typed, and offers it", async () => {
    const suggestDue = vi.fn(async (claimDate: string) => ({ dueDate: answers[claimDate] ?? null, dueText: THE_20TH }));
    render(<DatesDialog open onOpenChange={() => {}} patch={vi.fn()} date="2026-12-25" dueDate={null} suggestDue={suggestDue} />);
    await waitFor(() => expect(screen.getByText(`${THE_20TH}: 20 January 2027.`)).toBeTruthy());
    expect(suggestDue).toHaveBeenCalledWith('2026-12-25');
    fireEvent.click(screen.getByRole('button', { name: 'Use 20 Jan 2027' }));
    expect((document.querySelector('input[name=dueDate]') as HTMLInputElement).value).toBe('2027-01-20');
    // Another date typed: the server is asked for it, and the old suggestion is not offered meanwhile.
    fireEvent.change(document.querySelector('input[name=date]')!, { target: { value: '2027-01-25' } });
    expect(screen.queryByText(`${THE_20TH}: 20 January 2027.`)).toBeNull();
    await waitFor(() => expect(screen.getByText(`${THE_20TH}: 20 February 2027.`)).toBeTruthy());
    expect(suggestDue).toHaveBeenLastCalledWith('2027-01-25');
  });

  it('suggests nothing outside the calendar, or when the server cannot be asked', async () => {
    const suggestDue = vi.fn(async (claimDate: string) => ({ dueDate: answers[claimDate] ?? null, dueText: THE_20TH }));
    render(<DatesDialog open onOpenChange={() => {}} patch={vi.fn()} date="2053-02-01" dueDate={null} suggestDue={suggestDue} />);
    await waitFor(() => expect(suggestDue).toHaveBeenCalledWith('2053-02-01'));
    await act(async () => {}); // its answer applied
    expect(screen.queryByText(new RegExp(THE_20TH))).toBeNull();
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    cleanup();
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    render(<DatesDialog open onOpenChange={() => {}} patch={vi.fn()} date="2026-12-25" dueDate={null} suggestDue={failing} />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });
});
