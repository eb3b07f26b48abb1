/**
 * The warning the New project and Add subcontract screens show while the organisation has no
 * business details (its default contact), with the way to Settings.
 */
import { orgPath, useOrgSlug } from '../shell/org';
import { Banner } from '../ui/Banner';
import { LinkButton } from '../ui/Button';

export const CONTACT_MISSING = 'Contact details missing';
export const CONTACT_MISSING_HELP = 'Please add your business information in Settings.';

export function BusinessDetailsMissing() {
  const org = useOrgSlug();
  return (
    <Banner
      tone="warning"
      title={CONTACT_MISSING}
      action={
        <LinkButton to={orgPath(org, 'settings')} size="sm" variant="secondary">
          Settings
        </LinkButton>
      }
    >
      {CONTACT_MISSING_HELP}
    </Banner>
  );
}
