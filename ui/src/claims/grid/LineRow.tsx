/**
 * One claim line as a row of its section's grid: the drag handle, a cell per column (inputs on
 * a draft, text otherwise: a voided line stays read-only), its files' paperclip, a comment about
 * it once the claim takes comments, and its menu (move to another section, attach files, comment,
 * delete). A draft's line its claim takes past 100 % of its value says so under its description.
 */
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ArrowRightLeft, GripVertical, MessageSquarePlus, MoreHorizontal, Paperclip, Trash2, TriangleAlert } from 'lucide-react';
import type { BillingMode } from '../../domain/claims';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/Badge';
import { IconButton } from '../../ui/Button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../ui/Menu';
import type { LineChange } from '../ledger/edits';
import { LINE_TYPE_LABELS, type Line } from '../lines';
import { linePastValue, pastValueWarning } from '../pastValue';
import { CellInput } from './CellInput';
import { BODY_ROW, cellText, columnOfInput, type Column } from './columns';
import type { LineError } from '../ledger/pushLoop';
import { LineFilesChip } from './LineFiles';
import { VariationLineName } from '../../variations/VariationLineName';

/** A variation's line takes these from its variation (app/variations/ledger.py): only what is claimed is edited. */
const VARIATION_FIXED: ReadonlySet<string> = new Set(['name', 'totalPrice', 'unitPrice']);

/** What a section's rows do with a line; the section passes them on to each row. */
export interface LineActions {
  mode: BillingMode;
  editable: boolean;
  onChange: (line: Line, change: LineChange) => void;
  onDelete: (line: Line) => void;
  /** The cell to focus once it is rendered (a new line's description). */
  focus: { itemId: string; key: string } | null;
  onFocused: () => void;
  /** Opens a line's files (the paperclip in its row, 'Attach files' in its menu). */
  onOpenFiles?: (line: Line) => void;
  /** Starts a comment about a line (its row's speech bubble, 'Comment on line' in its menu). */
  onComment?: (line: Line) => void;
  /** Lines the server refused, held back (pushLoop.ts): the message and the input it names. */
  lineErrors?: Readonly<Record<string, LineError>>;
}

/**
 * A row's props: all of them keep their identity while the row does not change (the page keeps
 * unchanged lines the same objects, the callbacks are stable), so a 500-line grid re-renders only
 * the rows an edit or a save touched, and typing stays fast.
 */
export interface LineRowProps extends Omit<LineActions, 'focus' | 'lineErrors'> {
  line: Line;
  columns: Column[];
  /** The next line's item, where Enter moves to. */
  next: string | null;
  /** The cell of this line to focus once rendered (a new line's description), else null. */
  focusKey: string | null;
  /** The server's refusal of this line, held back (pushLoop.ts). */
  refusal: LineError | null;
}

