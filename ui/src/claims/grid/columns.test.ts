import { describe, expect, it } from 'vitest';
import type { Line } from '../lines';
import { bySection, plannedQty } from '../lines';
import {
  billingModeLabel,
  cellChange,
  cellText,
  CHAR_PX,
  columnOfInput,
  columnsFor,
  DESCRIPTION_MIN_PX,
  DESCRIPTION_TOO_LONG,
  descriptionProblem,
  fitColumns,
  UNIT_PRICE_ZERO,
  type Column,
} from './columns';
import { REQUIRED } from '../texts';

function line(fields: Partial<Line> = {}): Line {
  return {
    itemId: 'a',
    type: 'BaseContract',
    position: 1000,
    name: 'Foundations',
    group: [],
    reference: '',
    totalPrice: 1000000,
    unitPrice: 1000000,
    qtyMilli: 0,
    amount: 250000,
    previous: 250000,
    qtyPrevious: 0,
    isReversal: false,
    isRetention: false,
    ...fields,
  };
}

const column = (mode: Parameters<typeof columnsFor>[0], key: Column['key']) =>
  columnsFor(mode, true).find((c) => c.key === key)!;

describe('grid columns by billing mode', () => {
  it('percent mode claims by percent complete', () => {
    expect(columnsFor('Percent', true).map((c) => c.label)).toEqual([
      'Description',
      'Contract value',
      'Previous',
      '% Complete',
      'This claim',
      'To date',
      'Remaining',
    ]);
    // Auto is resolved by the server; unresolved it reads as percent
    expect(columnsFor('Auto', true)).toEqual(columnsFor('Percent', true));
  });

  it('quantity mode: contract, previous, this claim and to-date quantities, labelled as in the PDF', () => {
    // app/claims/qty_columns.py QUANTITY, word for word.
    expect(columnsFor('PercentWithQty', true).map((c) => c.label)).toEqual([
      'Description',
      'Contract qty',
      'Rate',
      'Contract value',
      'Previous qty',
      'This claim qty',
      'Qty to date',
      '% Complete',
      'This claim',
      'To date',
    ]);
  });

  it('shows the quantities of claim 2 apart: previous, this claim, to date', () => {
    const l = line({ totalPrice: 2_625_000, unitPrice: 6_250, qtyPrevious: 20_000, qtyMilli: 10_000, previous: 125_000, amount: 62_500 });
    const text = (key: string) => cellText(l, columnsFor('PercentWithQty', true).find((c) => c.key === key)!);
    expect([text('plannedQty'), text('unitPrice'), text('qtyPrevious'), text('qty'), text('qtyToDate'), text('percent')]).toEqual([
      '420',
      '62.50',
      '20',
      '10',
      '30',
      '7.14%',
    ]);
  });

  it('a lump-sum line shows no quantity or rate, and leaving them empty changes nothing', () => {
    const lump = line({ totalPrice: 1_200_000, unitPrice: 1_200_000 });
    for (const key of ['plannedQty', 'unitPrice', 'qtyPrevious', 'qty', 'qtyToDate'] as const) {
      const col = columnsFor('PercentWithQty', true).find((c) => c.key === key)!;
      expect(cellText(lump, col), key).toBe('');
      if (col.editable) expect(cellChange(lump, col, '', 'PercentWithQty'), key).toEqual({ change: null });
    }
    expect(cellText(lump, columnsFor('PercentWithQty', true).find((c) => c.key === 'totalPrice')!)).toBe('12,000.00');
    // Once a quantity is claimed on it, it shows its quantities.
    expect(cellText({ ...lump, qtyMilli: 1000 }, columnsFor('PercentWithQty', true).find((c) => c.key === 'qty')!)).toBe('1');
  });

  it('planned & actual mode: planned quantity at a rate, actual quantity claimed', () => {
    const columns = columnsFor('RateQtyEstimate', true);
    expect(columns.map((c) => c.label)).toEqual([
      'Description',
      'Planned qty',
      'Rate',
      'Planned',
      'Previous qty',
      'Actual qty',
      'Qty to date',
      'Actual',
      'To date',
    ]);
    expect(columns.filter((c) => c.editable).map((c) => c.key)).toEqual(['name', 'plannedQty', 'unitPrice', 'qty', 'thisClaim']);
  });

  it('only drafts are editable; required cells are the description and the prices', () => {
    expect(columnsFor('PercentWithQty', false).some((c) => c.editable || c.required)).toBe(false);
    expect(columnsFor('PercentWithQty', true).filter((c) => c.required).map((c) => c.key)).toEqual([
      'name',
      'unitPrice',
      'totalPrice',
    ]);
  });

  it('Disabled and Planned & Actual fit a 1280 px window (895 px, 60 of them for the handle and menu); Quantity fits from 1366 px', () => {
    const width = (mode: 'Percent' | 'PercentWithQty' | 'RateQtyEstimate') =>
      columnsFor(mode, true).reduce((total, c) => total + (c.width || DESCRIPTION_MIN_PX), 0);
    expect(width('Percent')).toBeLessThanOrEqual(820);
    expect(width('RateQtyEstimate')).toBeLessThanOrEqual(820);
    // The grid gets the window less 385 px (side navigation and margins).
    expect(width('PercentWithQty')).toBeLessThanOrEqual(1366 - 385 - 60);
  });

  it('labels the modes as the spec shows them', () => {
    expect(billingModeLabel('Percent')).toBe('Disabled');
    expect(billingModeLabel('PercentWithQty')).toBe('Quantity');
    expect(billingModeLabel('RateQtyEstimate')).toBe('Planned & Actual');
  });
});

