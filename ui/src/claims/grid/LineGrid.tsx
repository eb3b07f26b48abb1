/**
 * One section of the claim document as a grid: a row per line, the columns of the billing mode
 * (columns.ts), a subtotal row. On a draft the cells are inputs: a cell commits on Enter or
 * when it loses focus (Enter moves to the same cell of the next line, Escape puts it back),
 * shows its message ('Required', '0 – 100%', ...) when what was typed is refused, and asks
 * before a unit price of zero clears a line's amount. Rows are dragged by their handle to
 * reorder them (within the section); a row's menu moves it to another section or voids it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ArrowRightLeft, GripVertical, MoreHorizontal, Paperclip, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '../../domain/money';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/Badge';
import { Button, IconButton } from '../../ui/Button';
import { confirmDialog } from '../../ui/confirm';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../ui/Menu';
import { cellChange, cellText, DESCRIPTION_MIN_PX, fitColumns, REQUIRED, type BillingMode, type Column } from './columns';
import { LineFilesChip } from './LineFiles';
import { LINE_TYPE_LABELS, toDate, type Line, type LineType, type SectionKey } from '../lines';
import { REORDER_INSTRUCTIONS, reorderAnnouncements, rowKeyboardCoordinates } from './rowDrag';
import type { LineChange } from '../ledger/edits';

export const UNIT_PRICE_ZERO_TITLE = 'Set the unit price to zero?';

export interface LineGridProps {
  sectionKey: SectionKey;
  title: string;
  lines: Line[];
  columns: Column[];
  mode: BillingMode;
  editable: boolean;
  onChange: (line: Line, change: LineChange) => void;
  onDelete: (line: Line) => void;
  onMove: (itemId: string, overId: string) => void;
  onAddLine: () => void;
  /** The cell to focus once it is rendered (a new line's description). */
  focus: { itemId: string; key: string } | null;
  onFocused: () => void;
  /** Opens a line's files (the paperclip in its row, 'Attach files' in its menu). */
  onOpenFiles?: (line: Line) => void;
}

const HANDLE_PX = 24;
const MENU_PX = 36;

/** The grid's narrowest width: every column, and room for the description. */
function minWidth(columns: Column[], editable: boolean): number {
  return columns.reduce((total, c) => total + (c.width || DESCRIPTION_MIN_PX), editable ? HANDLE_PX + MENU_PX : 0);
}

function sum(lines: Line[], pick: (l: Line) => number): number {
  return lines.reduce((total, l) => total + pick(l), 0);
}

