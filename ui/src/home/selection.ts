/**
 * Multi-select of list rows: a click toggles one row, a shift-click sets every row between the
 * last one clicked and this one to the clicked row's new state (as file managers do).
 */
export interface Selection {
  ids: ReadonlySet<string>;
  /** The last row clicked without shift: where a shift-click range starts. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

export function toggleRow(selection: Selection, order: readonly string[], id: string, shift: boolean): Selection {
  const on = !selection.ids.has(id);
  const ids = new Set(selection.ids);
  const from = shift && selection.anchor !== null ? order.indexOf(selection.anchor) : -1;
  const to = order.indexOf(id);
  if (from >= 0 && to >= 0) {
    const [a, b] = from < to ? [from, to] : [to, from];
    for (const rowId of order.slice(a, b + 1)) {
      if (on) ids.add(rowId);
      else ids.delete(rowId);
    }
  } else if (on) ids.add(id);
  else ids.delete(id);
  return { ids, anchor: id };
}

/** Only the rows still listed stay selected (after a search, a filter or a poll). */
export function keepListed(selection: Selection, order: readonly string[]): Selection {
  const listed = new Set(order);
  const ids = [...selection.ids].filter((id) => listed.has(id));
  if (ids.length === selection.ids.size) return selection;
  return { ids: new Set(ids), anchor: selection.anchor && listed.has(selection.anchor) ? selection.anchor : null };
}

/** The palette's heading for the selected claims: 'Claim 3' for one, '2 Claims' for several. */
export function selectionTitle(numbers: readonly number[]): string {
  return numbers.length === 1 ? `Claim ${numbers[0]}` : `${numbers.length} Claims`;
}
