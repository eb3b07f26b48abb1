/**
 * 'How the claimed amount was calculated': a grid per section of lines (grid/LineGrid.tsx), the
 * billing mode menu, 'Import lines' and 'Add section' on a draft, and the files dialog of a line.
 *
 * Every line edit is staged on the push loop (ledger/edits.ts); a new line takes the focus of
 * its description. Lines move within their section by dragging; another section is chosen from
 * the line's menu.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { ChevronDown, FileText, ListPlus, Plus } from 'lucide-react';
import { resolveBillingMode, type BillingMode } from '../../domain/claims';
import { dollars } from '../../lib/format';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Menu, MenuContent, MenuItem, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../ui/Menu';
import { BILLING_MODE_OPTIONS, billingModeLabel, columnsFor } from '../grid/columns';
import { LineFilesDialog, useLineFilesSaver } from '../grid/LineFiles';
import { LineGrid } from '../grid/LineGrid';
import { ImportLinesDialog } from '../import/ImportLinesDialog';
import { moveLine, newItemId, nextPosition, stageChange, stageCreate, stageDelete, stageOrder, type LineChange } from '../ledger/edits';
import type { LedgerPushLoop } from '../ledger/pushLoop';
import { useStagerSnapshotAfterPaint } from '../ledger/useLedgerPush';
import { bySection, keepUnchanged, SECTIONS, type ChosenLineType, type Line, type SectionKey } from '../lines';

const HEADING = 'How the claimed amount was calculated';

export function Sections({
  contractId,
  number,
  serverLines,
  billingMode,
  resolvedBillingMode,
  editable,
  stager,
  onBillingMode,
  onComment,
  onImported,
}: {
  contractId: string;
  number: number;
  /** The server's lines: on a draft, shown with the staged edits on top. */
  serverLines: Line[];
  /** As chosen on the claim (may be Auto). */
  billingMode: BillingMode;
  /** As the server resolved it for its lines (a submitted claim's). */
  resolvedBillingMode: BillingMode;
  editable: boolean;
  stager: LedgerPushLoop;
  onBillingMode: (billingMode: BillingMode) => void;
  /** Starts a comment about a line, where the viewer may comment on this claim. */
  onComment?: (line: Line) => void;
  /** After lines were imported into the draft (reload it). */
  onImported: () => void;
}) {
  // The sections, not the page, follow the staged edits: a saved cell renders its section's
  // table and row (LineGrid.tsx), and the rest of the claim page is not rendered again.
  const snapshot = useStagerSnapshotAfterPaint(stager);
  // Unchanged lines stay the same objects (a save or a poll reads only the lines that changed, a
  // staged edit copies its own), and the array stays the same while no line changes (a push
  // starting or ending changes only the save status): an edit renders its own row again.
  const shownLines = useRef<Line[]>([]);
  const lines = useMemo(
    () => (shownLines.current = keepUnchanged(shownLines.current, editable ? stager.preview(serverLines) : serverLines)),
    // the snapshot changes whenever staged edits do
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editable, serverLines, snapshot, stager],
  );
  // A draft resolves Auto against its staged lines, as the server will once they are saved.
  const mode = useMemo(
    () =>
      editable
        ? resolveBillingMode(
            billingMode,
            lines.filter((l) => !l.isRetention).map((l) => [l.unitPrice, l.totalPrice]),
          )
        : resolvedBillingMode,
    [editable, billingMode, resolvedBillingMode, lines],
  );
  const [focus, setFocus] = useState<{ itemId: string; key: string } | null>(null);
  const [filesOf, setFilesOf] = useState<string | null>(null);
  const saveLineFiles = useLineFilesSaver(contractId, number, stager);
  const columns = useMemo(() => columnsFor(mode, editable), [mode, editable]);
  const sections = useMemo(() => bySection(lines.filter((l) => !l.isRetention)), [lines]);
  // Releases of retention claimed as lines (issue 38, app/claims/release_line.py): in no section, counted in
  // 'Less Retentions' (never the gross), listed here so the claim shows what it asks to be released.
  const releases = useMemo(() => lines.filter((l) => l.type === 'Retention' && !l.isRetention && l.amount !== 0), [lines]);
  const missingSections = SECTIONS.filter((s) => !sections.some((x) => x.key === s.key));
  // A section chosen from 'Add section' gives the focus to its new line; Escape gives it back to the button.
  const sectionChosen = useRef(false);

  const onChange = useCallback(
    (line: Line, change: LineChange) => stager.stage((s) => stageChange(s, line, change)),
    [stager],
  );
  const onDelete = useCallback((line: Line) => stager.stage((s) => stageDelete(s, line.itemId)), [stager]);
  const onMove = useCallback(
    (itemId: string, overId: string) => {
      const order = moveLine(lines, itemId, overId);
      const a = lines.find((l) => l.itemId === itemId);
      const b = lines.find((l) => l.itemId === overId);
      // Lines move within their section; another section is chosen from the line's menu.
      if (order && a && b && bySection([a]).at(0)?.key === bySection([b]).at(0)?.key) {
        stager.stage((s) => stageOrder(s, order));
      }
    },
    [lines, stager],
  );
  const addLine = useCallback(
    (section: SectionKey, chosen?: ChosenLineType) => {
      const type = chosen ?? SECTIONS.find((s) => s.key === section)!.lineType;
      const itemId = newItemId();
      stager.stage((s) => stageCreate(s, itemId, { type, position: nextPosition(lines) }));
      setFocus({ itemId, key: 'name' });
    },
    [lines, stager],
  );
  const onFocused = useCallback(() => setFocus(null), []);
  const onOpenFiles = useCallback((line: Line) => setFilesOf(line.itemId), []);

  return (
    <div className="flex flex-col gap-8">
      {editable ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-3">
          <h2 className="text-base font-semibold text-fg">{HEADING}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <ImportLinesDialog contractId={contractId} number={number} onImported={onImported} />
            <Menu>
              <MenuTrigger asChild>
                <Button variant="secondary" size="sm" iconAfter={<ChevronDown />} data-testid="billing-mode">
                  Quantities: {billingModeLabel(billingMode)}
                </Button>
              </MenuTrigger>
              <MenuContent className="w-72">
                <MenuRadioGroup value={billingMode} onValueChange={(value) => onBillingMode(value as BillingMode)}>
                  {BILLING_MODE_OPTIONS.map((o) => (
                    <MenuRadioItem key={o.value} value={o.value}>
                      <span className="flex flex-col">
                        <span>{o.label}</span>
                        <span className="text-xs text-fg-subtle">{o.description}</span>
                      </span>
                    </MenuRadioItem>
                  ))}
                </MenuRadioGroup>
              </MenuContent>
            </Menu>
            {missingSections.length ? (
              <Menu>
                <MenuTrigger asChild>
                  <Button variant="secondary" size="sm" icon={<ListPlus />} data-testid="add-section">
                    Add section
                  </Button>
                </MenuTrigger>
                {/* The new line's description takes the focus, not the menu's button. */}
                <MenuContent
                  onCloseAutoFocus={(event) => {
                    if (sectionChosen.current) event.preventDefault();
                    sectionChosen.current = false;
                  }}
                >
                  {missingSections.map((s) => (
                    <MenuItem
                      key={s.key}
                      icon={<Plus />}
                      onSelect={() => {
                        sectionChosen.current = true;
                        addLine(s.key);
                      }}
                    >
                      {s.title}
                    </MenuItem>
                  ))}
                </MenuContent>
              </Menu>
            ) : null}
          </div>
        </div>
      ) : (
        <h2 className="border-b border-border pb-3 text-base font-semibold text-fg">{HEADING}</h2>
      )}
      {sections.length === 0 ? (
        <EmptyState
          compact
          bordered
          icon={<FileText />}
          title={editable ? 'No lines yet. Add the work this claim is for.' : 'This claim has no lines.'}
          action={
            editable ? (
              <Button size="sm" icon={<Plus />} onClick={() => addLine('BaseContract')} data-testid="add-first-line">
                Add line
              </Button>
            ) : null
          }
        />
      ) : (
        sections.map((section) => (
          <LineGrid
            key={section.key}
            sectionKey={section.key}
            title={section.title}
            lines={section.lines}
            columns={columns}
            mode={mode}
            editable={editable}
            onChange={onChange}
            onDelete={onDelete}
            onMove={onMove}
            onAddLine={addLine}
            focus={focus}
            onFocused={onFocused}
            onOpenFiles={onOpenFiles}
            onComment={onComment}
            lineErrors={snapshot.lineErrors}
          />
        ))
      )}
      {releases.length ? (
        <section aria-label="Releases of retention" data-testid="retention-release-lines" className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-fg">Releases of retention</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {releases.map((l) => (
              <li key={l.itemId} className="flex justify-between gap-4">
                <span>{l.name}</span>
                <span className="tabular">{dollars(l.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="text-[13px] text-fg-muted">Counted in Less Retentions below: no retention is held on it.</p>
        </section>
      ) : null}
      <LineFilesDialog
        line={filesOf ? (lines.find((l) => l.itemId === filesOf) ?? null) : null}
        onClose={() => setFilesOf(null)}
        editable={editable}
        onSave={saveLineFiles}
      />
    </div>
  );
}
