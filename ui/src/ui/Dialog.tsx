import { useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './Button';
import { useReturnFocus } from './focusReturn';

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked (rendered as-is, e.g. a <Button>). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Hide the × button (e.g. while a step must finish). */
  hideClose?: boolean;
  /** Block closing by Escape / clicking outside. */
  dismissible?: boolean;
  className?: string;
  /** Role alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus is trapped, Escape and the overlay close it, and focus returns to the
 * element that opened it: the `trigger`, or whatever had focus when `open` became true (a pencil,
 * a menu's button, a row), see focusReturn.ts.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose,
  dismissible = true,
  className,
  role = 'dialog',
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Uncontrolled (defaultOpen, or a trigger alone), whether it is open is followed here.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const returnFocus = useReturnFocus(open ?? uncontrolledOpen);
  const changed = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={changed}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] animate-fade-in" />
        <DialogPrimitive.Content
          role={role}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // With a Trigger Radix returns focus to it; otherwise to where the dialog was opened from.
          onCloseAutoFocus={trigger ? undefined : returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl border border-border bg-surface text-fg shadow-lg animate-pop-in focus:outline-none',
            WIDTHS[size],
            className,
          )}
        >
          <div className="flex items-start gap-4 px-6 pt-5">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DialogPrimitive.Title className="text-base font-semibold leading-6 text-fg">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-fg-muted">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <DialogPrimitive.Close
                aria-label="Close"
                className="-mr-2 -mt-1 inline-flex size-8 items-center justify-center rounded-md text-fg-subtle hover:bg-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden className="size-4" />
              </DialogPrimitive.Close>
            )}
          </div>
          {children ? <div className="min-h-0 overflow-y-auto px-6 py-4 text-sm">{children}</div> : <div className="h-4" />}
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border bg-muted/60 px-6 py-3.5 rounded-b-xl">
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog when clicked (wrap a Button). */
export const DialogClose = DialogPrimitive.Close;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Label of the action button, e.g. 'Delete'. */
  actionLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the action red. */
  tone?: 'primary' | 'danger';
  /**
   * Runs on the action. While a returned promise is pending the button shows a spinner and the
   * dialog stays open; it closes when the promise resolves and stays open if it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  children?: ReactNode;
}

/** A yes/no question, e.g. 'Delete pay cycle?' / 'Are you sure you want to delete this pay cycle?' / 'Delete'. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  actionLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const result = onConfirm();
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      onOpenChange(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // the caller reports the failure (toast); the dialog stays open for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      size="sm"
      role="alertdialog"
      hideClose
      dismissible={!busy}
      footer={
        <>
          {/* A destructive question starts on Cancel; others on the action. */}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy} autoFocus={tone === 'danger'}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={run} loading={busy} autoFocus={tone !== 'danger'}>
            {actionLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
