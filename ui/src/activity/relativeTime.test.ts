import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2026-03-10T12:00:00Z');

describe('relativeTime', () => {
  it("says 'just now' for anything under 60 seconds", () => {
    expect(relativeTime('2026-03-10T12:00:00Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T11:59:01Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T11:59:00.001Z', now)).toBe('just now');
  });

  it('counts minutes from the 60th second', () => {
    expect(relativeTime('2026-03-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  });

  it("reads a time a little ahead of this clock (skew) as 'just now'", () => {
    expect(relativeTime('2026-03-10T12:03:00Z', now)).toBe('just now');
  });

  it('leaves what is not a time as it is', () => {
    expect(relativeTime('soon', now)).toBe('soon');
  });
});
