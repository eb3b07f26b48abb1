/** / — the landing page under the marketing layout (spec 1 section 2): hero, features, how it works and facts. */
import type { ReactNode } from 'react';
import {
  ArrowRight,
  Calculator,
  CalendarClock,
  Check,
  ClipboardList,
  FileCheck2,
  Layers,
  MessageSquareText,
} from 'lucide-react';
import { LinkButton } from '../ui/Button';
import { ClaimPreview } from './ClaimPreview';
import { CREATE_ACCOUNT, GET_STARTED, SIGN_UP } from './signUp';

/** The spec's marketing copy, word for word. */
export const HERO_TITLE = 'The Fastest Way to Send Progress Claims';
export const HERO_SUBTITLE = "Construction Payments are complex and confusing. We think that's wrong, so we fixed it.";

const FEATURES: Array<{ icon: ReactNode; title: string; body: string }> = [
  {
    icon: <FileCheck2 />,
    title: 'Claims that meet the Act',
    body: 'Every claim names the contract, the period and the amount, shows how it was worked out, and tells your customer when their payment schedule is due.',
  },
  {
    icon: <CalendarClock />,
    title: 'Deadlines in NZ working days',
    body: 'Due dates skip weekends, public holidays including Matariki, and the 24 December to 5 January break, in New Zealand time.',
  },
  {
    icon: <MessageSquareText />,
    title: 'Payment schedules with reasons',
    body: "Customers answer line by line. Any amount that differs from the claim needs a reason, so nobody has to guess what was cut or why.",
  },
  {
    icon: <Calculator />,
    title: 'GST and retentions, done for you',
    body: 'GST at 15% rounded to the cent. Retentions worked out from your formula and carried from one claim to the next.',
  },
  {
    icon: <ClipboardList />,
    title: "Variations that don't get lost",
    body: 'Raise a request, collect cost and time estimates from each subcontractor, and record approval from both sides.',
  },
  {
    icon: <Layers />,
    title: 'One ledger for the whole contract',
    body: 'Quote, every claim, every schedule, to date and remaining on one grid. Subcontracts sit under their project.',
  },
];

const STEPS = [
  {
    title: 'Set up the contract',
    body: 'Import your schedule of quantities from a spreadsheet, then add your customer and who receives claims.',
  },
  {
    title: 'Claim each period',
    body: 'Enter percentages or quantities. Claimdesk totals the claim, applies retentions and GST, and emails a PDF and a secure link.',
  },
  {
    title: 'Get the schedule, get paid',
    body: "Your customer answers online with a payment schedule. You see what's coming and when, and mark it paid.",
  },
];

const FACTS = [
  { value: '20', unit: 'working days', label: 'Default time to answer a claim, counted for you' },
  { value: '15%', unit: 'GST', label: 'Calculated on every line and rounded to the cent' },
  { value: '1', unit: 'ledger', label: 'Claims, schedules and variations side by side' },
  { value: '0', unit: 'spreadsheets', label: 'To chase, reconcile or email back and forth' },
];

function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-soft-fg">
        <Check aria-hidden className="size-3.5" strokeWidth={2.5} />
      </span>
      <span>{children}</span>
    </li>
  );
}

