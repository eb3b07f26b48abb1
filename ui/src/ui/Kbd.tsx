import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** A keyboard key, e.g. <Kbd>⌘K</Kbd>. */
export function Kbd({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <kbd
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded border border-border bg-muted px-1 font-sans text-[11px] font-medium text-fg-subtle',
        className,
      )}
      {...rest}
    />
  );
}
