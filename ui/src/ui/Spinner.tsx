import { cn } from '../lib/cn';

const SIZES = { xs: 12, sm: 16, md: 20, lg: 28 } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES | number;
  className?: string;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 'sm', className, label }: SpinnerProps) {
  const px = typeof size === 'number' ? size : SIZES[size];
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface LoaderProps {
  /** Shown under the spinner, e.g. the spec's 'Loading contract...'. */
  message?: string;
  className?: string;
  /** Fill the viewport (initial page load). */
  fullScreen?: boolean;
}

/** A centred spinner with a message; announced politely to screen readers. */
export function Loader({ message, className, fullScreen }: LoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-sm text-fg-muted animate-fade-in',
        fullScreen ? 'min-h-screen' : 'py-16',
        className,
      )}
    >
      <Spinner size="md" className="text-primary" />
      {message ? <p>{message}</p> : <span className="sr-only">Loading…</span>}
    </div>
  );
}

export function PageLoader({ message }: { message?: string }) {
  return <Loader fullScreen message={message} />;
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} />;
}
