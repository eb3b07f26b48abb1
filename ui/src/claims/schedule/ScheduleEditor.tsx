/**
 * The schedule of values on the Contract tab (issue 15): the contract's lines, which each new claim
 * starts from. The supplier with Edit adds, edits, reorders (up / down) and deletes them; a line a
 * claim has an amount on says so, and its prices and Delete are locked. Everyone else reads it.
 * `onChange` sends one change to the server and rejects with its message.
 */
import { useState } from 'react';
import { ArrowDown, ArrowUp, ListPlus, Lock, Pencil, Trash2 } from 'lucide-react';
import { formatMoney, formatQty } from '../../domain/money';
import { cn } from '../../lib/cn';
import { IconButton } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { confirmDialog } from '../../ui/confirm';
import { LINE_TYPE_LABELS } from '../lines';
import { newItemId } from '../ledger/edits';
import { SovLineForm } from './SovLineForm';
import { EMPTY_FORM, formOf, moved, scheduleTotal, type ContractLineInput, type SovLine } from './sov';
import { errorMessage } from '../../relay/mutate';

export interface ScheduleChange {
  create?: ContractLineInput[];
  update?: ContractLineInput[];
  deleteIds?: string[];
  order?: string[];
}

export const SOV_TITLE = 'Schedule of values';
export const EMPTY_EDITOR = 'No lines yet. Add the contract’s lines here: claim 1 starts from them.';
export const EMPTY_READER = 'The supplier has not set up the contract’s lines yet.';
const NUMERIC = 'px-3 text-right tabular whitespace-nowrap';
const typeLabel = (type: string) => LINE_TYPE_LABELS.find((t) => t.value === type)?.label ?? type;

