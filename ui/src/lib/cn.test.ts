import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy parts', () => {
    expect(cn('a', false, null, undefined, 0, 'b')).toBe('a b');
  });

  it('lets later classes of the same kind win, including design-token colours', () => {
    expect(cn('px-3 text-fg-muted', 'text-fg-inverse/85')).toBe('px-3 text-fg-inverse/85');
    expect(cn('bg-primary hover:bg-primary-hover', 'bg-danger')).toBe('hover:bg-primary-hover bg-danger');
  });

  it('keeps font size and text colour apart', () => {
    expect(cn('text-sm text-fg', 'text-[13px]')).toBe('text-fg text-[13px]');
  });
});
