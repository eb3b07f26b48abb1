import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../lib/cn';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<BannerTone, { box: string; icon: ReactNode }> = {
  info: { box: 'bg-info-soft border-primary/25 [&_[data-icon]]:text-primary', icon: <Info /> },
  success: { box: 'bg-success-soft border-success/25 [&_[data-icon]]:text-success', icon: <CircleCheck /> },
  warning: { box: 'bg-warning-soft border-warning/30 [&_[data-icon]]:text-warning', icon: <TriangleAlert /> },
  danger: { box: 'bg-danger-soft border-danger/30 [&_[data-icon]]:text-danger', icon: <CircleAlert /> },
  neutral: { box: 'bg-muted border-border [&_[data-icon]]:text-fg-subtle', icon: <Info /> },
};

export interface BannerProps {
  tone?: BannerTone;
  /** Bold first line, e.g. 'This project is archived'. */
  title: ReactNode;
  /** Second line, e.g. 'You can restore it at any time.' */
  children?: ReactNode;
  /** A button on the right (e.g. Restore). */
  action?: ReactNode;
  /** Replace the tone's icon; pass null for none. */
  icon?: ReactNode | null;
  onDismiss?: () => void;
  className?: string;
}

/** A full-width message above content. Danger banners are announced as alerts. */
export function Banner({ tone = 'info', title, children, action, icon, onDismiss, className }: BannerProps) {
  const style = TONES[tone];
  const shownIcon = icon === undefined ? style.icon : icon;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', style.box, className)}
    >
      {shownIcon ? (
        <span data-icon aria-hidden className="mt-px shrink-0 [&_svg]:size-[18px]">
          {shownIcon}
        </span>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold text-fg">{title}</p>
        {children ? <div className="text-fg-muted">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
      {onDismiss ? (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle hover:bg-surface/60 hover:text-fg"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
