/**
 * Choosing a member's workspace permissions: a role (Owner, Member, Viewer, None) and the
 * permissions themselves, ticked and unticked with their implications (./permissions.ts). The
 * set is summed up as its role plus extras ('Viewer + Draft claims').
 */
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { Checkbox } from '../ui/Checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/Popover';
import { CONTROL_CLASSES } from '../ui/Input';
import {
  PERMISSION_LABELS,
  ROLES,
  describe,
  exactRole,
  rolePermissions,
  toggle,
  type Permission,
  type RoleName,
} from './permissions';

const GROUPS: ReadonlyArray<{ title: string; permissions: Permission[] }> = [
  { title: 'Workspace', permissions: ['ProgressClaims', 'OrgEdit', 'UserInvite', 'ContractCreate'] },
  { title: 'Projects', permissions: ['ContractView', 'ContractComment', 'ContractEdit'] },
  { title: 'Claims', permissions: ['ContractSupplierDraft', 'ContractSupplierSubmit'] },
  { title: 'Payment schedules', permissions: ['ContractCustomerDraft', 'ContractCustomerSubmit'] },
  { title: 'Pay cycles', permissions: ['FlowRead', 'FlowWrite'] },
];

export interface PermissionsEditorProps {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  disabled?: boolean;
  /** Permissions the viewer may give (a member without OrgEdit gives only what they have). */
  grantable?: readonly Permission[];
  /** Prefix of element ids, so two editors on a page do not clash. */
  idPrefix: string;
}

export function PermissionsEditor({ value, onChange, disabled, grantable, idPrefix }: PermissionsEditorProps) {
  const role = exactRole(value);
  const canGive = (names: readonly Permission[]) => !grantable || names.every((p) => grantable.includes(p));
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">Role</legend>
        <div role="radiogroup" aria-label="Role" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ROLES.map((r) => {
            const selected = role === r.name;
            const allowed = canGive(r.permissions);
            return (
              <button
                key={r.name}
                type="button"
                role="radio"
                aria-checked={selected}
                disabled={disabled || !allowed}
                title={r.description}
                onClick={() => onChange(rolePermissions(r.name as RoleName))}
                className={cn(
                  'flex flex-col items-start rounded-lg border px-3 py-2 text-left transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
                  selected ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-border-strong hover:bg-muted',
                )}
              >
                <span className="text-sm font-medium">{r.name}</span>
              </button>
            );
          })}
        </div>
        <p className="text-[13px] text-fg-subtle" aria-live="polite" data-testid="permissions-label">
          {role ? ROLES.find((r) => r.name === role)?.description : describe(value)}
        </p>
      </fieldset>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {GROUPS.map((group) => (
          <fieldset key={group.title} className="flex flex-col gap-2">
            <legend className="mb-1 text-[13px] font-medium uppercase tracking-wide text-fg-subtle">{group.title}</legend>
            {group.permissions.map((permission) => (
              <Checkbox
                key={permission}
                id={`${idPrefix}-${permission}`}
                label={PERMISSION_LABELS[permission]}
                checked={value.includes(permission)}
                disabled={disabled || !canGive([permission])}
                onCheckedChange={(checked) => onChange(toggle(value, permission, checked))}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/** A compact button showing the set ('Member', 'Viewer + Draft claims') that opens the editor. */
export function PermissionsPicker({
  value,
  onChange,
  disabled,
  grantable,
  idPrefix,
  'aria-label': ariaLabel = 'Permissions',
}: PermissionsEditorProps & { 'aria-label'?: string }) {
  return (
    <Popover>
      <PopoverTrigger asChild disabled={disabled}>
        <button
          type="button"
          aria-label={`${ariaLabel}: ${describe(value)}`}
          className={cn(CONTROL_CLASSES, 'flex h-9 items-center justify-between gap-2 px-3 text-left disabled:cursor-not-allowed')}
        >
          <span className="truncate">{describe(value)}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-fg-subtle" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(36rem,calc(100vw-2rem))] p-4" align="start">
        <PermissionsEditor value={value} onChange={onChange} grantable={grantable} idPrefix={idPrefix} />
      </PopoverContent>
    </Popover>
  );
}
