import { cn } from '../lib/cn';

/** The Claimdesk mark: a claim document with a tick, on the brand colour. */
export function LogoMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path d="M10 7.5h8.2L23 12.3V23a1.5 1.5 0 0 1-1.5 1.5h-11.5A1.5 1.5 0 0 1 8.5 23V9A1.5 1.5 0 0 1 10 7.5Z" fill="var(--primary-fg)" fillOpacity="0.95" />
      <path d="M18 7.5v3.8c0 .6.4 1 1 1h4" fill="none" stroke="var(--primary)" strokeOpacity="0.35" strokeWidth="1.2" />
      <path d="m12.2 17.4 2.6 2.6 5-5.2" fill="none" stroke="var(--primary)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ className, size = 28 }: { className?: string; size?: number }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark size={size} />
      <span className="text-[17px] font-semibold tracking-tight text-fg">Claimdesk</span>
    </span>
  );
}
