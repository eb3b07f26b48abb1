import type { ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

/** The spec's tooltip delay. */
export const TOOLTIP_DELAY_MS = 500;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a disabled button needs a wrapping <span tabIndex={0}>). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  delay?: number;
  /** Render the children without a tooltip. */
  disabled?: boolean;
}

/** A hint shown on hover (after 500 ms) and on keyboard focus; Escape hides it. */
export function Tooltip({ content, children, side = 'top', align = 'center', delay = TOOLTIP_DELAY_MS, disabled }: TooltipProps) {
  if (disabled || content === null || content === undefined || content === '') return children;
  return (
    <TooltipPrimitive.Provider delayDuration={delay} skipDelayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-inverse px-2.5 py-1.5 text-xs font-medium leading-snug text-fg-inverse shadow-md animate-fade-in"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
