/**
 * One link of the contracting chain (issue 40; ChainTab.tsx lists them): its parties, the open claim
 * with its schedule deadline and working days left, the payment date, the amounts outstanding and the
 * retention held. Every date is the server's stored fact (app.payments.chain), never counted here. A
 * subcontract the viewer's organisation is no party to shows only as 'A further subcontract exists'.
 */
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ChainLink_link$key } from '../__generated__/ChainLink_link.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { Badge } from '../ui/Badge';
import { contractPath } from './paths';

const fragment = graphql`
  fragment ChainLink_link on ChainLink {
    contractId
    ownerSlug
    slug
    siteName
    depth
    isCurrent
    viewerIsSupplier
    customerName
    supplierName
    outstanding
    retentionHeld
    furtherSubcontract
    openClaim {
      number
      scheduleDeadline
      workingDaysLeft
      paymentDue
      nextLabel
    }
  }
`;

/** '3 working days left', 'due today', '2 working days overdue' (the server counts them). */
export function daysLeftText(left: number): string {
  if (left === 0) return 'due today';
  const n = Math.abs(left);
  const days = `${n} working day${n === 1 ? '' : 's'}`;
  return left > 0 ? `${days} left` : `${days} overdue`;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-fg-subtle">{label}</dt>
      <dd className="text-sm text-fg tabular-nums">{children}</dd>
    </div>
  );
}

export function ChainLink({ link: ref, org, furtherText }: { link: ChainLink_link$key; org: string; furtherText: string }) {
  const link = useFragment(fragment, ref);
  const claim = link.openClaim;
  const indent = { marginInlineStart: `${Math.min(link.depth, 6) * 1.5}rem` };
  return (
    <li className="flex flex-col gap-2" data-testid="chain-link">
      <article
        style={indent}
        aria-current={link.isCurrent ? 'page' : undefined}
        className={`rounded-lg border p-4 ${link.isCurrent ? 'border-primary bg-primary/5' : 'border-border bg-surface'}`}
      >
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link to={contractPath(org, link.ownerSlug, link.slug)} className="focus-ring rounded font-semibold text-fg hover:underline">
            {link.customerName} → {link.supplierName}
          </Link>
          <span className="text-sm text-fg-subtle">{link.siteName}</span>
          <Badge tone={link.viewerIsSupplier ? 'accent' : 'info'} size="sm">
            {link.viewerIsSupplier ? 'You are paid' : 'You pay'}
          </Badge>
          {link.isCurrent ? <Badge size="sm">This contract</Badge> : null}
        </header>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Open claim">
            {claim ? (
              <>
                Claim {claim.number}
                {claim.scheduleDeadline && claim.workingDaysLeft != null ? (
                  <span className="block text-fg-muted" data-testid="chain-deadline">
                    Schedule due {formatDate(claim.scheduleDeadline)} ({daysLeftText(claim.workingDaysLeft)})
                  </span>
                ) : claim.nextLabel ? (
                  <span className="block text-fg-muted">{claim.nextLabel}</span>
                ) : null}
              </>
            ) : (
              <span className="text-fg-subtle">None open</span>
            )}
          </Figure>
          <Figure label="Payment due">{claim?.paymentDue ? formatDate(claim.paymentDue) : <span className="text-fg-subtle">—</span>}</Figure>
          <Figure label="Outstanding">{dollars(Number(link.outstanding))}</Figure>
          <Figure label="Retention held">{dollars(Number(link.retentionHeld))}</Figure>
        </dl>
      </article>
      {link.furtherSubcontract ? (
        <p
          style={{ marginInlineStart: `${(Math.min(link.depth, 6) + 1) * 1.5}rem` }}
          className="rounded-lg border border-dashed border-border px-4 py-2 text-sm text-fg-muted"
          data-testid="chain-further"
        >
          {furtherText}
        </p>
      ) : null}
    </li>
  );
}