describe('typing into a cell', () => {
  it('shows cells in money, quantity and percent formats', () => {
    const l = line({ qtyMilli: 1500, unitPrice: 12050 });
    expect(cellText(l, column('PercentWithQty', 'qty'))).toBe('1.5');
    expect(cellText(l, column('PercentWithQty', 'unitPrice'))).toBe('120.50');
    expect(cellText(l, column('Percent', 'percent'))).toBe('50%');
    expect(cellText(line({ totalPrice: 0 }), column('Percent', 'percent'))).toBe('');
  });

  it('refuses a description over the server\'s 500 characters, counted as the server counts them', () => {
    expect(descriptionProblem('x'.repeat(500))).toBeNull();
    expect(descriptionProblem(` ${'x'.repeat(500)} `)).toBeNull();
    expect(descriptionProblem('x'.repeat(501))).toBe(DESCRIPTION_TOO_LONG);
    expect(DESCRIPTION_TOO_LONG).toBe('Description must be at most 500 characters');
    // An emoji is one character to the server (two UTF-16 units here).
    expect(descriptionProblem('🏗'.repeat(500))).toBeNull();
    expect(cellChange(line(), column('Percent', 'name'), 'x'.repeat(501))).toEqual({ error: DESCRIPTION_TOO_LONG });
  });

  it("puts a line in the groups its description names, as the CSV import does", () => {
    expect(cellChange(line(), column('Percent', 'name'), 'Variation >> VO-07')).toEqual({
      change: { name: 'VO-07', group: ['Variation'] },
    });
    expect(cellChange(line(), column('Percent', 'name'), 'Variation >>  >> VO-07')).toEqual({
      error: "A group name between ' >> ' is empty",
    });
  });

  it("shows a server refusal on the cell of the input it names, else on the description", () => {
    const qty = columnsFor('PercentWithQty', true);
    expect(columnOfInput('qtyMilli', 'PercentWithQty', qty)).toBe('qty');
    expect(columnOfInput('qtyMilli', 'Percent', columnsFor('Percent', true))).toBe('name');
    expect(columnOfInput('totalPrice', 'RateQtyEstimate', columnsFor('RateQtyEstimate', true))).toBe('plannedQty');
    expect(columnOfInput('tax', 'Percent', columnsFor('Percent', true))).toBe('thisClaim');
    expect(columnOfInput('files', 'Percent', columnsFor('Percent', true))).toBe('name');
    expect(columnOfInput(null, 'Percent', columnsFor('Percent', true))).toBe('name');
  });

  it("says 'Required' for an empty description or price", () => {
    expect(cellChange(line(), column('Percent', 'name'), '  ')).toEqual({ error: REQUIRED });
    expect(cellChange(line(), column('Percent', 'totalPrice'), '')).toEqual({ error: REQUIRED });
    expect(cellChange(line({ qtyMilli: 2000 }), column('PercentWithQty', 'qty'), '')).toEqual({ change: { qtyMilli: 0 } });
  });

  it("refuses a percent over 100 with '0 – 100%'", () => {
    expect(cellChange(line(), column('Percent', 'percent'), '101')).toEqual({ error: '0 \u2013 100%' });
    expect(cellChange(line(), column('Percent', 'percent'), '75%')).toEqual({ change: { percentComplete: 7500 } });
    expect(cellChange(line(), column('Percent', 'percent'), 'abc')).toEqual({ error: 'Enter a percentage such as 12.5' });
  });

  it('parses money and quantities, and stages nothing when the value is the same', () => {
    expect(cellChange(line(), column('Percent', 'thisClaim'), '1,234.5')).toEqual({ change: { amount: 123450 } });
    expect(cellChange(line(), column('Percent', 'thisClaim'), '2500')).toEqual({ change: null });
    expect(cellChange(line(), column('Percent', 'thisClaim'), '1.234')).toEqual({
      error: 'Amounts have at most 2 decimal places',
    });
    expect(cellChange(line(), column('Percent', 'name'), 'Foundations')).toEqual({ change: null });
  });

  it('asks before a unit price of zero clears an amount claimed', () => {
    expect(cellChange(line(), column('PercentWithQty', 'unitPrice'), '0')).toEqual({
      change: { unitPrice: 0 },
      confirm: UNIT_PRICE_ZERO,
    });
    expect(cellChange(line({ amount: 0 }), column('PercentWithQty', 'unitPrice'), '0')).toEqual({
      change: { unitPrice: 0 },
    });
  });

  it('planned & actual: the planned quantity sets the quote at the rate, and a new rate keeps the planned quantity', () => {
    const l = line({ unitPrice: 5000, totalPrice: 100000, amount: 0, previous: 0 });
    expect(plannedQty(l)).toBe(20000);
    expect(cellChange(l, column('RateQtyEstimate', 'plannedQty'), '30', 'RateQtyEstimate')).toEqual({
      change: { totalPrice: 150000 },
    });
    expect(cellChange(l, column('RateQtyEstimate', 'unitPrice'), '60', 'RateQtyEstimate')).toEqual({
      change: { unitPrice: 6000, totalPrice: 120000 },
    });
  });
});

