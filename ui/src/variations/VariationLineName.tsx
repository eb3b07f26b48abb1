/**
 * A ledger line that stands for a variation (app/variations/ledger.py), as the contract grid and
 * the claim builder name it: the description linking to the variation's page, and 'Approved' /
 * 'Not Approved'. Not Approved means an approval was withdrawn after something was claimed on
 * the line: it stays, and what is claimed on it cannot grow until both sides approve again.
 */
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';

export interface LineVariation {
  readonly issueNumber: number;
  readonly contractId: string;
  readonly isApproved: boolean;
  readonly label: string;
}

export const NOT_APPROVED_NOTE =
  'Approval was withdrawn after this variation was claimed: what is claimed stays, and it cannot grow until both sides approve again.';

export function variationPath(org: string, variation: LineVariation): string {
  return `${orgPath(org, 'issues', variation.issueNumber)}?c=${encodeURIComponent(variation.contractId)}`;
}

export function VariationLineName({
  variation,
  name,
  note = false,
  className,
}: {
  variation: LineVariation;
  name: string;
  /** Say under the name why a Not Approved line cannot grow (the claim builder). */
  note?: boolean;
  className?: string;
}) {
  const org = useOrgSlug();
  return (
    <span className={cn('inline-flex min-w-0 flex-col gap-0.5', className)}>
      <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-1.5">
        <Link
          to={variationPath(org, variation)}
          className="rounded-sm text-fg underline decoration-fg-subtle underline-offset-2 outline-none hover:decoration-fg focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="variation-line-link"
        >
          {name || '—'}
        </Link>
        <Badge
          size="sm"
          tone={variation.isApproved ? 'success' : 'warning'}
          title={variation.isApproved ? undefined : NOT_APPROVED_NOTE}
          data-testid="variation-line-state"
        >
          {variation.label}
        </Badge>
      </span>
      {note && !variation.isApproved ? (
        <span className="text-[12px] leading-4 text-fg-muted" data-testid="variation-line-note">
          {NOT_APPROVED_NOTE}
        </span>
      ) : null}
    </span>
  );
}
