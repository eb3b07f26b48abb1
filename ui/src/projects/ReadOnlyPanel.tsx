/** A value a project form shows but does not let the user change (the supplier's business, the parent's site). */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export function ReadOnlyPanel({ icon: Icon, testId, children }: { icon: LucideIcon; testId: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/50 px-3 py-2.5 text-sm" data-testid={testId}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
      {children}
    </div>
  );
}
