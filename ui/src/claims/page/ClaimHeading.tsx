/**
 * The claim page's heading: the title of the revision shown with the claim's badges, its
 * invoice reference and site, (when the viewer sees both) the switch between the draft and the
 * submitted version, and the claim's statutory dates and amounts (ClaimStanding).
 */
import type { ReactNode } from 'react';

export function ClaimHeading({
  title,
  badges,
  standing,
  invoiceReference,
  siteName,
  showSubmitted,
  onToggle,
}: {
  title: string;
  /** The claim's badges (ClaimBadges). */
  badges: ReactNode;
  /** Its dates and amounts under their one name (ClaimStanding). */
  standing?: ReactNode;
  /** Of the revision shown; null when none is. */
  invoiceReference: string | null;
  siteName: string;
  /** Whether the submitted version is shown instead of the draft; null: there is nothing to switch. */
  showSubmitted: boolean | null;
  onToggle: () => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h1 className="flex flex-wrap items-center gap-2.5 text-2xl font-semibold tracking-tight text-fg">
        {title}
        {badges}
      </h1>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
        {invoiceReference !== null ? (
          <>
            <span>{invoiceReference}</span>
            <span aria-hidden>·</span>
          </>
        ) : null}
        <span>{siteName}</span>
        {showSubmitted !== null ? (
          <>
            <span aria-hidden>·</span>
            <button type="button" className="link text-sm" onClick={onToggle}>
              {showSubmitted ? 'Show the draft' : 'Show the submitted version'}
            </button>
          </>
        ) : null}
      </p>
      {standing}
    </div>
  );
}
