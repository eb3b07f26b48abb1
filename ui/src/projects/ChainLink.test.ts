import { describe, expect, it } from 'vitest';
import { daysLeftText } from './ChainLink';

describe('the working days left to a schedule deadline, as a chain link says them', () => {
  it('counts days to go, the day itself, and days overdue', () => {
    expect(daysLeftText(14)).toBe('14 working days left');
    expect(daysLeftText(1)).toBe('1 working day left');
    expect(daysLeftText(0)).toBe('due today');
    expect(daysLeftText(-1)).toBe('1 working day overdue');
    expect(daysLeftText(-3)).toBe('3 working days overdue');
  });
});
