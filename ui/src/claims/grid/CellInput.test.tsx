// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Line } from '../lines';
import { testLine } from '../testLine';
import { DESCRIPTION_TOO_LONG, MAX_DESCRIPTION } from './columns';
import { LineGrid, type LineGridProps } from './LineGrid';
import { testGridProps } from './testGrid';

function grid(lines: Line[], onChange = vi.fn()): LineGridProps {
  return testGridProps(lines, { onChange });
}

const lines = [testLine('a', { position: 1, name: 'Item A' }), testLine('b', { position: 2, name: 'Item B', amount: 25000 })];
const percentOf = (name: string) => screen.getByLabelText(`% Complete of ${name}`) as HTMLInputElement;
const descriptionOf = (name: string) => screen.getByLabelText(`Description of ${name}`) as HTMLTextAreaElement;

/** Focuses the cell, types `text` into it and presses Enter. */
function typeAndEnter(cell: HTMLInputElement, text: string) {
  act(() => cell.focus());
  fireEvent.change(cell, { target: { value: text } });
  fireEvent.keyDown(cell, { key: 'Enter' });
}

describe("a grid cell's typing", () => {
  it('says a description is too long as it is typed, and no longer once it is short enough', () => {
    render(<LineGrid {...grid(lines)} />);
    const cell = descriptionOf('Item A');
    fireEvent.change(cell, { target: { value: 'x'.repeat(MAX_DESCRIPTION + 1) } });
    expect(screen.getByText(DESCRIPTION_TOO_LONG)).toBeTruthy();
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(cell, { target: { value: 'x'.repeat(MAX_DESCRIPTION) } });
    expect(screen.queryByText(DESCRIPTION_TOO_LONG)).toBeNull();
  });

  it('commits on Enter and moves to the same cell of the next line, its value selected to be typed over', () => {
    const onChange = vi.fn();
    render(<LineGrid {...grid(lines, onChange)} />);
    typeAndEnter(percentOf('Item A'), '12');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ itemId: 'a' }), { percentComplete: 1200 });
    const next = percentOf('Item B');
    expect(document.activeElement).toBe(next);
    expect(next.value).toBe('25%');
    expect([next.selectionStart, next.selectionEnd]).toEqual([0, 3]);
  });

  it('keeps the focus and shows why when what was typed is refused', () => {
    const onChange = vi.fn();
    render(<LineGrid {...grid(lines, onChange)} />);
    const cell = percentOf('Item A');
    typeAndEnter(cell, '140');
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cell);
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(cell.value).toBe('140');
  });

  it("puts the line's value back on Escape and keeps the focus in the cell", () => {
    const onChange = vi.fn();
    render(<LineGrid {...grid(lines, onChange)} />);
    const cell = descriptionOf('Item A');
    act(() => cell.focus());
    fireEvent.change(cell, { target: { value: 'Something else' } });
    fireEvent.keyDown(cell, { key: 'Escape' });
    expect(cell.value).toBe('Item A');
    expect(document.activeElement).toBe(cell);
    // Leaving the cell afterwards commits nothing; typing again still commits.
    fireEvent.blur(cell);
    expect(onChange).not.toHaveBeenCalled();
    typeAndEnter(percentOf('Item A'), '12');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows a line's new value (a save, a poll), but not over what is being typed", () => {
    const { rerender } = render(<LineGrid {...grid(lines)} />);
    rerender(<LineGrid {...grid([testLine('a', { position: 1, name: 'Item A', amount: 25000 }), lines[1]])} />);
    expect(percentOf('Item A').value).toBe('25%');
    fireEvent.change(percentOf('Item B'), { target: { value: '3' } });
    rerender(<LineGrid {...grid([lines[0], testLine('b', { position: 2, name: 'Item B', amount: 50000 })])} />);
    expect(percentOf('Item B').value).toBe('3');
  });
});
