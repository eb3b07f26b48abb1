/**
 * One open variation on the issue page: its estimate ('No estimate yet' with 'Add estimate', or the
 * estimate with 'Edit estimate'), the estimate form ('Submit estimate' / 'Cancel editing'), the two
 * approval selectors (each side sets its own; disabled while there is no estimate), and comments
 * (with files: dropped on the comment box or picked with Attach; each party of the variation's
 * contract downloads them from the thread).
 * A non-supplier's estimate is sent with the customer status Approved (spec 2 §4).
 */
import { useMemo, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { VariationPanel_variation$key } from '../__generated__/VariationPanel_variation.graphql';
import type { variationMutationsCommentAddMutation } from '../__generated__/variationMutationsCommentAddMutation.graphql';
import type { variationMutationsCustomerApprovalMutation } from '../__generated__/variationMutationsCustomerApprovalMutation.graphql';
import type { variationMutationsEstimateSaveMutation } from '../__generated__/variationMutationsEstimateSaveMutation.graphql';
import type { variationMutationsSupplierApprovalMutation } from '../__generated__/variationMutationsSupplierApprovalMutation.graphql';
import { dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import { CommentThread } from '../comments/CommentThread';
import type { CommentInput } from '../comments/types';
import { formatQty } from '../domain/money';
import { mutate, errorMessage } from '../relay/mutate';
import { Button, IconButton } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input, NativeSelect, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { attachedFiles } from '../uploads/Attachments';
import { daysInput, daysProblem, draftOf, draftTotal, EMPTY_LINE, estimateInput, lineAmount, type EstimateDraft } from './estimate';
import {
  commentAddMutation,
  customerApprovalMutation,
  estimateSaveMutation,
  supplierApprovalMutation,
} from './variationMutations';

export const NO_ESTIMATE = 'No estimate yet';
const STATES = ['Pending', 'Approved', 'Rejected'] as const;
type State = (typeof STATES)[number];

const fragment = graphql`
  fragment VariationPanel_variation on Variation {
    id
    contractId
    viewerIsSupplier
    viewerCanEstimate
    estimateDisabledReason
    viewerCanSetSupplierApproval
    viewerCanSetCustomerApproval
    viewerCanComment
    commentsCount
    estimate {
      rev
      total
      otherImpact
      scheduleImpact
      scheduleImpactDays
      submittedAt
      submittedBy {
        name
      }
      lines {
        name
        qtyMilli
        unitPrice
        amount
      }
    }
    estimates {
      rev
    }
    supplierApproval {
      state
      by {
        name
      }
    }
    customerApproval {
      state
      by {
        name
      }
    }
    comments {
      id
      commentId
      body
      itemName
      isInternal
      isEmail
      isMine
      at
      user {
        name
      }
      files {
        ...Attachments_file
      }
    }
  }
`;

function EstimateForm({ initial, onCancel, onSubmit }: { initial: EstimateDraft; onCancel: () => void; onSubmit: (d: EstimateDraft) => Promise<void> }) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  // Shown beside the days once a submit found them wrong, and again while they stay wrong.
  const [daysTouched, setDaysTouched] = useState(false);
  const daysError = daysTouched ? daysProblem(draft.days) : null;
  const setLine = (index: number, patch: Partial<EstimateDraft['lines'][number]>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="estimate-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (daysProblem(draft.days)) {
          setDaysTouched(true);
          return;
        }
        setSaving(true);
        try {
          await onSubmit(draft);
        } finally {
          setSaving(false);
        }
      }}
    >
      <table className="w-full text-sm">
        <thead className="text-left text-[12px] text-fg-muted">
          <tr>
            <th className="pb-1 font-medium">Description</th>
            <th className="w-20 pb-1 font-medium">Qty</th>
            <th className="w-32 pb-1 font-medium">Unit price</th>
            <th className="w-28 pb-1 text-right font-medium">Amount</th>
            <th className="w-9" />
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line, i) => {
            const amount = lineAmount(line);
            return (
              <tr key={i}>
                <td className="py-1 pr-2">
                  <Input aria-label={`Line ${i + 1} description`} value={line.name} onChange={(e) => setLine(i, { name: e.target.value })} data-testid="estimate-line-name" />
                </td>
                <td className="py-1 pr-2">
                  <Input aria-label={`Line ${i + 1} quantity`} inputMode="decimal" value={line.qty} onChange={(e) => setLine(i, { qty: e.target.value })} />
                </td>
                <td className="py-1 pr-2">
                  <Input aria-label={`Line ${i + 1} unit price`} inputMode="decimal" value={line.unitPrice} onChange={(e) => setLine(i, { unitPrice: e.target.value })} data-testid="estimate-line-price" />
                </td>
                <td className="py-1 text-right tabular-nums text-fg">{amount === null ? '–' : dollars(amount)}</td>
                <td className="py-1 pl-1">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={`Remove line ${i + 1}`}
                    icon={<Trash2 />}
                    onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="pt-2">
              <Button size="sm" variant="ghost" icon={<Plus />} onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, { ...EMPTY_LINE }] }))}>
                Add line
              </Button>
            </td>
            <td className="pt-2 text-right font-semibold tabular-nums text-fg" data-testid="estimate-form-total">
              {dollars(draftTotal(draft))}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Schedule impact">
          <TextArea rows={2} value={draft.scheduleImpact} onChange={(e) => setDraft((d) => ({ ...d, scheduleImpact: e.target.value }))} />
        </Field>
        <Field label="Schedule impact days" hint="A whole number of days; leave empty when none." error={daysError}>
          <Input
            inputMode="numeric"
            value={draft.days}
            onChange={(e) => setDraft((d) => ({ ...d, days: daysInput(e.target.value) }))}
            onBlur={() => setDaysTouched(true)}
            data-testid="estimate-days"
          />
        </Field>
      </div>
      <Field label="Other impact">
        <TextArea rows={2} value={draft.otherImpact} onChange={(e) => setDraft((d) => ({ ...d, otherImpact: e.target.value }))} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel editing
        </Button>
        <Button type="submit" loading={saving} data-testid="submit-estimate">
          Submit estimate
        </Button>
      </div>
    </form>
  );
}

