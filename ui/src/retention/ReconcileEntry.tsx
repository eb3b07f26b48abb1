/** The Retention page's way to the trust account's reconciliation (ReconcilePage.tsx). */
import { Landmark } from 'lucide-react';
import { orgPath, useOrgSlug } from '../shell/org';
import { LinkButton } from '../ui/Button';
import { Card, CardHeader } from '../ui/Card';

export function ReconcileEntry() {
  const slug = useOrgSlug();
  return (
    <Card>
      <CardHeader
        title="Bank reconciliation"
        description="Import the trust account's bank statement and reconcile it with the ledgers (CCA ss 18E, 18EA)."
        actions={
          <LinkButton to={orgPath(slug, 'retention', 'reconcile')} variant="secondary" icon={<Landmark className="size-4" aria-hidden />}>
            Reconcile
          </LinkButton>
        }
      />
    </Card>
  );
}
