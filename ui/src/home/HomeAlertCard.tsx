/**
 * A panel of the home above the claims (the retention alerts, the chain's exposure gaps): a card with a
 * title and a description, and a full-width link per line, each with the panel's icon, its text, the
 * panel's badge and a chevron. Shown only when it has lines. `HomeAlertSlot` is the Suspense each panel
 * loads its own small query in: nothing while loading, so it never holds up the claims below it.
 */
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Badge } from '../ui/Badge';
import { Card, CardHeader } from '../ui/Card';

export interface HomeAlertLine {
  key: string;
  text: string;
  /** Where the line leads. */
  to: string;
}

const ICON_TONES = { danger: 'text-danger', warning: 'text-warning' } as const;

export function HomeAlertCard({
  id,
  title,
  description,
  lines,
  icon: Icon,
  tone,
  badge,
  lineTestId,
}: {
  /** The card's test id; its title's element id is `${id}-title` (the card's accessible name). */
  id: string;
  title: string;
  description: string;
  lines: readonly HomeAlertLine[];
  icon: LucideIcon;
  tone: keyof typeof ICON_TONES;
  badge: string;
  lineTestId: string;
}) {
  if (lines.length === 0) return null;
  return (
    <Card className="mb-6" aria-labelledby={`${id}-title`} data-testid={id}>
      <CardHeader title={<span id={`${id}-title`}>{title}</span>} description={description} />
      <ul className="mt-3 border-t border-border">
        {lines.map((line) => (
          <li key={line.key} className="border-b border-border last:border-b-0" data-testid={lineTestId}>
            <Link to={line.to} className="focus-ring flex min-h-12 items-center gap-3 px-6 py-2.5 text-sm hover:bg-hover/60">
              <Icon aria-hidden className={`size-4 shrink-0 ${ICON_TONES[tone]}`} />
              <span className="min-w-0 flex-1 font-medium text-fg">{line.text}</span>
              <Badge tone={tone}>{badge}</Badge>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-fg-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function HomeAlertSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
