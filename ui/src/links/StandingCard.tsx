/**
 * Where the linked claim stands under the Act, as the server's `standing` has it: its badges, what
 * is payable, received and outstanding, the next date that counts, and the date of the rules.
 */
import { PAYER_INFO_URL } from '../config';
import { cn } from '../lib/cn';
import { dollars } from '../lib/format';
import { Badge, Card, CardBody } from '../ui';
import type { LinkDocument, LinkStanding } from './api';

/** The claim's badges as the server words them, the first being where it stands. */
export function StandingBadges({ standing }: { standing: LinkStanding }) {
  if (!standing.badges.length) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5" data-testid="link-badges">
      {standing.badges.map((badge, i) => (
        <Badge key={`${badge.text}-${i}`} tone={badge.tone} dot={i === 0} data-testid="link-badge">
          {badge.text}
        </Badge>
      ))}
    </div>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1" data-testid={testId}>
      <dt className="text-fg-muted">{label}</dt>
      <dd className={cn('tabular text-right', strong ? 'font-semibold text-fg' : 'text-fg')}>{value}</dd>
    </div>
  );
}

/** What is payable, received and outstanding, and the next date that counts, from the server. */
export function StandingCard({ doc }: { doc: LinkDocument }) {
  const st = doc.standing;
  if (st.claimed === null) return null;
  return (
    <Card data-testid="link-standing">
      <CardBody className="flex flex-col gap-3">
        <div>
          <h2 className="text-sm font-semibold text-fg">Where this claim stands</h2>
          {st.nextLabel ? (
            <p
              className={cn('mt-1 text-base font-semibold', st.scheduleOverdue || st.paymentOverdue ? 'text-danger' : 'text-fg')}
              data-testid="link-next"
            >
              {st.nextLabel}
            </p>
          ) : null}
        </div>
        {st.summary ? (
          <p className="text-sm text-fg" data-testid="link-summary">
            {st.summary}
          </p>
        ) : null}
        <dl className="divide-y divide-border text-sm">
          {st.summary ? null : <Figure label="Claimed" value={dollars(st.claimed)} />}
          <Figure label="Received" value={dollars(st.received)} testId="link-received" />
          {st.outstanding !== null ? (
            <Figure label="Outstanding" value={dollars(st.outstanding)} strong testId="link-outstanding" />
          ) : null}
        </dl>
        <p className="text-xs text-fg-subtle" data-testid="link-rules-note">
          {doc.rulesNote}
        </p>
        {/* The payer's duties under the Act (issue 36): the product's own page unless configured. */}
        <a href={PAYER_INFO_URL} target="_blank" rel="noopener noreferrer" className="link text-sm" data-testid="link-payer-info">
          More information
        </a>
      </CardBody>
    </Card>
  );
}
