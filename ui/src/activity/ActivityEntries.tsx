/**
 * A list of activity entries, one look wherever activity shows: the claim's Activity tab (who
 * and what), the Latest Activity sidebar and the Activity log (who, what, which claim of which
 * contract). Times are relative and move on every 10 s.
 */
import { graphql, useFragment } from 'react-relay';
import type { ActivityEntries_entry$key } from '../__generated__/ActivityEntries_entry.graphql';
import { Link } from 'react-router';
import { initials } from '../auth/UserMenu';
import { cn } from '../lib/cn';
import { formatInstant } from '../lib/dates';
import { contractPath } from '../projects/paths';
import { relativeTime, useNow } from './relativeTime';

export const NO_ACTIVITY = 'No activity yet.';

const fragment = graphql`
  fragment ActivityEntries_entry on ActivityEntry @relay(plural: true) {
    id
    type
    at
    comment
    claimNumber
    siteName
    contractSlug
    ownerSlug
    user {
      name
    }
  }
`;

export function claimLabel(number: number): string {
  return number === 0 ? 'Initial Import' : `Claim ${number}`;
}

/** `where`: 'claim' (the entries are all of one claim: no links), or 'org' (link each to its claim and contract). */
export function ActivityEntries({
  entries: refs,
  org,
  where,
  className,
}: {
  entries: ActivityEntries_entry$key;
  org: string;
  where: 'claim' | 'org';
  className?: string;
}) {
  const entries = useFragment(fragment, refs);
  const now = useNow();
  return (
    <ol className={cn('flex flex-col', className)} data-testid="activity-list">
      {entries.map((entry) => {
        const contract = contractPath(org, entry.ownerSlug, entry.contractSlug);
        return (
          <li key={entry.id} className="flex gap-3 py-2.5" data-testid="activity-entry">
            <span
              aria-hidden
              className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-muted text-[11px] font-semibold text-fg-muted"
            >
              {initials({ name: entry.user.name, email: entry.user.name })}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-5 text-fg">
                <span className="font-medium">{entry.user.name}</span>{' '}
                <span className="text-fg-muted" data-testid="activity-type">
                  {entry.type}
                </span>
                {where === 'org' && entry.claimNumber != null ? (
                  <>
                    {' '}
                    <Link to={`${contract}/claims/${entry.claimNumber}`} className="link font-medium">
                      {claimLabel(entry.claimNumber)}
                    </Link>
                  </>
                ) : null}
              </p>
              {where === 'org' ? (
                <p className="truncate text-[13px] text-fg-subtle">
                  <Link to={contract} className="hover:text-fg hover:underline">
                    {entry.siteName}
                  </Link>
                </p>
              ) : null}
              {entry.comment ? <p className="mt-1 whitespace-pre-line text-sm text-fg-muted">{entry.comment}</p> : null}
            </div>
            <time dateTime={entry.at} title={formatInstant(entry.at)} className="mt-0.5 shrink-0 text-xs tabular text-fg-subtle">
              {relativeTime(entry.at, now)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