export function LandingPage() {
  return (
    <>
      <title>Claimdesk · The Fastest Way to Send Progress Claims</title>

      {/* Hero */}
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_bottom,var(--surface),var(--bg))] [mask-image:linear-gradient(to_bottom,black,transparent)]"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 opacity-60 [background-image:linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] [background-size:44px_44px] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-16 px-5 pb-24 pt-16 sm:px-6 sm:pt-24 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pb-32">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-[13px] font-medium text-fg-muted shadow-xs">
              <span className="size-1.5 rounded-full bg-accent" />
              Built for the Construction Contracts Act 2002
            </p>
            <h1 className="mt-6 text-[2.6rem] font-semibold leading-[1.05] tracking-[-0.035em] text-fg sm:text-6xl">
              {HERO_TITLE}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted sm:text-xl">{HERO_SUBTITLE}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <LinkButton to={SIGN_UP} size="lg" iconAfter={<ArrowRight />}>
                {CREATE_ACCOUNT}
              </LinkButton>
              <LinkButton to="/contact/sales" size="lg" variant="secondary">
                Request a demo
              </LinkButton>
            </div>
            <ul className="mt-9 grid gap-2.5 text-sm text-fg-muted sm:grid-cols-2">
              <CheckItem>Claims with everything the Act asks for</CheckItem>
              <CheckItem>Schedule deadlines counted for you</CheckItem>
              <CheckItem>GST and retentions to the cent</CheckItem>
              <CheckItem>Your customer answers online</CheckItem>
            </ul>
          </div>
          <ClaimPreview />
        </div>
      </section>

      {/* Facts */}
      <section aria-label="Claimdesk in numbers" className="border-y border-border bg-surface">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-10 px-5 py-12 sm:px-6 lg:grid-cols-4">
          {FACTS.map((fact) => (
            <div key={fact.unit} className="flex flex-col gap-1.5 px-2 lg:border-l lg:border-border lg:px-8 lg:first:border-l-0 lg:first:pl-0">
              <dt className="order-2 text-sm text-fg-muted">{fact.label}</dt>
              <dd className="order-1 flex items-baseline gap-2">
                <span className="text-3xl font-semibold tracking-tight text-fg tabular">{fact.value}</span>
                <span className="text-sm font-medium text-fg-subtle">{fact.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {/* Features */}
      <section id="features" className="scroll-mt-20">
        <div className="mx-auto max-w-6xl px-5 py-24 sm:px-6 lg:py-28">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-primary">Features</p>
            <h2 className="mt-3 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
              Everything a payment claim needs. Nothing it doesn't.
            </h2>
            <p className="mt-4 text-lg text-fg-muted">
              Claimdesk is built around the Construction Contracts Act, so claims go out complete, on time and easy to
              answer.
            </p>
          </div>
          <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <article
                key={feature.title}
                className="group rounded-2xl border border-border bg-surface p-6 shadow-xs transition-shadow hover:shadow-md"
              >
                <div className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg [&_svg]:size-5">
                  {feature.icon}
                </div>
                <h3 className="mt-5 text-[17px] font-semibold text-fg">{feature.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-fg-muted">{feature.body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      {/* How it works */}
      <section id="how-it-works" className="scroll-mt-20 border-t border-border bg-surface">
        <div className="mx-auto max-w-6xl px-5 py-24 sm:px-6 lg:py-28">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-primary">How it works</p>
            <h2 className="mt-3 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">From quote to paid in three steps</h2>
          </div>
          <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative">
                <div className="flex items-center gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-border-strong bg-bg text-sm font-semibold text-fg tabular">
                    {index + 1}
                  </span>
                  {index < STEPS.length - 1 ? <span aria-hidden className="hidden h-px flex-1 bg-border-strong md:block" /> : null}
                </div>
                <h3 className="mt-5 text-lg font-semibold text-fg">{step.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-fg-muted">{step.body}</p>
              </li>
            ))}
          </ol>

          <div className="mt-20 grid gap-5 lg:grid-cols-2">
            <div className="rounded-2xl border border-border bg-bg p-8">
              <p className="text-sm font-semibold text-fg-subtle">For contractors and subcontractors</p>
              <h3 className="mt-2 text-xl font-semibold text-fg">Send claims in minutes, not evenings</h3>
              <ul className="mt-6 flex flex-col gap-3 text-[15px] text-fg-muted">
                <CheckItem>Start each claim from the last one</CheckItem>
                <CheckItem>Know when your claim has been opened</CheckItem>
                <CheckItem>Every scheduled amount and due date in one inbox</CheckItem>
              </ul>
            </div>
            <div className="rounded-2xl border border-border bg-bg p-8">
              <p className="text-sm font-semibold text-fg-subtle">For head contractors and clients</p>
              <h3 className="mt-2 text-xl font-semibold text-fg">Answer every claim on time</h3>
              <ul className="mt-6 flex flex-col gap-3 text-[15px] text-fg-muted">
                <CheckItem>Every claim in one place and one format</CheckItem>
                <CheckItem>Payment schedules with reasons in a few clicks</CheckItem>
                <CheckItem>Variations tracked from request to approval</CheckItem>
              </ul>
            </div>
          </div>
        </div>
      </section>

      {/* Call to action */}
      <section className="px-5 py-20 sm:px-6 lg:py-24">
        <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-inverse px-8 py-14 sm:px-14 sm:py-16 dark:border dark:border-border dark:bg-surface">
          <div
            aria-hidden
            className="absolute -right-24 -top-24 size-80 rounded-full bg-[radial-gradient(circle,var(--primary),transparent_70%)] opacity-40"
          />
          <div className="relative flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2 className="text-3xl font-semibold tracking-tight text-fg-inverse dark:text-fg">Send your next claim with Claimdesk</h2>
              <p className="mt-3 text-lg text-fg-inverse/75 dark:text-fg-muted">
                Create an account and set up your first contract today, or let us walk through a real claim with you in 30
                minutes.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <LinkButton to={SIGN_UP} size="lg" iconAfter={<ArrowRight />}>
                {GET_STARTED}
              </LinkButton>
              <LinkButton to="/contact/sales" size="lg" variant="secondary">
                Request a demo
              </LinkButton>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
