/** Site name and address fields (New project screen, project settings). Country is fixed: NZ. */
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import type { Address } from './labels';

export interface SiteDraft extends Address {
  siteName: string;
}

export const EMPTY_SITE: SiteDraft = { siteName: '', line1: '', line2: '', suburb: '', city: '', state: '', postcode: '' };

export interface SiteErrors {
  siteName?: string | null;
  line1?: string | null;
}

export function siteErrors(site: SiteDraft): SiteErrors {
  return { siteName: site.siteName.trim() ? null : 'Required', line1: site.line1.trim() ? null : 'Required' };
}

export function siteInput(site: SiteDraft) {
  const { siteName, ...address } = site;
  return { siteName: siteName.trim(), site: { ...address, country: 'NZ' } };
}

export function SiteFields({
  value,
  onChange,
  errors = {},
  disabled,
}: {
  value: SiteDraft;
  onChange: (next: SiteDraft) => void;
  errors?: SiteErrors;
  disabled?: boolean;
}) {
  const set = (key: keyof SiteDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Site name" required error={errors.siteName} className="sm:col-span-2">
        <Input name="siteName" value={value.siteName} onChange={set('siteName')} disabled={disabled} />
      </Field>
      <Field label="Address line 1" required error={errors.line1} className="sm:col-span-2">
        <Input name="line1" value={value.line1} onChange={set('line1')} disabled={disabled} autoComplete="address-line1" />
      </Field>
      <Field label="Address line 2" className="sm:col-span-2">
        <Input name="line2" value={value.line2} onChange={set('line2')} disabled={disabled} autoComplete="address-line2" />
      </Field>
      <Field label="Suburb">
        <Input name="suburb" value={value.suburb} onChange={set('suburb')} disabled={disabled} />
      </Field>
      <Field label="City">
        <Input name="city" value={value.city} onChange={set('city')} disabled={disabled} autoComplete="address-level2" />
      </Field>
      <Field label="Region">
        <Input name="state" value={value.state} onChange={set('state')} disabled={disabled} autoComplete="address-level1" />
      </Field>
      <Field label="Postcode">
        <Input name="postcode" value={value.postcode} onChange={set('postcode')} disabled={disabled} autoComplete="postal-code" />
      </Field>
      <Field label="Country">
        <Input name="country" value="New Zealand" readOnly disabled={disabled} />
      </Field>
    </div>
  );
}
