import { describe, expect, it } from 'vitest';
import { chartLabel, seriesOf, viewsOf, type MonthFigures, type Side } from './moneyFigures';

const side = (claimed: number, paid = 0, payable = claimed): Side => ({
  claimed,
  scheduled: 0,
  payable,
  paid,
  outstanding: payable - paid,
  retentionWithheld: 0,
});
const months: MonthFigures[] = [
  { period: '2026-03', label: 'Mar 2026', moneyIn: side(10_350_000, 1), moneyOut: side(6_325_000, 2_000_001) },
  { period: '2026-04', label: 'Apr 2026', moneyIn: side(0), moneyOut: side(383_333) },
];

describe('money chart figures', () => {
  it('offers the sides there are, and the comparison only with both', () => {
    expect(viewsOf(true, true)).toEqual(['in', 'out', 'compare']);
    expect(viewsOf(true, false)).toEqual(['in']);
    expect(viewsOf(false, true)).toEqual(['out']);
    expect(viewsOf(false, false)).toEqual([]);
  });

  it('draws each side as sent, to the cent', () => {
    const out = seriesOf(months, 'out');
    expect(out.map((s) => s.label)).toEqual(['Claimed', 'Scheduled', 'Paid', 'Outstanding']);
    expect(out[0].values).toEqual([6_325_000, 383_333]);
    expect(out[2].values).toEqual([2_000_001, 0]);
    expect(out[3].values).toEqual([4_324_999, 383_333]);
    expect(seriesOf(months, 'in')[2].values).toEqual([1, 0]);
  });

  it('sets receivable against payable for the same months', () => {
    const compare = seriesOf(months, 'compare');
    expect(compare.map((s) => [s.label, s.values])).toEqual([
      ['Receivable from the principal', [10_350_000, 0]],
      ['Payable to subcontractors', [6_325_000, 383_333]],
    ]);
    expect(compare.map((s) => s.token)).toEqual(['--primary', '--warning']);
  });

  it('says what the chart shows', () => {
    expect(chartLabel('in', months)).toBe('Bar chart of money in by month from Mar 2026 to Apr 2026; the table below has the same figures.');
    expect(chartLabel('compare', months.slice(0, 1))).toBe(
      'Bar chart of receivable against payable by month for Mar 2026; the table below has the same figures.',
    );
  });
});
