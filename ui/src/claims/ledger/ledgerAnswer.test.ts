import {
  commitLocalUpdate,
  createOperationDescriptor,
  getSingularSelector,
  type RecordProxy,
  type RecordSourceProxy,
  type Snapshot,
} from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import ClaimPageRevision from '../../__generated__/ClaimPage_revision.graphql';
import type { LineGrid_line$key } from '../../__generated__/LineGrid_line.graphql';
import ClaimPageQuery from '../../__generated__/ClaimPageQuery.graphql';
import { lineReader } from '../grid/LineGrid';
import { bySection, keepUnchanged, type LineType } from '../lines';
import { pushLedgerUpdate } from './ledgerAnswer';

type Environment = ReturnType<typeof createMockEnvironment>;

function entry(itemId: string, position: number, amount: number) {
  return {
    id: `entry-${itemId}`,
    type: itemId === 'retention' ? 'Retention' : 'BaseContract',
    position,
    name: itemId.toUpperCase(),
    group: [],
    reference: '',
    totalPrice: 100_000,
    unitPrice: 100_000,
    qtyMilli: 0,
    amount,
    isReversal: false,
    variation: null,
    files: [],
  };
}

function line(itemId: string, position: number, amount: number) {
  return { itemId, previous: 0, qtyPrevious: 0, isRetention: itemId === 'retention', entry: entry(itemId, position, amount) };
}

function put(store: RecordSourceProxy, record: RecordProxy, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const linked = store.create(String((value as { id: string }).id), 'LedgerEntry');
      put(store, linked, value as Record<string, unknown>);
      record.setLinkedRecord(linked, key);
    } else if (key === 'files') {
      record.setLinkedRecords([], key); // the lines' files are none
    } else if (key !== 'id') {
      record.setValue(value as string, key);
    }
  }
}

/** The store as the claim page leaves it: claim 2's draft with lines a, b, c (positions 1000–3000) and retention. */
function seed(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    const claim = store.create('claim-2', 'Claim');
    const draft = store.create('revision-2', 'ClaimRevision');
    claim.setLinkedRecord(draft, 'draft');
    const lines = [line('a', 1000, 10_000), line('b', 2000, 0), line('c', 3000, 0), line('retention', 0, -500)].map(
      (values, i) => {
        const record = store.create(`client:revision-2:lines:${i}`, 'ClaimLine');
        put(store, record, values);
        return record;
      },
    );
    draft.setLinkedRecords(lines, 'lines');
  });
}

function answer(changed: ReturnType<typeof line>[], deleted: string[]) {
  return {
    data: {
      ledgerUpdate: {
        ledgerRev: '8',
        changedLines: changed,
        deletedItemIds: deleted,
        claim: {
          id: 'claim-2',
          version: '8.x',
          contract: { id: 'contract-1', ledger: { ledgerRev: '8' } },
          draft: {
            id: 'revision-2',
            resolvedBillingMode: 'Percent',
            submitProblems: [],
            retentionFormula: null,
            totals: { gstExclusive: 49_400, gst: 7_410, gstLabel: 'GST @ 15%', netPayment: 56_810, grossToDate: 52_000, lines: [] },
          },
        },
      },
    },
  };
}

function draftLines(environment: Environment) {
  const source = environment.getStore().getSource();
  const refs = (source.get('revision-2') as unknown as { lines: { __refs: string[] } }).lines.__refs;
  return refs.map((id) => {
    const record = source.get(id) as unknown as { itemId: string; entry: { __ref: string } };
    const shown = source.get(record.entry.__ref) as unknown as { amount: number; position: number; type: LineType };
    return { id, itemId: record.itemId, amount: shown.amount, position: shown.position, type: shown.type };
  });
}

/** The order the page shows the draft's lines in (it orders them by position itself). */
function shownOrder(environment: Environment): string[] {
  return bySection(draftLines(environment)).flatMap((section) => section.lines.map((l) => l.itemId));
}

describe('the answer of a save into the store', () => {
  it('changes the lines it names, adds the new ones in order, drops the removed ones, leaves the rest', async () => {
    const environment = createMockEnvironment();
    seed(environment);
    const saved = pushLedgerUpdate(environment, {
      contractId: 'contract-1',
      number: 2,
      ledgerRev: '7',
      update: [{ itemId: 'a', percentComplete: 5000 }],
      create: [{ itemId: 'd', position: 1500 }],
      deleteIds: ['b'],
    });
    environment.mock.resolveMostRecentOperation(
      answer([line('a', 1000, 50_000), line('d', 1500, 2_000), line('retention', 0, -2_600)], ['b']),
    );
    const response = await saved;
    expect(response.ledgerUpdate?.ledgerRev).toBe('8');
    expect(draftLines(environment).map(({ type: _, ...l }) => l)).toEqual([
      { id: 'client:revision-2:lines:0', itemId: 'a', amount: 50_000, position: 1000 },
      { id: 'client:revision-2:lines:2', itemId: 'c', amount: 0, position: 3000 },
      { id: 'client:revision-2:lines:3', itemId: 'retention', amount: -2_600, position: 0 },
      { id: 'client:revision-2:line:d', itemId: 'd', amount: 2_000, position: 1500 },
    ]);
    expect(shownOrder(environment)).toEqual(['a', 'd', 'c']);
  });

  it('gives a line that moved its new position, where the page shows it', async () => {
    const environment = createMockEnvironment();
    seed(environment);
    const saved = pushLedgerUpdate(environment, { contractId: 'contract-1', number: 2, ledgerRev: '7', order: ['b', 'c', 'a'] });
    environment.mock.resolveMostRecentOperation(
      answer([line('b', 1000, 0), line('c', 2000, 0), line('a', 3000, 10_000), line('retention', 0, -500)], []),
    );
    await saved;
    expect(draftLines(environment).map((l) => [l.itemId, l.position])).toEqual([
      ['a', 3000],
      ['b', 1000],
      ['c', 2000],
      ['retention', 0],
    ]);
    expect(shownOrder(environment)).toEqual(['b', 'c', 'a']);
  });

  it("leaves the page the other lines' objects: a saved line is read again alone, not the 500", async () => {
    const environment = createMockEnvironment();
    seed(environment);
    // The draft as the claim page reads it, and reads it again at each change of the store.
    const owner = createOperationDescriptor(ClaimPageQuery, { owner: 'o', slug: 'c', number: 2 }).request;
    const shown = environment.lookup(
      getSingularSelector(ClaimPageRevision, { __id: 'revision-2', __fragments: { ClaimPage_revision: {} }, __fragmentOwner: owner }),
    );
    let latest: Snapshot = shown;
    environment.subscribe(shown, (next) => void (latest = next));
    const linesOf = (snapshot: Snapshot) => (snapshot.data as { lines: LineGrid_line$key[] }).lines;
    const readLines = lineReader();
    const before = readLines(linesOf(shown));

    const saved = pushLedgerUpdate(environment, { contractId: 'contract-1', number: 2, ledgerRev: '7', update: [{ itemId: 'b', amount: 3_000 }] });
    environment.mock.resolveMostRecentOperation(answer([line('b', 2000, 3_000), line('retention', 0, -650)], []));
    await saved;

    const after = readLines(linesOf(latest));
    expect(after.map((l) => [l.itemId, l.amount])).toEqual([
      ['a', 10_000],
      ['b', 3_000],
      ['c', 0],
      ['retention', -650],
    ]);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    const kept = keepUnchanged(before, after);
    expect(kept.filter((l, i) => l !== before[i]).map((l) => l.itemId)).toEqual(['b', 'retention']);
  });
});
