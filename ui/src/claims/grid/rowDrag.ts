/**
 * Moving a line of the grid with the keyboard (dnd-kit's KeyboardSensor): focus a row's drag
 * handle, Space or Enter picks the line up, ArrowUp / ArrowDown move it a whole row at a time,
 * Space or Enter drops it there, Escape cancels. dnd-kit's own keyboard steps are 25 px, which
 * lands between rows of any other height; here each arrow puts the dragged line's centre on the
 * next row's centre, so the row it is "over" is always the next one.
 */
import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

interface Band {
  top: number;
  height: number;
}

const centre = (b: Band) => b.top + b.height / 2;

/**
 * The top the dragged band (`current`) moves to so that its centre sits on the centre of the
 * row `step` rows away from the row it is over now (the nearest centre); null past the ends.
 */
export function rowStepTop(rows: ReadonlyArray<Band>, current: Band, step: 1 | -1): number | null {
  if (!rows.length) return null;
  const sorted = [...rows].sort((a, b) => a.top - b.top);
  const here = centre(current);
  let over = 0;
  sorted.forEach((row, i) => {
    if (Math.abs(centre(row) - here) < Math.abs(centre(sorted[over]) - here)) over = i;
  });
  const target = sorted[over + step];
  return target ? centre(target) - current.height / 2 : null;
}

export const rowKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : null;
  const { collisionRect, droppableContainers, droppableRects } = context;
  if (step === null || !collisionRect) return undefined;
  // The arrows move the line, not the page (also at the first and last row).
  event.preventDefault();
  const rows = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => rect != null);
  const top = rowStepTop(rows, collisionRect, step);
  return top === null ? undefined : { x: collisionRect.left, y: top };
};

export const REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this line, press Space or Enter. Move it with the up and down arrow keys, press Space or Enter to ' +
    'drop it there, or Escape to leave it where it was.',
};

/** What a screen reader hears while a line moves, by the lines' descriptions (not their ids). */
export function reorderAnnouncements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${nameOf(active.id)} moved to the place of ${nameOf(over.id)}.`
        : `${nameOf(active.id)} stays where it was.`,
    onDragCancel: ({ active }) => `${nameOf(active.id)} stays where it was.`,
  };
}
