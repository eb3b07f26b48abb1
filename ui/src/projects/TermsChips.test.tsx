// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsChips } from './TermsChips';

describe('payment terms at a glance', () => {
  it("shows the server's words, one chip each, named for a screen reader", () => {
    render(<TermsChips chips={['schedules in 10 WD', 'pays in 14 days']} />);
    expect(screen.getAllByTestId('terms-chip').map((chip) => chip.textContent)).toEqual(['schedules in 10 WD', 'pays in 14 days']);
    expect(screen.getByTestId('terms-chips').textContent).toContain("Payment terms that differ from the Act's defaults:");
  });

  it("shows nothing when the Act's defaults apply", () => {
    const { container } = render(<TermsChips chips={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
