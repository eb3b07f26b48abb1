// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { testLine } from '../testLine';
import { BODY_ROW, COLUMNS_VAR, gridColumns } from './columns';
import { LineGrid } from './LineGrid';
import { testGridProps } from './testGrid';

// Counts dnd-kit's DndContext renders (each gives its active-draggable context a new transform).
const dndRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/core', async (original) => {
  const dnd = await original<typeof import('@dnd-kit/core')>();
  return {
    ...dnd,
    DndContext: (props: ComponentProps<typeof dnd.DndContext>) => {
      dndRenders.count += 1;
      return <dnd.DndContext {...props} />;
    },
  };
});

function renderGrid(count: number, onDelete = vi.fn()) {
  const lines = Array.from({ length: count }, (_, i) => testLine(`line-${i}`, { position: i, name: `Item ${i}` }));
  const props = testGridProps(lines, { onDelete });
  render(<LineGrid {...props} />);
  return { columns: props.columns, onDelete };
}

// The same callbacks at every render, as the claim page gives them.
const stable = { onChange: vi.fn(), onDelete: vi.fn(), onMove: vi.fn(), onAddLine: vi.fn(), onFocused: vi.fn() };

/** The key press listeners added to the page while `run` runs. */
function keyListenersAdded(run: () => void): number {
  const added = vi.spyOn(document, 'addEventListener');
  run();
  const count = added.mock.calls.filter(([type]) => type === 'keydown').length;
  added.mockRestore();
  return count;
}

describe('the claim grid', () => {
  it('mounts no row menu until the pointer or the focus comes to it: a mounted menu listens to every key press', () => {
    expect(keyListenersAdded(() => renderGrid(40))).toBe(0);
    const cell = screen.getByLabelText('Actions for Item 7').closest('td')!;
    expect(keyListenersAdded(() => fireEvent.pointerEnter(cell))).toBe(1);
  });

  it("opens a row's menu from its button before the menu was mounted, from the keyboard too", async () => {
    const { onDelete } = renderGrid(3);
    await act(async () => {
      fireEvent.keyDown(screen.getByLabelText('Actions for Item 1'), { key: 'Enter' });
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete line' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ itemId: 'line-1' }));
  });

  it('keeps the focus on a menu button whose menu mounts as it is focused', async () => {
    renderGrid(3);
    await act(async () => screen.getByLabelText('Actions for Item 2').focus());
    expect(document.activeElement).toBe(screen.getByLabelText('Actions for Item 2'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("lays each row out as a grid of the table's columns, skipped while off screen", () => {
    const { columns } = renderGrid(3);
    const table = document.querySelector('table')!;
    expect(table.style.getPropertyValue(COLUMNS_VAR)).toBe(gridColumns(columns, true));
    const rows = screen.getAllByTestId('claim-line');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.className).toContain(BODY_ROW);
  });

  it("renders a saved line's row and the totals, not the drag context", () => {
    const lines = Array.from({ length: 20 }, (_, i) => testLine(`line-${i}`, { position: i, name: `Item ${i}` }));
    const { rerender } = render(<LineGrid {...testGridProps(lines, stable)} />);
    const before = dndRenders.count;
    const saved = [...lines];
    saved[3] = { ...lines[3], amount: 50000 };
    rerender(<LineGrid {...testGridProps(saved, stable)} />);
    expect(dndRenders.count).toBe(before);
    expect((screen.getByLabelText('% Complete of Item 3') as HTMLInputElement).value).toBe('50%');
    expect(screen.getByText('Base Contract total').parentElement!.textContent).toContain('500.00');
  });
});

describe("the grid's 'Add line'", () => {
  it('adds a line of the section at once where the section has one line type', () => {
    const onAddLine = vi.fn();
    render(<LineGrid {...testGridProps([], { onAddLine })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(onAddLine).toHaveBeenCalledWith('BaseContract');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("offers Materials' three line types and adds the one chosen", async () => {
    const onAddLine = vi.fn();
    render(<LineGrid {...testGridProps([], { onAddLine, sectionKey: 'Materials', title: 'Materials' })} />);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Add line' }), { key: 'Enter' });
    });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Materials', 'Materials on site', 'Materials off site']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Materials on site' }));
    expect(onAddLine).toHaveBeenCalledWith('Materials', 'MaterialsOn');
  });
});
