import { describe, expect, it } from 'vitest';
import {
  csvCell,
  gridCell,
  gridCsv,
  gridRows,
  gridTotals,
  isRelease,
  placeAdjustments,
  RELEASES_SECTION,
  shownColumns,
  type GridColumn,
  type GridItem,
} from './grid';

const item = (fields: Partial<GridItem>): GridItem => ({
  itemId: 'a',
  type: 'BaseContract',
  name: 'Piles',
  groupPath: '',
  position: 1000,
  totalPrice: 100000,
  amounts: [20000, 30000],
  toDate: 50000,
  remaining: 50000,
  isVoided: false,
  isRetention: false,
  ...fields,
});

const columns: GridColumn[] = [
  { number: 1, title: 'Claim 1', isDraft: false, status: 'Sent', totals: { gstExclusive: 18000, gst: 2700, netPayment: 20700 } },
  { number: 2, title: 'Claim 2', isDraft: true, status: 'New', totals: { gstExclusive: 27000, gst: 4050, netPayment: 31050 } },
];

describe('the contract grid', () => {
  it('groups items by section in document order, retention last', () => {
    const rows = gridRows([
      item({ itemId: 'r', type: 'Retention', isRetention: true, name: 'Retention', amounts: [-2000, -3000] }),
      item({ itemId: 'v', type: 'Variation', name: 'VO1', position: 500 }),
      item({ itemId: 'b2', position: 2000, name: 'Frame' }),
      item({ itemId: 'b1', position: 1000 }),
    ]);
    expect(rows.map((r) => (r.kind === 'section' ? `# ${r.title}` : r.item.itemId))).toEqual([
      '# Base Contract',
      'b1',
      'b2',
      '# Variations',
      'v',
      '# Retention',
      'r',
    ]);
    // nothing held: no retention row
    expect(gridRows([item({ itemId: 'r', type: 'Retention', isRetention: true, amounts: [0], toDate: 0 })])).toEqual([]);
  });

  it('lists a release of retention claimed as a line apart, by its type, after retention (issue 38)', () => {
    const release = item({ itemId: 'retention-release-1', type: 'Retention', name: 'Release of retention: Practical completion', totalPrice: 0, amounts: [0, 500000], toDate: 500000, remaining: -500000 });
    const items = [item({ itemId: 'r', type: 'Retention', isRetention: true, name: 'Retention', amounts: [-1000000, 0] }), item({ itemId: 'b1' }), release];
    expect(isRelease(release)).toBe(true);
    expect(isRelease(items[0]!)).toBe(false);
    const rows = gridRows(items);
    expect(rows.map((r) => (r.kind === 'section' ? `# ${r.title}` : r.item.itemId))).toEqual([
      '# Base Contract',
      'b1',
      '# Retention',
      'r',
      `# ${RELEASES_SECTION}`,
      'retention-release-1',
    ]);
    // In the CSV: its section, no quote and nothing remaining (it pays retention back: no work quoted).
    const csv = gridCsv(columns, items).split('\r\n');
    expect(csv.find((l) => l.startsWith('Release of retention'))).toBe(
      'Release of retention: Practical completion,Releases of retention,,0.00,5000.00,5000.00,',
    );
  });

  it('totals rows: Total excl, GST and Payment per claim and to date', () => {
    expect(gridTotals(columns)).toEqual([
      { label: 'Total excl', perColumn: [18000, 27000], toDate: 45000 },
      { label: 'GST', perColumn: [2700, 4050], toDate: 6750 },
      { label: 'Payment', perColumn: [20700, 31050], toDate: 51750 },
    ]);
  });

  it('exports CSV cells with whitespace collapsed, quotes doubled and commas replaced by spaces', () => {
    expect(csvCell('  Piles,\n  "deep"  ')).toBe('"Piles  ""deep"""');
    expect(csvCell(12)).toBe('12');
    const csv = gridCsv(columns, [item({ groupPath: 'Stage 1', amounts: [123456, 0], toDate: 123456, remaining: -23456 })]);
    expect(csv.split('\r\n')).toEqual([
      'Item,Section,Quote,Claim 1,Claim 2,To Date,Remaining',
      'Stage 1 >> Piles,Base Contract,1000.00,1234.56,0.00,1234.56,-234.56',
      'Total excl,,,180.00,270.00,450.00,',
      'GST,,,27.00,40.50,67.50,',
      'Payment,,,207.00,310.50,517.50,',
      '',
    ]);
  });

  describe('the schedule column of a scheduled claim', () => {
    const scheduled: GridColumn[] = [
      { ...columns[0]!, schedule: { excl: 14000, tax: 2100 } },
      { ...columns[1]!, isDraft: false, status: 'Sent' },
    ];
    const items = [item({ itemId: 'a', amounts: [20000, 30000] }), item({ itemId: 'b', name: 'Frame', amounts: [0, 5000] })];

    it('follows its claim; a claim without a schedule has none', () => {
      expect(shownColumns(scheduled)).toEqual([
        { kind: 'claim', index: 0 },
        { kind: 'schedule', index: 0 },
        { kind: 'claim', index: 1 },
      ]);
    });

    it('shows the claim entry plus the adjustment; a non-zero adjustment is rejected', () => {
      const placed = placeAdjustments(scheduled, items, [{ itemId: 'a', number: 1, mode: 'Adjustment', amount: -4000 }]);
      expect(placed.problems).toEqual([]);
      const schedule = { kind: 'schedule', index: 0 } as const;
      expect(gridCell(items[0]!, schedule, placed)).toEqual({ amount: 16000, rejected: true });
      expect(gridCell(items[1]!, schedule, placed)).toEqual({ amount: 0, rejected: false });
      expect(gridCell(items[0]!, { kind: 'claim', index: 0 }, placed)).toEqual({ amount: 20000, rejected: false });
    });

    it('totals a schedule column from the schedule; To Date adds up the claims only', () => {
      expect(gridTotals(scheduled)).toEqual([
        { label: 'Total excl', perColumn: [18000, 14000, 27000], toDate: 45000 },
        { label: 'GST', perColumn: [2700, 2100, 4050], toDate: 6750 },
        { label: 'Payment', perColumn: [20700, 16100, 31050], toDate: 51750 },
      ]);
    });

    it("names an entry whose claim or schedule column cannot be found, and leaves it out", () => {
      const placed = placeAdjustments(scheduled, items, [
        { itemId: 'a', number: 9, mode: 'Adjustment', amount: -100 },
        { itemId: 'a', number: 2, mode: 'Adjustment', amount: -100 },
        { itemId: 'gone', number: 1, mode: 'Adjustment', amount: -100 },
        { itemId: 'b', number: 9, mode: 'Adjustment', amount: -100 },
      ]);
      expect(placed.problems).toEqual(['Could not find doc/col for Adjustment 9', 'Could not find doc/col for Adjustment 2', 'Could not find doc/col for Adjustment 1']);
      expect(placed.byItem.size).toBe(0);
    });

    it('exports the schedule column to CSV', () => {
      const placed = placeAdjustments(scheduled, items, [{ itemId: 'a', number: 1, mode: 'Adjustment', amount: -4000 }]);
      expect(gridCsv(scheduled, items, placed).split('\r\n').slice(0, 2)).toEqual([
        'Item,Section,Quote,Claim 1,Claim 1 Schedule,Claim 2,To Date,Remaining',
        'Piles,Base Contract,1000.00,200.00,160.00,300.00,500.00,500.00',
      ]);
    });
  });
});
