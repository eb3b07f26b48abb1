// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleCell } from './ScheduleCell';

// jsdom has no CSS.escape; item ids here need no escaping.
(globalThis as { CSS?: { escape: (value: string) => string } }).CSS ??= { escape: (value: string) => value };

function grid(onCommit: (value: number | string) => void) {
  return render(
    <table>
      <tbody>
        <tr data-item="a">
          <td>
            <ScheduleCell kind="money" col="scheduled" label="Scheduled of Piles" value={60000} nextItemId="b" onCommit={onCommit} />
          </td>
        </tr>
        <tr data-item="b">
          <td>
            <ScheduleCell kind="money" col="scheduled" label="Scheduled of Frame" value={40000} nextItemId={null} onCommit={() => undefined} />
          </td>
        </tr>
      </tbody>
    </table>,
  );
}

describe('a schedule cell is typed into like the claim grid', () => {
  it('Enter commits the amount and moves to the same cell of the next line', () => {
    const onCommit = vi.fn();
    grid(onCommit);
    const cell = screen.getByLabelText('Scheduled of Piles');
    fireEvent.change(cell, { target: { value: '450.5' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith(45050);
    expect(document.activeElement).toBe(screen.getByLabelText('Scheduled of Frame'));
  });

  it('Escape puts it back; what cannot be read is refused with the money rules’ message', () => {
    const onCommit = vi.fn();
    grid(onCommit);
    const cell = screen.getByLabelText('Scheduled of Piles') as HTMLInputElement;
    fireEvent.change(cell, { target: { value: '12' } });
    fireEvent.keyDown(cell, { key: 'Escape' });
    expect(cell.value).toBe('600.00');
    fireEvent.change(cell, { target: { value: '1.234' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(screen.getByText('Amounts have at most 2 decimal places')).toBeTruthy();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