export function LineGrid(props: LineGridProps) {
  const { sectionKey, title, lines, editable, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates }),
  );
  const announcements = reorderAnnouncements((id) => lines.find((l) => l.itemId === id)?.name || 'the line');
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragging(String(event.active.id));
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    if (event.over && event.active.id !== event.over.id) onMove(String(event.active.id), String(event.over.id));
  };
  const draggedLine = dragging ? lines.find((l) => l.itemId === dragging) : undefined;
  const totals: Partial<Record<Column['key'], number>> = {
    previous: sum(lines, (l) => l.previous),
    thisClaim: sum(lines, (l) => l.amount),
    toDate: sum(lines, toDate),
    totalPrice: sum(lines, (l) => l.totalPrice),
    remaining: sum(lines, (l) => l.totalPrice - toDate(l)),
  };
  const columns = fitColumns(props.columns, lines, totals);
  const table = (
    <div className="overflow-x-auto">
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-[13px]"
        style={{ minWidth: minWidth(columns, editable) }}
        data-section={sectionKey}
      >
        <caption className="sr-only">{title}</caption>
        <colgroup>
          {editable ? <col style={{ width: HANDLE_PX }} /> : null}
          {columns.map((c) => (
            <col key={c.key} style={c.width ? { width: c.width } : undefined} />
          ))}
          {editable ? <col style={{ width: MENU_PX }} /> : null}
        </colgroup>
        <thead>
          <tr>
            {editable ? <th className="w-6 border-b border-border-strong" aria-label="Reorder" /> : null}
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  // A heading longer than its column's numbers wraps rather than widening the grid.
                  'h-9 border-b border-border-strong px-2 pb-1.5 align-bottom text-[11px] leading-[14px] font-semibold uppercase tracking-wide text-fg-subtle text-balance',
                  c.key === 'name' ? 'text-left' : 'text-right',
                  !editable && c.key === 'name' && 'pl-0',
                )}
              >
                {c.label}
              </th>
            ))}
            {editable ? <th className="w-9 border-b border-border-strong" aria-label="Line actions" /> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <LineRow key={line.itemId} {...props} columns={columns} line={line} next={lines[index + 1]?.itemId ?? null} />
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            {editable ? <td className="border-t border-border-strong" /> : null}
            {columns.map((c, i) => (
              <td
                key={c.key}
                className={cn(
                  'h-9 border-t border-border-strong px-2 text-fg',
                  i === 0 ? 'text-left' : 'text-right tabular whitespace-nowrap',
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
  return (
    <section className="flex flex-col gap-1.5" aria-label={title} data-testid="claim-section">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      {editable ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          accessibility={{ announcements, screenReaderInstructions: REORDER_INSTRUCTIONS }}
        >
          {table}
          <DragOverlay dropAnimation={null}>
            {draggedLine ? (
              <div className="inline-flex items-center gap-2 rounded-lg border border-border-strong bg-surface px-3 py-2 text-[13px] font-medium text-fg shadow-lg">
                <GripVertical aria-hidden className="size-3.5 text-fg-subtle" />
                {draggedLine.name || 'Line'}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      ) : (
        table
      )}
      {editable ? (
        <div>
          <Button variant="ghost" size="sm" icon={<Plus />} onClick={props.onAddLine} data-testid="add-line">
            Add line
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function LineRow(props: LineGridProps & { line: Line; next: string | null }) {
  const { line, columns, editable, mode, onChange, onDelete, focus, onFocused, next } = props;
  const draggable = useDraggable({ id: line.itemId, disabled: !editable });
  const droppable = useDroppable({ id: line.itemId, disabled: !editable });
  const readOnlyLine = !editable || line.isReversal;
  // A line dropped here takes this row's place: below it when it comes from above.
  const from = droppable.active ? props.lines.findIndex((l) => l.itemId === droppable.active?.id) : -1;
  const dropsBelow = from >= 0 && from < props.lines.indexOf(line);
  const setRef = (el: HTMLTableRowElement | null) => {
    draggable.setNodeRef(el);
    droppable.setNodeRef(el);
  };
  return (
    <tr
      ref={setRef}
      data-testid="claim-line"
      data-item={line.itemId}
      className={cn(
        'group/row',
        draggable.isDragging && 'opacity-40',
        droppable.isOver &&
          !draggable.isDragging &&
          (dropsBelow ? '[&>td]:border-b-2 [&>td]:border-b-primary' : '[&>td]:border-t-2 [&>td]:border-t-primary'),
        line.isReversal && 'text-fg-subtle',
      )}
    >
      {editable ? (
        <td className="border-b border-border pt-0.5 align-top">
          <button
            type="button"
            aria-label={`Drag to reorder ${line.name || 'line'}`}
            className="flex h-8 w-6 cursor-grab items-center justify-center rounded text-fg-subtle opacity-40 outline-none hover:bg-hover hover:text-fg group-hover/row:opacity-100 focus-visible:bg-hover focus-visible:text-fg focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset active:cursor-grabbing"
            {...draggable.listeners}
            {...draggable.attributes}
          >
            <GripVertical aria-hidden className="size-3.5" />
          </button>
        </td>
      ) : null}
      {columns.map((column) =>
        column.editable && !readOnlyLine ? (
          <td key={column.key} className="border-b border-border px-0.5 py-0.5 align-top">
            <CellInput
              line={line}
              column={column}
              mode={mode}
              onCommit={(change) => onChange(line, change)}
              autoFocus={focus?.itemId === line.itemId && focus.key === column.key}
              onFocused={onFocused}
              nextItemId={next}
            />
            {column.key === 'name' ? <LineFilesChip line={line} onOpen={props.onOpenFiles} className="mb-1 ml-1.5" /> : null}
          </td>
        ) : (
          <td
            key={column.key}
            className={cn(
              'h-9 border-b border-border px-2 align-top leading-5',
              editable ? 'pb-1 pt-2' : 'py-2',
              column.key === 'name' ? 'text-left' : 'text-right tabular whitespace-nowrap',
              !editable && column.key === 'name' && 'pl-0',
              column.key === 'toDate' && 'font-medium text-fg',
            )}
            data-col={column.key}
          >
            {column.key === 'name' ? (
              <>
                <LineName line={line} />
                <LineFilesChip line={line} onOpen={props.onOpenFiles} className="-ml-1 mt-0.5" />
              </>
            ) : (
              <span className={cn(column.key === 'thisClaim' && line.amount !== 0 && 'font-medium text-fg')}>
                {cellText(line, column)}
              </span>
            )}
          </td>
        ),
      )}
      {editable ? (
        <td className="border-b border-border pt-0.5 align-top">
          {line.isReversal ? null : (
            <Menu>
              <MenuTrigger asChild>
                <IconButton
                  label={`Actions for ${line.name || 'line'}`}
                  icon={<MoreHorizontal />}
                  size="sm"
                  className="opacity-50 group-hover/row:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
                />
              </MenuTrigger>
              <MenuContent>
                <MenuLabel>Move to section</MenuLabel>
                {LINE_TYPE_LABELS.filter((t) => t.value !== line.type).map((t) => (
                  <MenuItem
                    key={t.value}
                    icon={<ArrowRightLeft />}
                    onSelect={() => onChange(line, { type: t.value as Exclude<LineType, 'Retention'> })}
                  >
                    {t.label}
                  </MenuItem>
                ))}
                {props.onOpenFiles ? (
                  <>
                    <MenuSeparator />
                    <MenuItem icon={<Paperclip />} onSelect={() => props.onOpenFiles?.(line)}>
                      Attach files
                    </MenuItem>
                  </>
                ) : null}
                <MenuSeparator />
                <MenuItem icon={<Trash2 />} danger onSelect={() => onDelete(line)}>
                  Delete line
                </MenuItem>
              </MenuContent>
            </Menu>
          )}
        </td>
      ) : null}
    </tr>
  );
}

function LineName({ line }: { line: Line }) {
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
      {line.group.length ? <span className="text-fg-subtle">{line.group.join(' › ')} ›</span> : null}
      <span className={cn('text-fg', line.isReversal && 'text-fg-subtle line-through')}>{line.name || '—'}</span>
      {line.reference ? <span className="text-fg-subtle">({line.reference})</span> : null}
      {line.isReversal ? (
        <Badge tone="warning" size="sm">
          Voided
        </Badge>
      ) : null}
    </span>
  );
}

function CellInput({
  line,
  column,
  mode,
  onCommit,
  autoFocus,
  onFocused,
  nextItemId,
}: {
  line: Line;
  column: Column;
  mode: BillingMode;
  onCommit: (change: LineChange) => void;
  autoFocus: boolean;
  onFocused: () => void;
  nextItemId: string | null;
}) {
  const shown = cellText(line, column);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const busy = useRef(false);
  // Escape puts the cell back; the blur that follows must not commit what was typed.
  const cancelled = useRef(false);

  useEffect(() => {
    if (autoFocus) {
      ref.current?.focus();
      onFocused();
    }
  }, [autoFocus, onFocused]);

  const commit = async (): Promise<boolean> => {
    if (cancelled.current) {
      cancelled.current = false;
      return true;
    }
    if (text === null || busy.current) return true;
    const result = cellChange(line, column, text, mode);
    if ('error' in result) {
      setError(result.error);
      return false;
    }
    if (result.confirm) {
      busy.current = true;
      const yes = await confirmDialog({
        title: UNIT_PRICE_ZERO_TITLE,
        description: result.confirm,
        actionLabel: 'Set to zero',
        tone: 'danger',
      });
      busy.current = false;
      if (!yes) {
        setText(null);
        setError(null);
        return true;
      }
    }
    if (result.change) onCommit(result.change);
    setText(null);
    setError(null);
    return true;
  };

  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      cancelled.current = true;
      setText(null);
      setError(null);
      event.currentTarget.blur();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const ok = await commit();
      if (ok && nextItemId) {
        const nextInput = document.querySelector<HTMLElement>(
          `tr[data-item="${CSS.escape(nextItemId)}"] [data-col="${column.key}"]`,
        );
        nextInput?.focus();
      }
    }
  };

  const isName = column.key === 'name';
  const empty = isName && !line.name && text === null;
  const message = error ?? (empty ? REQUIRED : null);
  return (
    <div className="flex flex-col">
      <div className="flex items-center">
        {isName && line.group.length ? (
          <span className="shrink-0 pl-2 text-[12px] text-fg-subtle">{line.group.join(' › ')} ›</span>
        ) : null}
        {(() => {
          const props = {
            ref,
            'data-col': column.key,
            name: column.key,
            'aria-label': `${column.label}${line.name ? ` of ${line.name}` : ''}`,
            'aria-invalid': message ? true : undefined,
            value: text ?? shown,
            placeholder: isName ? '(required)' : column.kind === 'money' ? '0.00' : column.kind === 'percent' ? '0%' : '0',
            autoComplete: 'off',
            onFocus: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select(),
            onChange: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => {
              setText(e.target.value);
              if (error) setError(null);
            },
            onBlur: () => void commit(),
            onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void onKeyDown(e),
            className: cn(
              'w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 text-[13px] text-fg outline-none transition-colors',
              'placeholder:text-fg-subtle/70 hover:border-border-strong focus:border-primary focus:bg-surface focus:ring-[3px] focus:ring-ring/30',
              isName ? 'min-h-8 resize-none py-[7px] text-left leading-[16px] [field-sizing:content]' : 'h-8 text-right tabular',
              message && 'border-danger/60 bg-danger-soft/40 focus:border-danger focus:ring-danger/20',
              text !== null && !message && 'bg-surface',
            ),
          };
          // A description grows to show all of itself; Enter still commits (no line breaks).
          return isName ? <textarea rows={1} {...props} /> : <input inputMode="decimal" {...props} />;
        })()}
      </div>
      {message ? (
        <span data-cell-error className={cn('px-2 pb-0.5 text-[11px] font-medium text-danger', !isName && 'text-right')}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
