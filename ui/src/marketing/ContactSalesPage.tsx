import { Check } from 'lucide-react';
import { DemoRequestForm } from './DemoRequestForm';
import { PageIntro } from './PageIntro';

const EXPECT = [
  'A 30-minute walkthrough using a contract like yours',
  'How claims, payment schedules and deadlines work under the Act in Claimdesk',
  'Pricing for your team, and help moving your current claims across',
];

export function Component() {
  return (
    <>
      <title>Request a demo · Claimdesk</title>
      <div className="mx-auto grid max-w-6xl gap-14 px-5 py-20 sm:px-6 lg:grid-cols-[1fr_28rem] lg:gap-20 lg:py-24">
        <div>
          <PageIntro eyebrow="Request a demo" title="See how Claimdesk fits your projects">
            Tell us a little about your work and we'll set up a time that suits you.
          </PageIntro>
          <ul className="mt-10 flex flex-col gap-4">
            {EXPECT.map((item) => (
              <li key={item} className="flex items-start gap-3 text-[15px] text-fg-muted">
                <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
                  <Check aria-hidden className="size-3.5" strokeWidth={2.5} />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="demo-form-title" className="rounded-2xl border border-border bg-surface p-7 shadow-md sm:p-8">
          <h2 id="demo-form-title" className="text-lg font-semibold text-fg">
            Request a demo
          </h2>
          <p className="mt-1 text-sm text-fg-muted">We usually reply within one business day.</p>
          <div className="mt-6">
            <DemoRequestForm />
          </div>
        </section>
      </div>
    </>
  );
}
