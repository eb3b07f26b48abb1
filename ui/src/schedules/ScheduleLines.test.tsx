// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftLine } from './draft';
import { releaseHeldWarning } from './ReleaseHeldWarning';
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

describe("the payer's own breakdown of a claim received outside Claimdesk", () => {
  const claimedLine: DraftLine = { itemId: 'received', name: 'Claimed amount', claimed: 1000000, scheduled: 1000000, reason: '', removable: true, removed: false };
  const own: DraftLine = { itemId: 'own-1', name: '', claimed: 0, scheduled: 0, reason: '', removable: true, removed: false, own: true };

  function breakdown(rows: DraftLine[]) {
    const onChange = vi.fn();
    const onAdd = vi.fn();
    const onDelete = vi.fn();
    render(<ScheduleLines lines={rows} claimedRetention={0} retention={0} editable onChange={onChange} breakdown={{ onAdd, onDelete }} />);
    return { onChange, onAdd, onDelete };
  }

  it('adds a line, names each line, and deletes a line of its own', () => {
    const { onChange, onAdd, onDelete } = breakdown([claimedLine, own]);
    fireEvent.click(screen.getByTestId('schedule-add-line'));
    expect(onAdd).toHaveBeenCalledOnce();
    // Every line's name is a cell; the unnamed line of its own says it is required.
    expect(screen.getByLabelText('Name of Claimed amount')).toBeTruthy();
    expect(screen.getAllByTestId('schedule-line')[1]!.textContent).toContain('Required');
    fireEvent.click(screen.getByLabelText('Remove line from the schedule'));
    expect(onDelete).toHaveBeenCalledWith('own-1');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the claimed line out scheduling nothing, the claimed total staying the amount received', () => {
    const { onChange } = breakdown([claimedLine, { ...own, name: 'Rough-in', scheduled: 600000 }]);
    fireEvent.click(screen.getByLabelText('Remove Claimed amount from the schedule'));
    expect(onChange).toHaveBeenCalledWith('received', { removed: true, scheduled: 0 });
    // Its own line claims nothing: neither a difference nor a reason asked of it.
    const mine = screen.getAllByTestId('schedule-line')[1]!;
    expect(mine.querySelectorAll('td')[3]!.textContent).toBe('–');
    expect((screen.getByLabelText('Reason for Rough-in') as HTMLInputElement).placeholder).toBe('');
  });

  it('counts a left-out claimed line in the claimed total, and restores it as claimed', () => {
    const { onChange } = breakdown([{ ...claimedLine, removed: true, scheduled: 0 }, { ...own, name: 'Rough-in', scheduled: 600000 }]);
    const total = screen.getByText('Total excl. GST').closest('tr')!;
    expect(total.textContent).toContain('10,000.00');
    expect(total.textContent).toContain('6,000.00');
    expect(screen.getByTestId('schedule-removed').textContent).toContain('the claimed amount stays as received');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onChange).toHaveBeenCalledWith('received', { removed: false, scheduled: 1000000 });
  });
});

describe('a release of retention scheduled for more than is still held of its stage (issue 38)', () => {
  const HELD = 'Only $3,765.44 of this release is still held: $1,234.56 was released on 3 July 2026.';
  const release: DraftLine = { itemId: 'retention-release-1', name: 'Release of retention: Practical completion', claimed: 500000, scheduled: 500000, reason: '', removable: false, removed: false };
  const warnings = [{ itemId: 'retention-release-1', held: 376544, message: HELD }];

  it('warns beside the line while it schedules more than is held, and not beside another line', () => {
    render(
      <ScheduleLines
        lines={[piles, release]}
        claimedRetention={0}
        retention={0}
        editable
        onChange={vi.fn()}
        heldWarningFor={(line) => releaseHeldWarning(warnings, line.itemId, line.scheduled)}
      />,
    );
    const [first, second] = screen.getAllByTestId('schedule-line');
    expect(within(second!).getByTestId('release-held-warning').textContent).toBe(HELD);
    expect(within(first!).queryByTestId('release-held-warning')).toBeNull();
  });

  it('goes once the line schedules no more than is held', () => {
    expect(releaseHeldWarning(warnings, 'retention-release-1', 376545)).toBe(HELD);
    expect(releaseHeldWarning(warnings, 'retention-release-1', 376544)).toBeNull();
    expect(releaseHeldWarning(warnings, 'a', 999999)).toBeNull();
  });
});
