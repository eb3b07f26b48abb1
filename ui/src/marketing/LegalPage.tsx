import type { ReactNode } from 'react';

/** The frame of the terms and privacy pages. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-20 sm:px-6 lg:py-24">
      <p className="text-sm font-semibold text-primary">Legal</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-[-0.03em] text-fg">{title}</h1>
      <p className="mt-3 text-sm text-fg-subtle">Last updated {updated}</p>
      <div className="prose-cd mt-10 text-[15px]">{children}</div>
    </article>
  );
}
