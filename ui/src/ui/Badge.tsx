import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-muted text-fg-muted border-border',
  primary: 'bg-primary-soft text-primary-soft-fg border-transparent',
  success: 'bg-success-soft text-success-soft-fg border-transparent',
  warning: 'bg-warning-soft text-warning-soft-fg border-transparent',
  danger: 'bg-danger-soft text-danger-soft-fg border-transparent',
  info: 'bg-info-soft text-info-soft-fg border-transparent',
  accent: 'bg-accent-soft text-accent-fg border-transparent',
};

const DOTS: Record<BadgeTone, string> = {
  neutral: 'bg-fg-subtle',
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-primary',
  accent: 'bg-accent',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A coloured dot before the text (status badges: 'Paid', 'Schedule Due' ...). */
  dot?: boolean;
  size?: 'sm' | 'md';
}

export function Badge({ tone = 'neutral', dot, size = 'md', className, children, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border font-medium',
        size === 'sm' ? 'px-1.5 py-px text-[11px]' : 'px-2 py-0.5 text-xs',
        TONES[tone],
        className,
      )}
      data-tone={tone}
      {...rest}
    >
      {dot ? <span aria-hidden className={cn('size-1.5 rounded-full', DOTS[tone])} /> : null}
      {children}
    </span>
  );
}
