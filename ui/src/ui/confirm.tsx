/**
 * confirmDialog(): ask a yes/no question from anywhere and await the answer.
 *
 *   if (await confirmDialog({ title: 'Delete pay cycle?',
 *       description: 'Are you sure you want to delete this pay cycle?', actionLabel: 'Delete', tone: 'danger' })) { ... }
 *
 * <ConfirmHost/> is mounted once at the root; the dialog code loads on first use.
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  actionLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
}

interface Pending extends ConfirmOptions {
  id: number;
  resolve: (answer: boolean) => void;
}

let current: Pending | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    current?.resolve(false); // a newer question replaces an unanswered one
    current = { ...options, id: nextId++, resolve };
    emit();
  });
}

function answer(value: boolean) {
  const pending = current;
  current = null;
  pending?.resolve(value);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const ConfirmDialog = lazy(() => import('./Dialog').then((m) => ({ default: m.ConfirmDialog })));

export function ConfirmHost() {
  const pending = useSyncExternalStore(subscribe, () => current, () => null);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={pending.id}
        open
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        title={pending.title}
        description={pending.description}
        actionLabel={pending.actionLabel}
        cancelLabel={pending.cancelLabel}
        tone={pending.tone}
        onConfirm={() => answer(true)}
      />
    </Suspense>
  );
}
