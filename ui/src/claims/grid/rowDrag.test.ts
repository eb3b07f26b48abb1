import { describe, expect, it } from 'vitest';
import { reorderAnnouncements, rowStepTop } from './rowDrag';

// Rows of different heights (a long description wraps), listed out of order.
const rows = [
  { top: 100, height: 36 },
  { top: 36, height: 64 },
  { top: 0, height: 36 },
];

describe('moving a line with the arrow keys', () => {
  it("puts the dragged line's centre on the next row's centre, whatever the rows' heights", () => {
    const dragged = { top: 0, height: 20 }; // the drag overlay over the first row (centre 10)
    const down = rowStepTop(rows, dragged, 1)!;
    expect(down + 10).toBe(68); // the second row's centre
    const again = rowStepTop(rows, { top: down, height: 20 }, 1)!;
    expect(again + 10).toBe(118);
    expect(rowStepTop(rows, { top: again, height: 20 }, 1)).toBeNull();
    expect(rowStepTop(rows, { top: again, height: 20 }, -1)! + 10).toBe(68);
    expect(rowStepTop(rows, dragged, -1)).toBeNull();
  });

  it('goes from the row it is nearest to, wherever the pointer left it', () => {
    expect(rowStepTop(rows, { top: 70, height: 20 }, 1)! + 10).toBe(118); // in the second row's lower half
    expect(rowStepTop([], { top: 0, height: 20 }, 1)).toBeNull();
  });

  it("announces the lines by their descriptions", () => {
    const names: Record<string, string> = { a: 'Foundations', b: 'Framing' };
    const say = reorderAnnouncements((id) => names[String(id)]);
    const active = { id: 'a' } as Parameters<typeof say.onDragStart>[0]['active'];
    const over = { id: 'b' } as Parameters<typeof say.onDragOver>[0]['over'];
    expect(say.onDragStart({ active })).toBe('Picked up Foundations.');
    expect(say.onDragOver({ active, over })).toBe('Foundations is over Framing.');
    expect(say.onDragEnd({ active, over })).toBe('Foundations moved to the place of Framing.');
    expect(say.onDragCancel({ active, over: null })).toBe('Foundations stays where it was.');
  });
});
