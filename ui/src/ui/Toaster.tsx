import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../theme/theme';

/**
 * Toasts. Mount <Toaster/> once (the root does); call `toast` anywhere:
 *   toast('Organisation updated', { description: 'Changes saved' })
 *   toast.success('Business details updated.'), toast.error(message)
 *   const id = toast.loading('Saving...'); ... toast.success('Saved', { id })
 *   toast.promise(save(), { loading: 'Sending feedback...', success: 'Thank you for your feedback!', error: (e) => e.message })
 */
export { toast } from 'sonner';

export function Toaster() {
  const { resolved } = useTheme();
  return (
    <Sonner
      theme={resolved}
      position="bottom-right"
      closeButton
      duration={5000}
      style={
        {
          '--normal-bg': 'var(--surface)',
          '--normal-text': 'var(--fg)',
          '--normal-border': 'var(--border)',
          '--success-bg': 'var(--surface)',
          '--success-text': 'var(--fg)',
          '--success-border': 'var(--border)',
          '--error-bg': 'var(--surface)',
          '--error-text': 'var(--fg)',
          '--error-border': 'var(--border)',
          '--border-radius': '12px',
          fontFamily: 'var(--font-sans)',
        } as CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: 'shadow-lg',
          title: 'font-medium',
          description: '!text-fg-muted',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-danger',
        },
      }}
    />
  );
}
