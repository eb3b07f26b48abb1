/**
 * Retention both ways, never netted (CCA ss 18C-18FB): 'Held from us' (retention others hold from the
 * organisation as payee) and 'We hold' (what it holds as payer, on trust), side by side, with the
 * reason one does not count towards the other.
 */
import { graphql, useFragment } from 'react-relay';
import type { MoneyRetention_money$key } from '../__generated__/MoneyRetention_money.graphql';
import { dollars } from '../lib/format';
import { HELD_FROM_US, WE_HOLD } from './texts';

const fragment = graphql`
  fragment MoneyRetention_money on Money {
    retention {
      heldFromUs
      weHold
      trustNote
    }
  }
`;

function Figure({ title, cents, testId }: { title: string; cents: number; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-fg-subtle">{title}</dt>
      <dd className="text-lg font-semibold tabular text-fg" data-testid={testId}>
        {dollars(cents)}
      </dd>
    </div>
  );
}

export function MoneyRetention({ money }: { money: MoneyRetention_money$key }) {
  const { retention } = useFragment(fragment, money);
  return (
    <section aria-labelledby="money-retention-title" className="flex flex-col gap-2">
      <h3 id="money-retention-title" className="text-sm font-semibold text-fg">
        Retention held today
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Figure title={HELD_FROM_US} cents={retention.heldFromUs} testId="retention-held-from-us" />
        <Figure title={WE_HOLD} cents={retention.weHold} testId="retention-we-hold" />
      </dl>
      <p className="text-sm text-fg-muted" data-testid="retention-trust-note">
        {retention.trustNote}
      </p>
    </section>
  );
}
