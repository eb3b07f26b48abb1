/**
 * The schedule's lines as a grid: each claim line with what was claimed, what the payer
 * schedules (typed like the claim grid: Enter goes down the column), the difference, and the
 * reason — 'Required' (placeholder '(required)') on every line scheduled differently. Then the
 * retention line, recomputed from the scheduled gross, and the lines' total. A line with nothing
 * claimed, this claim or before, can be removed from the schedule (spec 2 §2: 'A line can be
 * deleted only while it has no claimed-to-date and no claim') and restored. Read-only once sent.
 *
 * A claim received outside Claimdesk (`breakdown`, issue 34): the payer's own breakdown. Every line's
 * name is typed; 'Add line' adds one of the payer's own (nothing claimed), removed by deleting it; the
 * claim's one line ('Claimed amount') can be left out — it then schedules nothing and the claimed
 * total stays the amount received.
 */
import { Plus, Undo2, X } from 'lucide-react';
import { formatMoney } from '../domain/money';
import { cn } from '../lib/cn';
import { REQUIRED } from '../claims/texts';
import { Button, IconButton } from '../ui/Button';
import { leaveOut, reasonRequired, type DraftLine } from './draft';
import { ScheduleCell } from './ScheduleCell';
import { PayWhenPaidWarning } from './PayWhenPaidWarning';
import { ReleaseHeldWarning } from './ReleaseHeldWarning';

const HEAD = 'h-9 border-b border-border-strong px-2 pb-1.5 align-bottom text-[11px] font-semibold uppercase tracking-wide text-fg-subtle';
const NUM = 'px-2 text-right tabular whitespace-nowrap';

function Amount({ cents, rejected }: { cents: number; rejected?: boolean }) {
  if (cents === 0) return <span className="text-fg-subtle">–</span>;
  return <span className={rejected ? 'font-medium text-rejected' : 'text-fg'}>{formatMoney(cents)}</span>;
}

