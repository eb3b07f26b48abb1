// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftLine } from './draft';
import { ScheduleLines } from './ScheduleLines';

const piles: DraftLine = { itemId: 'a', name: 'Piles', claimed: 60000, scheduled: 60000, reason: '', removable: false, removed: false };
const fence: DraftLine = { itemId: 'b', name: 'Fence', claimed: 0, scheduled: 0, reason: '', removable: true, removed: false };

function lines(rows: DraftLine[], onChange = vi.fn()) {
  render(<ScheduleLines lines={rows} claimedRetention={-3000} retention={-3000} editable onChange={onChange} />);
  return onChange;
}

describe("a line with nothing claimed can be left out of the schedule ('no claimed-to-date and no claim')", () => {
  it('offers Remove on that line only', () => {
    const onChange = lines([piles, fence]);
    expect(screen.queryByLabelText('Remove Piles from the schedule')).toBeNull();
    fireEvent.click(screen.getByLabelText('Remove Fence from the schedule'));
    expect(onChange).toHaveBeenCalledWith('b', { removed: true });
  });

  it('hides a removed line, says so, and restores it', () => {
    const onChange = lines([piles, { ...fence, removed: true }]);
    expect(screen.getAllByTestId('schedule-line').map((row) => row.dataset.item)).toEqual(['a']);
    expect(screen.getByTestId('schedule-removed').textContent).toContain('Fence is left out of this schedule');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onChange).toHaveBeenCalledWith('b', { removed: false });
  });
});
