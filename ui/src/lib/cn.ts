import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy values; later Tailwind classes override earlier ones of
 * the same kind, so a `className` passed to a component wins:
 * cn('px-3 text-fg-muted', cond && 'text-fg') -> 'px-3 text-fg'.
 */
export function cn(...parts: Array<string | false | null | undefined | 0>): string {
  return twMerge(parts.filter(Boolean).join(' '));
}