function ApprovalSelect({
  label,
  value,
  by,
  enabled,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  by: string | null | undefined;
  enabled: boolean;
  onChange: (state: State) => void;
  testId: string;
}) {
  return (
    <Field label={label} hint={by ? `Set by ${by}` : undefined}>
      <NativeSelect
        value={value}
        disabled={!enabled}
        onChange={(e) => onChange(e.target.value as State)}
        options={STATES.map((s) => ({ value: s, label: s }))}
        data-testid={testId}
      />
    </Field>
  );
}

export function VariationPanel({
  variation: key,
  issueId,
  commentFocusKey,
}: {
  variation: VariationPanel_variation$key;
  issueId: string;
  commentFocusKey: number;
}) {
  const v = useFragment(fragment, key);
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState(false);
  const ref = { issueId, contractId: v.contractId };
  const estimate = v.estimate;

  const submit = async (draft: EstimateDraft) => {
    try {
      await mutate<variationMutationsEstimateSaveMutation>(environment, estimateSaveMutation, {
        input: { ...ref, estimate: estimateInput(draft), customerStatus: v.viewerIsSupplier ? null : 'Approved' },
      });
      setEditing(false);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const approve = async (supplier: boolean, status: State) => {
    try {
      if (supplier) {
        await mutate<variationMutationsSupplierApprovalMutation>(environment, supplierApprovalMutation, { input: { ...ref, status, message: null } });
      } else {
        await mutate<variationMutationsCustomerApprovalMutation>(environment, customerApprovalMutation, { input: { ...ref, status, message: null } });
      }
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const comments = useMemo(() => v.comments.map((c) => ({ ...c, files: attachedFiles(c.files) })), [v.comments]);
  const add = async (input: CommentInput) => {
    await mutate<variationMutationsCommentAddMutation>(environment, commentAddMutation, {
      input: { ...ref, commentId: input.commentId, body: input.body, files: input.files, isInternal: input.isInternal },
    });
  };

  return (
    <div className="flex flex-col gap-6 border-t border-border px-4 py-4" data-testid="variation-panel">
      <section aria-label="Estimate" className="flex flex-col gap-3">
        {editing ? (
          <EstimateForm initial={draftOf(estimate)} onCancel={() => setEditing(false)} onSubmit={submit} />
        ) : estimate ? (
          <>
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="text-[12px] text-fg-muted">
                  Estimate {estimate.rev > 1 ? `revision ${estimate.rev} ` : ''}by {estimate.submittedBy.name} · {formatDate(estimate.submittedAt)}
                </p>
                <p className="text-2xl font-semibold tabular-nums text-fg" data-testid="estimate-total">
                  {dollars(estimate.total)}
                </p>
                <p className="text-sm text-fg-muted" data-testid="estimate-days-shown">
                  {estimate.scheduleImpactDays == null ? 'No time impact stated' : `${estimate.scheduleImpactDays} days`}
                  {estimate.scheduleImpact ? ` · ${estimate.scheduleImpact}` : ''}
                </p>
              </div>
              {v.viewerCanEstimate ? (
                <Button size="sm" variant="secondary" icon={<Pencil />} onClick={() => setEditing(true)} data-testid="edit-estimate">
                  Edit estimate
                </Button>
              ) : null}
            </div>
            <table className="w-full text-sm">
              <tbody>
                {estimate.lines.map((l, i) => (
                  <tr key={i} className="border-b border-border last:border-b-0">
                    <td className="py-1.5 text-fg">{l.name}</td>
                    <td className="py-1.5 text-right tabular-nums text-fg-muted">{formatQty(l.qtyMilli)} × {dollars(l.unitPrice)}</td>
                    <td className="w-32 py-1.5 text-right tabular-nums text-fg">{dollars(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {estimate.otherImpact ? <p className="whitespace-pre-wrap text-sm text-fg-muted">Other impact: {estimate.otherImpact}</p> : null}
            {v.estimateDisabledReason && !v.viewerCanEstimate && estimate ? (
              <p className="text-[12px] text-fg-subtle">{v.estimateDisabledReason}</p>
            ) : null}
          </>
        ) : (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-dashed border-border px-4 py-3">
            <p className="text-sm text-fg-muted">{NO_ESTIMATE}</p>
            {v.viewerCanEstimate ? (
              <Button size="sm" icon={<Plus />} onClick={() => setEditing(true)} data-testid="add-estimate">
                Add estimate
              </Button>
            ) : null}
          </div>
        )}
      </section>
      <section aria-label="Approvals" className="grid gap-4 sm:grid-cols-2">
        <ApprovalSelect
          label="Supplier approval"
          value={v.supplierApproval.state}
          by={v.supplierApproval.by?.name}
          enabled={v.viewerCanSetSupplierApproval}
          onChange={(s) => approve(true, s)}
          testId="supplier-approval"
        />
        <ApprovalSelect
          label="Customer approval"
          value={v.customerApproval.state}
          by={v.customerApproval.by?.name}
          enabled={v.viewerCanSetCustomerApproval}
          onChange={(s) => approve(false, s)}
          testId="customer-approval"
        />
      </section>
      <section aria-label="Comments">
        <h3 className="mb-3 text-sm font-semibold text-fg">Comments ({v.commentsCount})</h3>
        <CommentThread
          comments={comments}
          canComment={v.viewerCanComment}
          add={add}
          focusKey={commentFocusKey}
          emptyDescription="Questions and answers about this variation between both sides show here."
        />
      </section>
    </div>
  );
}
