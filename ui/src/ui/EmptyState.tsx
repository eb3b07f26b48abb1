import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps {
  /** A lucide icon element, e.g. <Inbox />. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  /** Less padding, for panels and table cells. */
  compact?: boolean;
  /** Inside a dashed panel: the whole main area of a page or tab that has nothing to show. */
  bordered?: boolean;
  className?: string;
}

export function EmptyState({ icon, title, description, action, compact, bordered, className }: EmptyStateProps) {
  const body = (
    <div className={cn('flex flex-col items-center justify-center text-center', compact ? 'gap-2 px-4 py-8' : 'gap-3 px-6 py-16', className)}>
      {icon ? (
        <div className="mb-1 inline-flex size-11 items-center justify-center rounded-xl border border-border bg-muted text-fg-subtle [&_svg]:size-5">
          {icon}
        </div>
      ) : null}
      <h3 className="text-[15px] font-semibold text-fg">{title}</h3>
      {description ? <p className="max-w-sm text-sm text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
  return bordered ? <div className="rounded-xl border border-dashed border-border-strong bg-surface">{body}</div> : body;
}