export function ScheduleEditor({
  lines,
  canEdit,
  onChange,
}: {
  lines: ReadonlyArray<SovLine>;
  canEdit: boolean;
  onChange: (change: ScheduleChange) => Promise<void>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ at: string; message: string } | null>(null);
  const [addId, setAddId] = useState(newItemId);

  const send = async (at: string, change: ScheduleChange): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await onChange(change);
      return true;
    } catch (e) {
      setError({ at, message: errorMessage(e) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const order = lines.map((l) => l.itemId);
  const remove = async (line: SovLine) => {
    const sure = await confirmDialog({ title: 'Delete line?', description: `“${line.name}” leaves the schedule.`, actionLabel: 'Delete', tone: 'danger' });
    if (sure) await send(line.itemId, { deleteIds: [line.itemId] });
  };

  return (
    <Card data-testid="sov">
      <CardHeader
        title={SOV_TITLE}
        description={canEdit ? 'The contract’s lines. Each new claim starts from them. With a quantity, a line is quantity × rate; without, a lump sum.' : 'The contract’s lines, as the supplier set them up.'}
        actions={
          <span className="text-sm text-fg-muted">
            Contract value <span className="font-semibold tabular text-fg" data-testid="sov-total">{formatMoney(scheduleTotal(lines))}</span>
          </span>
        }
      />
      <div className="overflow-x-auto px-2 pb-3 pt-3">
        <table className="w-full border-separate border-spacing-0 text-[13px]" aria-label={SOV_TITLE}>
          <thead>
            <tr className="[&>th]:h-9 [&>th]:border-b [&>th]:border-border [&>th]:text-[11px] [&>th]:font-semibold [&>th]:uppercase [&>th]:tracking-wide [&>th]:text-fg-subtle">
              <th scope="col" className="min-w-[16rem] pl-3 pr-3 text-left">Item</th>
              <th scope="col" className="w-48 px-3 text-left">Type</th>
              <th scope="col" className={cn(NUMERIC, 'w-28')}>Qty</th>
              <th scope="col" className="w-24 px-3 text-left">Unit</th>
              <th scope="col" className={cn(NUMERIC, 'w-32')}>Rate</th>
              <th scope="col" className={cn(NUMERIC, 'w-36')}>Contract value</th>
              <th scope="col" className="w-32 pr-3"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) =>
              editing === line.itemId ? (
                <SovLineForm
                  key={line.itemId}
                  initial={formOf(line)}
                  itemId={line.itemId}
                  lockedReason={line.viewerCanEditPrices ? null : line.lockedReason}
                  busy={busy}
                  error={error?.at === line.itemId ? error.message : null}
                  onCancel={() => setEditing(null)}
                  onSave={async (input) => {
                    const saved = await send(line.itemId, { update: [input] });
                    if (saved) setEditing(null);
                    return saved;
                  }}
                />
              ) : (
                <tr key={line.itemId} data-testid="sov-row" className="[&>td]:border-b [&>td]:border-border [&>td]:py-2 hover:[&>td]:bg-muted/60">
                  <td className="pl-3 pr-3">
                    <span className="text-fg">
                      {line.group.length ? <span className="text-fg-subtle">{line.group.join(' › ')} › </span> : null}
                      {line.name}
                    </span>
                    {line.lockedReason ? (
                      <span className="mt-0.5 flex items-start gap-1 text-[12px] text-warning-soft-fg" data-testid="sov-locked">
                        <Lock aria-hidden className="mt-0.5 size-3 shrink-0" />
                        {line.lockedReason}
                      </span>
                    ) : null}
                    {error?.at === line.itemId ? <span role="alert" className="block text-[12px] font-medium text-danger">{error.message}</span> : null}
                  </td>
                  <td className="px-3 text-fg-muted">{typeLabel(line.type)}</td>
                  <td className={cn(NUMERIC, 'text-fg')}>{line.qtyMilli === null ? '' : formatQty(line.qtyMilli)}</td>
                  <td className="px-3 text-fg-muted">{line.isLumpSum ? '' : line.unit}</td>
                  <td className={cn(NUMERIC, 'text-fg')}>{line.isLumpSum ? '' : formatMoney(line.unitPrice)}</td>
                  <td className={cn(NUMERIC, 'font-medium text-fg')}>{formatMoney(line.totalPrice)}</td>
                  <td className="whitespace-nowrap pr-2 text-right">
                    {canEdit ? (
                      <span className="inline-flex">
                        <IconButton size="sm" label={`Edit ${line.name}`} icon={<Pencil />} disabled={busy} onClick={() => setEditing(line.itemId)} />
                        <IconButton size="sm" label="Move up" icon={<ArrowUp />} disabled={busy || index === 0} onClick={() => send(line.itemId, { order: moved(order, line.itemId, -1) })} />
                        <IconButton size="sm" label="Move down" icon={<ArrowDown />} disabled={busy || index === lines.length - 1} onClick={() => send(line.itemId, { order: moved(order, line.itemId, 1) })} />
                        <IconButton
                          size="sm"
                          label={line.viewerCanEditPrices ? `Delete ${line.name}` : line.lockedReason ?? 'Locked'}
                          icon={<Trash2 />}
                          disabled={busy || !line.viewerCanEditPrices}
                          onClick={() => remove(line)}
                        />
                      </span>
                    ) : null}
                  </td>
                </tr>
              ),
            )}
            {!lines.length ? (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-center text-fg-muted">
                  <ListPlus aria-hidden className="mx-auto mb-1 size-5 text-fg-subtle" />
                  {canEdit ? EMPTY_EDITOR : EMPTY_READER}
                </td>
              </tr>
            ) : null}
            {canEdit ? (
              <SovLineForm
                key={addId}
                initial={EMPTY_FORM}
                itemId={addId}
                busy={busy}
                error={error?.at === addId ? error.message : null}
                onSave={async (input) => {
                  const saved = await send(addId, { create: [input] });
                  if (saved) setAddId(newItemId());
                  return saved;
                }}
              />
            ) : null}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
