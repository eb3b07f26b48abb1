import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default section). */
  as?: 'section' | 'div' | 'article';
}

/** A bordered surface. Compose with CardHeader / CardBody / CardFooter, or put content straight in. */
export function Card({ as: Tag = 'section', className, ...rest }: CardProps) {
  return <Tag className={cn('rounded-xl border border-border bg-surface shadow-xs', className)} {...rest} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  className?: string;
}

export function CardHeader({ title, description, actions, className }: CardHeaderProps) {
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-3 px-6 pt-5', className)}>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-6 py-5', className)} {...rest} />;
}

export interface CardFooterProps extends HTMLAttributes<HTMLDivElement> {
  /** Muted text on the left (e.g. 'The contract owner can edit these details'). */
  note?: ReactNode;
}

/** A tinted strip at the bottom: note on the left, actions on the right. */
export function CardFooter({ note, className, children, ...rest }: CardFooterProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-border bg-muted/60 px-6 py-3',
        className,
      )}
      {...rest}
    >
      <div className="text-[13px] text-fg-subtle">{note}</div>
      <div className="flex items-center gap-2">{children}</div>
    </div>
  );
}
