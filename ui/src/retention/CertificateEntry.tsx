/** The Retention page's way to the quarterly compliance certificate (CertificatePage.tsx). */
import { FileCheck } from 'lucide-react';
import { orgPath, useOrgSlug } from '../shell/org';
import { LinkButton } from '../ui/Button';
import { Card, CardHeader } from '../ui/Card';

export function CertificateEntry() {
  const slug = useOrgSlug();
  return (
    <Card>
      <CardHeader
        title="Compliance certificate"
        description="Each quarter, the five checks of the trust records with their evidence, signed by a director (owners)."
        actions={
          <LinkButton to={orgPath(slug, 'retention', 'certificate')} variant="secondary" icon={<FileCheck className="size-4" aria-hidden />}>
            Certificate
          </LinkButton>
        }
      />
    </Card>
  );
}