describe('contract value of a lump-sum line', () => {
  it('moves the rate with the quote in percent mode, keeping the amount claimed', () => {
    expect(cellChange(line(), column('Percent', 'totalPrice'), '12,000', 'Percent')).toEqual({
      change: { totalPrice: 1200000, unitPrice: 1200000, amount: 250000 },
    });
    expect(cellChange(line({ amount: 0, unitPrice: 0, totalPrice: 0 }), column('Percent', 'totalPrice'), '500', 'Percent')).toEqual({
      change: { totalPrice: 50000, unitPrice: 50000 },
    });
    // a line with its own rate keeps it, in either mode
    expect(cellChange(line({ unitPrice: 5000 }), column('Percent', 'totalPrice'), '12,000', 'Percent')).toEqual({
      change: { totalPrice: 1200000 },
    });
    expect(cellChange(line({ unitPrice: 5000 }), column('PercentWithQty', 'totalPrice'), '12,000', 'PercentWithQty')).toEqual({
      change: { totalPrice: 1200000 },
    });
    // in quantity mode a lump sum, or a line with no rate yet, stays a lump sum (no '0 @ 0.00')
    expect(cellChange(line(), column('PercentWithQty', 'totalPrice'), '12,000', 'PercentWithQty')).toEqual({
      change: { totalPrice: 1200000, unitPrice: 1200000, amount: 250000 },
    });
    expect(cellChange(line({ amount: 0, unitPrice: 0, totalPrice: 0 }), column('PercentWithQty', 'totalPrice'), '500', 'PercentWithQty')).toEqual({
      change: { totalPrice: 50000, unitPrice: 50000 },
    });
  });
});

describe('sections', () => {
  it('groups lines into the document sections in order, materials on and off site with materials', () => {
    const lines = [
      line({ itemId: 'v', type: 'Variation', position: 1000 }),
      line({ itemId: 'm2', type: 'MaterialsOff', position: 3000 }),
      line({ itemId: 'b', type: 'BaseContract', position: 2000 }),
      line({ itemId: 'm1', type: 'Materials', position: 2500 }),
      line({ itemId: 'r', type: 'Retention', position: 0, isRetention: true }),
    ];
    expect(bySection(lines).map((s) => [s.title, s.lines.map((l) => l.itemId)])).toEqual([
      ['Base Contract', ['b']],
      ['Materials', ['m1', 'm2']],
      ['Variations', ['v']],
    ]);
  });
});

describe('columns fit their numbers', () => {
  const widths = (cols: Column[]) => Object.fromEntries(cols.map((c) => [c.key, c.width]));

  it('keeps the base widths for amounts under a million', () => {
    const base = columnsFor('Percent', true);
    const lines = [line({ totalPrice: 99_999_999, amount: 50_000_000, previous: 49_999_999 })];
    expect(widths(fitColumns(base, lines, { toDate: 99_999_999 }))).toEqual(widths(base));
  });

  it('widens a column whose value or total has more digits, and only that column', () => {
    const base = columnsFor('Percent', true);
    // 12,345,678.90 as the contract value; the section total of To date passes a million too.
    const fitted = widths(fitColumns(base, [line({ totalPrice: 1_234_567_890 })], { toDate: 150_000_000 }));
    const before = widths(base);
    expect(fitted.totalPrice).toBeGreaterThan(before.totalPrice);
    expect(fitted.totalPrice).toBeGreaterThanOrEqual(Math.ceil('12,345,678.90'.length * CHAR_PX) + 22);
    expect(fitted.toDate).toBeGreaterThanOrEqual(Math.ceil('1,500,000.00'.length * CHAR_PX) + 16);
    expect(fitted.name).toBe(0);
    expect(fitted.previous).toBe(before.previous);
  });
});