export const LineRow = memo(function LineRow(props: LineRowProps) {
  const { line, columns, editable, mode, onChange, onDelete, focusKey, onFocused, next, refusal } = props;
  // Where a dragged line lands is read from its position, carried with the drag.
  const draggable = useDraggable({ id: line.itemId, disabled: !editable, data: { position: line.position } });
  const droppable = useDroppable({ id: line.itemId, disabled: !editable });
  const readOnlyLine = !editable || line.isReversal;
  const refusedKey = refusal ? columnOfInput(refusal.input, mode, columns) : null;
  // A line dropped here takes this row's place: below it when it comes from above.
  const from = droppable.active?.data.current?.position as number | undefined;
  const dropsBelow = from !== undefined && droppable.active?.id !== line.itemId && from < line.position;
  const setRef = (el: HTMLTableRowElement | null) => {
    draggable.setNodeRef(el);
    droppable.setNodeRef(el);
  };
  return (
    <tr
      ref={setRef}
      data-testid="claim-line"
      data-item={line.itemId}
      data-refused={refusal ? 'true' : undefined}
      className={cn(
        BODY_ROW,
        'group/row',
        refusal && '[&>td]:bg-danger-soft/30',
        draggable.isDragging && 'opacity-40',
        droppable.isOver &&
          !draggable.isDragging &&
          (dropsBelow ? '[&>td]:border-b-2 [&>td]:border-b-primary' : '[&>td]:border-t-2 [&>td]:border-t-primary'),
        line.isReversal && 'text-fg-subtle',
      )}
    >
      {editable ? (
        <td className="border-b border-border pt-0.5">
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
        column.editable && !readOnlyLine && !(line.variation && VARIATION_FIXED.has(column.key)) ? (
          <td key={column.key} className="border-b border-border px-0.5 py-0.5">
            <CellInput
              line={line}
              column={column}
              mode={mode}
              onCommit={(change) => onChange(line, change)}
              autoFocus={focusKey === column.key}
              onFocused={onFocused}
              nextItemId={next}
              refusal={refusedKey === column.key ? refusal!.message : null}
            />
            {column.key === 'name' ? (
              <>
                <LineFilesChip line={line} onOpen={props.onOpenFiles} className="mb-1 ml-1.5" />
                <PastValueWarning line={line} className="px-2 pb-1" />
              </>
            ) : null}
          </td>
        ) : (
          <td
            key={column.key}
            className={cn(
              'min-h-9 border-b border-border px-2 leading-5',
              editable ? 'pb-1 pt-2' : 'py-2',
              column.key === 'name' ? 'text-left' : 'text-right tabular whitespace-nowrap',
              !editable && column.key === 'name' && 'pl-0',
              column.key === 'toDate' && 'font-medium text-fg',
            )}
            data-col={column.key}
          >
            {column.key === 'name' ? (
              <>
                <div className="flex items-start gap-1">
                  <div className="min-w-0 flex-1">
                    <LineName line={line} />
                    <LineFilesChip line={line} onOpen={props.onOpenFiles} className="-ml-1 mt-0.5" />
                    {editable ? <PastValueWarning line={line} className="pt-1" /> : null}
                  </div>
                  {props.onComment ? (
                    <IconButton
                      label={`Comment on ${line.name || 'line'}`}
                      icon={<MessageSquarePlus />}
                      size="sm"
                      className="-my-1 size-7 shrink-0 opacity-50 group-hover/row:opacity-100 focus-visible:opacity-100"
                      onClick={() => props.onComment?.(line)}
                    />
                  ) : null}
                </div>
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
        <RowMenuCell label={`Actions for ${line.name || 'line'}`} disabled={line.isReversal}>
          {line.variation ? null : (
            <>
              <MenuLabel>Move to section</MenuLabel>
              {LINE_TYPE_LABELS.filter((t) => t.value !== line.type).map((t) => (
                <MenuItem key={t.value} icon={<ArrowRightLeft />} onSelect={() => onChange(line, { type: t.value })}>
                  {t.label}
                </MenuItem>
              ))}
              {props.onOpenFiles || props.onComment ? <MenuSeparator /> : null}
            </>
          )}
          {props.onOpenFiles ? (
            <MenuItem icon={<Paperclip />} onSelect={() => props.onOpenFiles?.(line)}>
              Attach files
            </MenuItem>
          ) : null}
          {props.onComment ? (
            <MenuItem icon={<MessageSquarePlus />} onSelect={() => props.onComment?.(line)}>
              Comment on line
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <MenuItem icon={<Trash2 />} danger onSelect={() => onDelete(line)}>
            Delete line
          </MenuItem>
        </RowMenuCell>
      ) : null}
    </tr>
  );
});

const MENU_BUTTON =
  'opacity-50 group-hover/row:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100';

/**
 * A row's menu cell. The (Radix) menu mounts once the pointer or the focus comes to the cell:
 * each mounted menu listens to every key press of the page, and one per line of a 500-line grid
 * made every keystroke slow. Until then its button opens the menu as the menu's own would (on
 * pointer down, Enter, Space or the down arrow), and a button that had the focus keeps it.
 */
function RowMenuCell({ label, disabled, children }: { label: string; disabled: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const cell = useRef<HTMLTableCellElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (mounted && refocus.current) cell.current?.querySelector('button')?.focus();
  }, [mounted]);
  const mount = () => {
    if (mounted) return;
    refocus.current = cell.current?.contains(document.activeElement) ?? false;
    setMounted(true);
  };
  const openNow = () => {
    refocus.current = false;
    setMounted(true);
    setOpen(true);
  };
  return (
    <td ref={cell} className="border-b border-border pt-0.5" onPointerEnter={mount} onFocus={mount}>
      {disabled ? null : mounted ? (
        <Menu open={open} onOpenChange={setOpen}>
          <MenuTrigger asChild>
            <IconButton label={label} icon={<MoreHorizontal />} size="sm" className={MENU_BUTTON} />
          </MenuTrigger>
          <MenuContent>{children}</MenuContent>
        </Menu>
      ) : (
        <IconButton
          label={label}
          icon={<MoreHorizontal />}
          size="sm"
          className={MENU_BUTTON}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          onPointerDown={(event) => {
            if (event.button === 0 && !event.ctrlKey) {
              event.preventDefault();
              openNow();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              openNow();
            }
          }}
        />
      )}
    </td>
  );
}

/**
 * A draft line its claim takes past 100 % of its value, said under its description in the warning
 * tone (pastValue.ts); not a refusal. The live region is there, empty, on every line, so that the
 * warning is read out when an edit brings it (a region added with its text is not always).
 */
function PastValueWarning({ line, className }: { line: Line; className: string }) {
  const basisPoints = linePastValue(line);
  return (
    <p role="status" className="empty:hidden" data-testid="line-past-value">
      {basisPoints !== null ? (
        <span className={cn('flex items-start gap-1 text-[12px] leading-4 font-medium text-warning-soft-fg', className)}>
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0 text-warning" />
          {pastValueWarning(basisPoints)}
        </span>
      ) : null}
    </p>
  );
}

function LineName({ line }: { line: Line }) {
  if (line.variation && !line.isReversal) return <VariationLineName variation={line.variation} name={line.name} note />;
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

