/**
 * One section of the claim document as a grid: a row per line (LineRow.tsx), the columns of the
 * billing mode (columns.ts), a subtotal row. Rows are dragged by their handle to reorder them
 * (within the section); a row's menu moves it to another section or voids it.
 *
 * The grid shows the draft as staged (the server's lines with the unsaved edits on top, new
 * lines included), so its rows are `Line` values, not store records: `LineGrid_line` is what
 * the grid needs of a server line, read into a `Line` by `lineReader`.
 */
import { memo, useLayoutEffect, useMemo, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { ChevronDown, GripVertical, Plus } from 'lucide-react';
import { graphql, readInlineData } from 'react-relay';
import type { LineGrid_line$key } from '../../__generated__/LineGrid_line.graphql';
import { formatMoney } from '../../domain/money';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../ui/Menu';
import { attachedFiles } from '../../uploads/Attachments';
import { lineTypesOf, toDate, type ChosenLineType, type Line, type SectionKey } from '../lines';
import { COLUMNS_VAR, DESCRIPTION_MIN_PX, fitColumns, GRID_ROW, gridColumns, HANDLE_PX, MENU_PX, type Column } from './columns';
import type { LineWithFiles } from './LineFiles';
import { LineRow, type LineActions } from './LineRow';
import { REORDER_INSTRUCTIONS, reorderAnnouncements, rowKeyboardCoordinates } from './rowDrag';

const lineFragment = graphql`
  fragment LineGrid_line on ClaimLine @inline {
    itemId
    previous
    qtyPrevious
    isRetention
    entry {
      id
      type
      position
      name
      group
      reference
      totalPrice
      unitPrice
      qtyMilli
      amount
      isReversal
      variation {
        issueNumber
        contractId
        isApproved
        label
      }
      files {
        ...Attachments_file
      }
    }
  }
`;

/**
 * The server's lines as `Line`s, each read once: Relay keeps a line whose records did not change the
 * same object when it reads the claim again (a save, a poll), so it stays the same `Line`, and a
 * saved line costs the page one line, not 500 (keepUnchanged compares it alone, its row alone renders).
 */
export function lineReader(): (refs: ReadonlyArray<LineGrid_line$key>) => LineWithFiles[] {
  const read = new WeakMap<LineGrid_line$key, LineWithFiles>();
  return (refs) =>
    refs.map((ref) => {
      let line = read.get(ref);
      if (!line) read.set(ref, (line = readLine(ref)));
      return line;
    });
}

/** A server line as the grid and the staged edits work with it. */
function readLine(ref: LineGrid_line$key): LineWithFiles {
  const l = readInlineData(lineFragment, ref);
  return {
    itemId: l.itemId,
    type: l.entry.type as Line['type'],
    position: Number(l.entry.position),
    name: l.entry.name,
    group: l.entry.group,
    reference: l.entry.reference,
    totalPrice: Number(l.entry.totalPrice),
    unitPrice: Number(l.entry.unitPrice),
    qtyMilli: Number(l.entry.qtyMilli),
    amount: Number(l.entry.amount),
    previous: Number(l.previous),
    qtyPrevious: Number(l.qtyPrevious),
    isReversal: l.entry.isReversal,
    isRetention: l.isRetention,
    variation: l.entry.variation,
    files: attachedFiles(l.entry.files),
  };
}

export interface LineGridProps extends LineActions {
  sectionKey: SectionKey;
  title: string;
  lines: Line[];
  columns: Column[];
  onMove: (itemId: string, overId: string) => void;
  /** A new line in the section, of `type` when the person chose one ('Add line' offers the section's types). */
  onAddLine: (section: SectionKey, type?: ChosenLineType) => void;
}

/** The grid's narrowest width: every column, and room for the description. */
function minWidth(columns: Column[], editable: boolean): number {
  return columns.reduce((total, c) => total + (c.width || DESCRIPTION_MIN_PX), editable ? HANDLE_PX + MENU_PX : 0);
}

function sum(lines: Line[], pick: (l: Line) => number): number {
  return lines.reduce((total, l) => total + pick(l), 0);
}

// The sensors' options keep their identity: new ones would give DndContext new activators, and
// every row (each a useDraggable) would re-render with each render of the grid.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: rowKeyboardCoordinates };

/** The grid's props as its table renders them: the table subscribes to them, the drag context does not. */
class GridProps {
  private listeners = new Set<() => void>();
  constructor(private value: LineGridProps) {}
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  get = () => this.value;
  set(value: LineGridProps) {
    if (value === this.value) return;
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Memoised like its rows: a change of the save status alone (a push starting or ending) leaves
 * the lines the same array (ClaimPage keeps them), and the grid is not rendered again.
 *
 * A saved cell renders the table (its totals, its changed row), not the drag context: each render
 * of dnd-kit's DndContext gives its active-draggable context a new transform, and React then walks
 * every row of a 500-line grid looking for its readers. The table is an element made once, inside
 * the context, and takes the grid's new props from a store.
 */
export const LineGrid = memo(function LineGrid(props: LineGridProps) {
  const { sectionKey, title, editable } = props;
  const [store] = useState(() => new GridProps(props));
  useLayoutEffect(() => store.set(props), [store, props]);
  const table = useMemo(() => <GridTable store={store} />, [store]);
  return (
    <section className="flex flex-col gap-1.5" aria-label={title} data-testid="claim-section">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      {editable ? <GridDrag store={store}>{table}</GridDrag> : table}
      {editable ? (
        <div>
          <AddLine sectionKey={sectionKey} onAddLine={props.onAddLine} />
        </div>
      ) : null}
    </section>
  );
});

/** 'Add line': a section of one line type adds one at once; Materials offers its three types (materials,
 * on site, off site), as the line's own menu and the import do. The new line's description takes the focus. */
function AddLine({ sectionKey, onAddLine }: { sectionKey: SectionKey; onAddLine: LineGridProps['onAddLine'] }) {
  const types = lineTypesOf(sectionKey);
  const [chosen] = useState(() => ({ current: false }));
  if (types.length < 2) {
    return (
      <Button variant="ghost" size="sm" icon={<Plus />} onClick={() => onAddLine(sectionKey)} data-testid="add-line">
        Add line
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button variant="ghost" size="sm" icon={<Plus />} iconAfter={<ChevronDown />} data-testid="add-line">
          Add line
        </Button>
      </MenuTrigger>
      <MenuContent
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
      >
        {types.map((t) => (
          <MenuItem
            key={t.value}
            icon={<Plus />}
            onSelect={() => {
              chosen.current = true;
              onAddLine(sectionKey, t.value);
            }}
          >
            {t.label}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}

/** Dragging a row by its handle (or from the keyboard) within the grid; the line's name follows the pointer. */
const GridDrag = memo(function GridDrag({ store, children }: { store: GridProps; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const [dragging, setDragging] = useState<string | null>(null);
  const lineOf = (id: UniqueIdentifier) => store.get().lines.find((l) => l.itemId === id);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const announcements = useMemo(() => reorderAnnouncements((id) => lineOf(id)?.name || 'the line'), [store]);
  const onDragStart = (event: DragStartEvent) => setDragging(String(event.active.id));
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    if (event.over && event.active.id !== event.over.id) store.get().onMove(String(event.active.id), String(event.over.id));
  };
  const draggedLine = dragging ? lineOf(dragging) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: REORDER_INSTRUCTIONS }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {draggedLine ? (
          <div className="inline-flex items-center gap-2 rounded-lg border border-border-strong bg-surface px-3 py-2 text-[13px] font-medium text-fg shadow-lg">
            <GripVertical aria-hidden className="size-3.5 text-fg-subtle" />
            {draggedLine.name || 'Line'}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});

/** The table: a row per line, the columns fitted to the lines, the section's totals. */
function GridTable({ store }: { store: GridProps }) {
  const props = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { sectionKey, title, lines, editable } = props;
  const totals: Partial<Record<Column['key'], number>> = {
    previous: sum(lines, (l) => l.previous),
    thisClaim: sum(lines, (l) => l.amount),
    toDate: sum(lines, toDate),
    totalPrice: sum(lines, (l) => l.totalPrice),
    remaining: sum(lines, (l) => l.totalPrice - toDate(l)),
  };
  // Rows re-render only when their own props change (LineRow is memoised): the fitted columns
  // stay the same array while their widths do.
  const fitted = fitColumns(props.columns, lines, totals);
  const widths = fitted.map((c) => `${c.key}:${c.width}`).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => fitted, [widths, props.columns]);
  return (
    <div className="overflow-x-auto">
      <table
        className="block w-full text-[13px]"
        style={{ minWidth: minWidth(columns, editable), [COLUMNS_VAR]: gridColumns(columns, editable) } as CSSProperties}
        data-section={sectionKey}
      >
        <caption className="sr-only">{title}</caption>
        <thead className="block">
          <tr className={GRID_ROW}>
            {editable ? <th className="border-b border-border-strong" aria-label="Reorder" /> : null}
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  // A heading longer than its column's numbers wraps rather than widening the grid.
                  'flex min-h-9 flex-col justify-end border-b border-border-strong px-2 pb-1.5 text-[11px] leading-[14px] font-semibold uppercase tracking-wide text-fg-subtle text-balance',
                  c.key === 'name' ? 'text-left' : 'text-right',
                  !editable && c.key === 'name' && 'pl-0',
                )}
              >
                {c.label}
              </th>
            ))}
            {editable ? <th className="border-b border-border-strong" aria-label="Line actions" /> : null}
          </tr>
        </thead>
        <tbody className="block">
          {lines.map((line, index) => (
            <LineRow
              key={line.itemId}
              line={line}
              columns={columns}
              next={lines[index + 1]?.itemId ?? null}
              mode={props.mode}
              editable={editable}
              onChange={props.onChange}
              onDelete={props.onDelete}
              focusKey={props.focus?.itemId === line.itemId ? props.focus.key : null}
              onFocused={props.onFocused}
              onOpenFiles={props.onOpenFiles}
              onComment={props.onComment}
              refusal={props.lineErrors?.[line.itemId] ?? null}
            />
          ))}
        </tbody>
        <tfoot className="block">
          <tr className={cn(GRID_ROW, 'font-semibold')}>
            {editable ? <td className="border-t border-border-strong" /> : null}
            {columns.map((c, i) => (
              <td
                key={c.key}
                className={cn(
                  'flex min-h-9 items-center border-t border-border-strong px-2 text-fg',
                  i === 0 ? 'justify-start text-left' : 'justify-end text-right tabular whitespace-nowrap',
                  !editable && i === 0 && 'pl-0',
                )}
              >
                {i === 0 ? `${title} total` : totals[c.key] !== undefined ? formatMoney(totals[c.key]!) : ''}
              </td>
            ))}
            {editable ? <td className="border-t border-border-strong" /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
