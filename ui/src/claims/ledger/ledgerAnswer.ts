/**
 * A ledgerUpdate and its answer into the Relay store. The answer carries only what the update
 * did (app/graphql/claims/mutations.py): the draft's lines it created or changed, the items whose
 * lines it removed, and the draft's totals; the draft's `lines` list in the store is brought up to
 * date here. Answering with the whole claim made every save of a 500-line grid normalise 500
 * lines again, and the page re-read them all, while the person was typing.
 */
import type { IEnvironment, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { claimMutationsLedgerUpdateMutation } from '../../__generated__/claimMutationsLedgerUpdateMutation.graphql';
import { mutate } from '../../relay/mutate';
import { ledgerUpdateMutation } from '../claimMutations';

type Mutation = claimMutationsLedgerUpdateMutation;

/** The store's draft lines with the answer's changed lines on top, created ones added, removed ones gone. */
export function applyLedgerAnswer(store: RecordSourceSelectorProxy): void {
  const payload = store.getRootField('ledgerUpdate');
  const revision = payload?.getLinkedRecord('claim')?.getLinkedRecord('draft');
  if (!payload || !revision) return;
  const current = revision.getLinkedRecords('lines');
  if (!current) return; // the draft's lines were never read: nothing to keep up to date
  const byItem = new Map<string, RecordProxy>();
  for (const line of current) if (line) byItem.set(String(line.getValue('itemId')), line);
  for (const changed of payload.getLinkedRecords('changedLines') ?? []) {
    if (!changed) continue;
    const itemId = String(changed.getValue('itemId'));
    let line = byItem.get(itemId);
    if (!line) {
      const id = `client:${revision.getDataID()}:line:${itemId}`;
      line = store.get(id) ?? store.create(id, 'ClaimLine');
      byItem.set(itemId, line);
    }
    line.copyFieldsFrom(changed);
  }
  for (const itemId of (payload.getValue('deletedItemIds') as ReadonlyArray<string> | null) ?? []) byItem.delete(itemId);
  // New lines go last: the page orders the lines by position itself (lines.ts bySection).
  const next = [...byItem.values()];
  const same = next.length === current.length && next.every((line, i) => line.getDataID() === current[i]?.getDataID());
  if (!same) revision.setLinkedRecords(next, 'lines');
}

/** Push a ledgerUpdate; the store (and so the page) takes its answer. */
export function pushLedgerUpdate(environment: IEnvironment, input: Mutation['variables']['input']): Promise<Mutation['response']> {
  return mutate<Mutation>(environment, ledgerUpdateMutation, { input }, applyLedgerAnswer);
}
