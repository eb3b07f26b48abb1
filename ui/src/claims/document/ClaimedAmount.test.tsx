// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleTotals } from '../../schedules/ScheduleTotals';
import { ClaimedAmount, claimedAmountWords } from './ClaimedAmount';

// 14,000.00 claimed less 5% retention: 13,300.00 excl. GST (issue 34's example).
const withGst = { gstExclusive: 1_330_000, gst: 199_500, gstLabel: 'GST @ 15%', netPayment: 1_529_500, chargesGst: true };
const noGst = { gstExclusive: 1_330_000, gst: 0, gstLabel: '', netPayment: 1_330_000, chargesGst: false };

describe('the claimed amount on the claim page', () => {
  it('splits out the GST of a registered supplier', () => {
    render(<ClaimedAmount totals={withGst} due={null} pending={false} />);
    const box = screen.getByTestId('claimed-amount');
    expect(box.textContent).toContain('$13,300.00 excl. GST + GST @ 15% $1,995.00');
    expect(box.textContent).toContain('$15,295.00incl. GST');
  });

  it('says nothing of GST for a supplier not registered for it', () => {
    render(<ClaimedAmount totals={noGst} due={null} pending={false} />);
    const box = screen.getByTestId('claimed-amount');
    expect(box.textContent).toBe('Claimed amount$13,300.00');
    expect(box.textContent).not.toMatch(/GST/);
    expect(claimedAmountWords(noGst)).toEqual({ breakdown: null, suffix: null });
  });
});

describe('the payment schedule totals of a claim without GST', () => {
  const totals = { retention: -60_000, scheduleExcl: 1_130_000, scheduleTax: 0, net: 1_130_000, claimedNet: 1_330_000, difference: 200_000 };

  it('have no GST rows', () => {
    render(<ScheduleTotals totals={totals} chargesGst={false} />);
    const shown = screen.getByTestId('schedule-totals');
    expect(shown.textContent).not.toMatch(/GST/);
    expect([...shown.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Retention',
      'Net scheduled',
      'Claimed',
      'Difference from claimed',
    ]);
  });

  it('keep them for a registered supplier', () => {
    render(<ScheduleTotals totals={{ ...totals, scheduleTax: 169_500, net: 1_299_500 }} />);
    expect(screen.getByTestId('schedule-totals').textContent).toContain('Scheduled excl. GST');
  });
});
