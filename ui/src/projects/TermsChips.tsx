/**
 * Payment terms at a glance (issue 40): a chip for each term of a contract that differs from the Act's
 * defaults — 'schedules in 10 WD', 'pays in 14 days' — in the server's words
 * (Contract.paymentTerms.atAGlance, app/domain/payment_terms.py at_a_glance). Nothing when the Act's
 * 20 working days apply to both.
 */
import { cn } from '../lib/cn';
import { Badge } from '../ui/Badge';

export const TERMS_DIFFER = "Payment terms that differ from the Act's defaults";

export function TermsChips({ chips, className }: { chips: ReadonlyArray<string>; className?: string }) {
  if (!chips.length) return null;
  return (
    <span className={cn('flex shrink-0 gap-1', className)} title={TERMS_DIFFER} data-testid="terms-chips">
      <span className="sr-only">{TERMS_DIFFER}:</span>
      {chips.map((chip) => (
        <Badge key={chip} tone="neutral" size="sm" data-testid="terms-chip">
          {chip}
        </Badge>
      ))}
    </span>
  );
}