export function ScheduleLines({
  lines,
  claimedRetention,
  retention,
  editable,
  onChange,
  breakdown,
  warningFor,
  heldWarningFor,
}: {
  lines: ReadonlyArray<DraftLine>;
  /** This claim's retention line as claimed, and as recomputed on the scheduled gross. */
  claimedRetention: number;
  retention: number;
  editable: boolean;
  onChange: (itemId: string, change: Partial<Pick<DraftLine, 'name' | 'scheduled' | 'reason' | 'removed'>>) => void;
  /** The payer's own breakdown of a claim received outside Claimdesk: adding and deleting its lines. */
  breakdown?: { onAdd: () => void; onDelete: (itemId: string) => void };
  /** The s 13 warning beside a line's reason (the server's: PayWhenPaidWarning), or null. */
  warningFor?: (line: DraftLine) => string | null;
  /** A release of retention scheduled for more than is still held (ReleaseHeldWarning), beside its name, or null. */
  heldWarningFor?: (line: DraftLine) => string | null;
}) {
  const shown = lines.filter((l) => !l.removed);
  const removed = lines.filter((l) => l.removed);
  // Every line's claim counts, left out or not: a line left out of a claim served here claimed nothing, and
  // a received claim's line left out still claims (the claimed total stays the amount received).
  const claimed = lines.reduce((t, l) => t + l.claimed, 0) + claimedRetention;
  const scheduled = shown.reduce((t, l) => t + l.scheduled, 0) + retention;
  return (
    // `relative`: the table's screen-reader-only texts (absolutely placed) scroll with it, rather
    // than widen the page past a phone's 390 px (issue 36).
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[46rem] table-fixed border-separate border-spacing-0 text-[13px]" data-testid="schedule-lines">
        <caption className="sr-only">Scheduled amounts by line</caption>
        <colgroup>
          <col />
          <col style={{ width: 128 }} />
          <col style={{ width: 136 }} />
          <col style={{ width: 120 }} />
          <col style={{ width: '32%' }} />
          {editable ? <col style={{ width: 40 }} /> : null}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={cn(HEAD, 'pl-0 text-left')}>
              Item
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Claimed
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Scheduled
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Difference
            </th>
            <th scope="col" className={cn(HEAD, 'text-left')}>
              Reason
            </th>
            {editable ? (
              <th scope="col" className={HEAD}>
                <span className="sr-only">Remove</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {shown.map((line, i) => {
            const next = shown[i + 1]?.itemId ?? null;
            const difference = line.scheduled - line.claimed;
            const warning = warningFor?.(line) ?? null;
            const held = heldWarningFor?.(line) ?? null;
            return (
              <tr key={line.itemId} data-item={line.itemId} data-testid="schedule-line" className="[&>td]:h-9 [&>td]:border-b [&>td]:border-border [&>td]:py-0.5">
                <td className={editable && breakdown ? 'px-0' : 'pr-2 text-fg'}>
                  {editable && breakdown ? (
                    <ScheduleCell
                      kind="text"
                      col="name"
                      label={line.own ? 'Name of the line' : `Name of ${line.name || 'the line'}`}
                      value={line.name}
                      placeholder="(name the line)"
                      message={line.own && !line.name.trim() ? REQUIRED : null}
                      nextItemId={next}
                      onCommit={(value) => onChange(line.itemId, { name: String(value) })}
                    />
                  ) : (
                    line.name || '—'
                  )}
                  {held ? <ReleaseHeldWarning message={held} /> : null}
                </td>
                <td className={cn(NUM, 'text-fg-muted')}>{formatMoney(line.claimed)}</td>
                <td className={editable ? 'px-0' : NUM}>
                  {editable ? (
                    <ScheduleCell
                      kind="money"
                      col="scheduled"
                      label={`Scheduled of ${line.name}`}
                      value={line.scheduled}
                      nextItemId={next}
                      onCommit={(value) => onChange(line.itemId, { scheduled: Number(value) })}
                    />
                  ) : (
                    formatMoney(line.scheduled)
                  )}
                </td>
                <td className={NUM}>
                  {/* A line of the payer's own claims nothing: no difference to state line by line. */}
                  <Amount cents={line.own ? 0 : difference} rejected={difference !== 0} />
                </td>
                <td className={editable ? 'px-0' : 'px-2 text-fg-muted'}>
                  {editable ? (
                    <ScheduleCell
                      kind="text"
                      col="reason"
                      label={`Reason for ${line.name}`}
                      value={line.reason}
                      placeholder={!line.own && line.scheduled !== line.claimed ? '(required)' : ''}
                      message={reasonRequired(line) ? REQUIRED : null}
                      nextItemId={next}
                      onCommit={(value) => onChange(line.itemId, { reason: String(value) })}
                    />
                  ) : (
                    line.reason
                  )}
                  {warning ? <PayWhenPaidWarning message={warning} /> : null}
                </td>
                {editable ? (
                  <td className="px-1 text-center">
                    {line.removable ? (
                      <IconButton
                        label={`Remove ${line.name || 'line'} from the schedule`}
                        icon={<X />}
                        size="sm"
                        data-testid="schedule-remove-line"
                        onClick={() =>
                          line.own && breakdown
                            ? breakdown.onDelete(line.itemId)
                            : onChange(line.itemId, breakdown ? leaveOut(line, true) : { removed: true })
                        }
                      />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
          <tr className="[&>td]:h-9 [&>td]:border-b [&>td]:border-border" data-testid="schedule-retention">
            <td className="pr-2 text-fg-muted" title="Recomputed on the scheduled amount">
              Retention
            </td>
            <td className={cn(NUM, 'text-fg-muted')}>{formatMoney(claimedRetention)}</td>
            <td className={cn(NUM, 'text-fg')}>{formatMoney(retention)}</td>
            <td className={NUM}>
              <Amount cents={retention - claimedRetention} rejected={retention !== claimedRetention} />
            </td>
            <td />
            {editable ? <td /> : null}
          </tr>
        </tbody>
        <tfoot>
          <tr className="font-semibold [&>td]:h-9 [&>td]:border-t [&>td]:border-border-strong">
            <td className="pr-2 text-fg">Total excl. GST</td>
            <td className={cn(NUM, 'text-fg')}>{formatMoney(claimed)}</td>
            <td className={cn(NUM, 'text-fg')}>{formatMoney(scheduled)}</td>
            <td className={NUM}>
              <Amount cents={scheduled - claimed} rejected={scheduled !== claimed} />
            </td>
            <td />
            {editable ? <td /> : null}
          </tr>
        </tfoot>
      </table>
      {editable && breakdown ? (
        <div className="pt-2">
          <Button variant="ghost" size="sm" icon={<Plus />} onClick={breakdown.onAdd} data-testid="schedule-add-line">
            Add line
          </Button>
        </div>
      ) : null}
      {editable && removed.length ? (
        <p className="flex flex-wrap items-center gap-2 pt-2 text-[13px] text-fg-muted" data-testid="schedule-removed">
          {breakdown
            ? `${removed[0]!.name || 'The claimed amount'} is left out of this schedule: it schedules nothing, and the claimed amount stays as received.`
            : removed.length === 1
              ? `${removed[0]!.name || 'A line'} is left out of this schedule (nothing claimed on it).`
              : `${removed.length} lines with nothing claimed on them are left out of this schedule.`}
          <Button
            variant="ghost"
            size="sm"
            icon={<Undo2 />}
            onClick={() => removed.forEach((l) => onChange(l.itemId, breakdown ? leaveOut(l, false) : { removed: false }))}
          >
            Restore
          </Button>
        </p>
      ) : null}
    </div>
  );
}
