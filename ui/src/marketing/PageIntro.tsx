import type { ReactNode } from 'react';

/** The title block at the top of a marketing page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
      <h1 className="mt-3 text-4xl font-semibold tracking-[-0.03em] text-fg sm:text-5xl">{title}</h1>
      {children ? <div className="mt-5 text-lg leading-relaxed text-fg-muted">{children}</div> : null}
    </div>
  );
}
