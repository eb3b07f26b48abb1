// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewPayCycleDialog } from './NewPayCycleDialog';
import { INVALID_SETTINGS, SCHEDULE_DAYS_INVALID } from './payCycles';

afterEach(cleanup);

describe('the new pay cycle dialog', () => {
  it("says 'Invalid settings detected.' while the days are wrong, and not once they are fixed", async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<NewPayCycleDialog open onOpenChange={() => {}} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Monthly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const submitDay = screen.getByLabelText('Submit day');
    fireEvent.change(submitDay, { target: { value: '32' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create pay cycle' }));
    });
    expect(screen.getAllByText(INVALID_SETTINGS)).toHaveLength(1);
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(submitDay, { target: { value: '20' } });
    expect(screen.queryByText(INVALID_SETTINGS)).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const onCreate = vi.fn().mockRejectedValue(new Error('A pay cycle of that name exists'));
    render(<NewPayCycleDialog open onOpenChange={() => {}} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Monthly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create pay cycle' }));
    });
    expect(onCreate).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('A pay cycle of that name exists');
  });

  it('sends the schedule period it sets on its contracts, checked beside its field (empty: none)', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<NewPayCycleDialog open onOpenChange={() => {}} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Monthly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const period = screen.getByLabelText('Payment schedule period (working days)');
    fireEvent.change(period, { target: { value: '61' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create pay cycle' }));
    });
    expect(onCreate).not.toHaveBeenCalled();
    const beside = period.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(beside).toContain(SCHEDULE_DAYS_INVALID);
    fireEvent.change(period, { target: { value: '10' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create pay cycle' }));
    });
    expect(onCreate).toHaveBeenCalledWith('Monthly', {
      period: 'monthly', submit1: 20, pay1: 21, pay1FollowingPeriod: true, scheduleWorkingDays: 10,
    });
  });
});
