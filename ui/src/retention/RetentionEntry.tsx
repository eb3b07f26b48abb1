/** A way from the Retention page to one of its own screens (the reconciliation, the certificate): a card with a link button. */
import type { LucideIcon } from 'lucide-react';
import { orgPath, useOrgSlug } from '../shell/org';
import { LinkButton } from '../ui/Button';
import { Card, CardHeader } from '../ui/Card';

export function RetentionEntry({
  title,
  description,
  screen,
  label,
  icon: Icon,
}: {
  title: string;
  description: string;
  /** The screen's path under /{org}/retention. */
  screen: string;
  label: string;
  icon: LucideIcon;
}) {
  const slug = useOrgSlug();
  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        actions={
          <LinkButton to={orgPath(slug, 'retention', screen)} variant="secondary" icon={<Icon className="size-4" aria-hidden />}>
            {label}
          </LinkButton>
        }
      />
    </Card>
  );
}
