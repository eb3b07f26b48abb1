/**
 * Workspace permissions (spec 1 section 6): implications, tick / untick, roles and labels.
 * The same algebra as app/orgs/permissions.py (the server checks; this only mirrors it), kept
 * equal by tests/vectors/permissions.json.
 *
 * - OrgEdit grants everything; ContractEdit the other contract permissions and Progress Claims;
 *   each Submit its Draft, Comment and View; each Draft Comment and View; Comment View; every
 *   Contract* permission Progress Claims; FlowWrite FlowRead.
 * - Ticking adds what a permission implies. Unticking removes the permission, what it implies
 *   and what implies it; what the remaining permissions imply stays.
 * - Roles: Owner (all) > Member (default) > Viewer > None. A set is shown as its largest role
 *   plus its extras (at most three named, the rest counted).
 */

export const PERMISSIONS = [
  'ProgressClaims',
  'OrgEdit',
  'UserInvite',
  'FlowRead',
  'FlowWrite',
  'ContractCreate',
  'ContractView',
  'ContractEdit',
  'ContractComment',
  'ContractCustomerDraft',
  'ContractCustomerSubmit',
  'ContractSupplierDraft',
  'ContractSupplierSubmit',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
export type RoleName = 'Owner' | 'Member' | 'Viewer' | 'None';

export const PERMISSION_LABELS: Record<Permission, string> = {
  ProgressClaims: 'Progress Claims',
  OrgEdit: 'Owner, full access',
  UserInvite: 'Invite users',
  FlowRead: 'View pay cycles',
  FlowWrite: 'Manage pay cycles',
  ContractCreate: 'Create projects',
  ContractView: 'View projects',
  ContractEdit: 'Edit projects',
  ContractComment: 'Comment',
  ContractCustomerDraft: 'Draft payment schedules',
  ContractCustomerSubmit: 'Send payment schedules',
  ContractSupplierDraft: 'Draft claims',
  ContractSupplierSubmit: 'Send claims',
};

const CONTRACT: Permission[] = [
  'ContractView',
  'ContractEdit',
  'ContractComment',
  'ContractCustomerDraft',
  'ContractCustomerSubmit',
  'ContractSupplierDraft',
  'ContractSupplierSubmit',
];

const GRANTS: Record<Permission, Permission[]> = {
  ProgressClaims: [],
  OrgEdit: PERMISSIONS.filter((p) => p !== 'OrgEdit'),
  UserInvite: [],
  FlowRead: [],
  FlowWrite: ['FlowRead'],
  ContractCreate: ['ProgressClaims'],
  ContractView: ['ProgressClaims'],
  ContractEdit: [...CONTRACT.filter((p) => p !== 'ContractEdit'), 'ProgressClaims'],
  ContractComment: ['ContractView', 'ProgressClaims'],
  ContractCustomerDraft: ['ContractComment', 'ContractView', 'ProgressClaims'],
  ContractCustomerSubmit: ['ContractCustomerDraft', 'ContractComment', 'ContractView', 'ProgressClaims'],
  ContractSupplierDraft: ['ContractComment', 'ContractView', 'ProgressClaims'],
  ContractSupplierSubmit: ['ContractSupplierDraft', 'ContractComment', 'ContractView', 'ProgressClaims'],
};

function impliedOf(name: Permission): Set<Permission> {
  const seen = new Set<Permission>();
  const pending = [...GRANTS[name]];
  while (pending.length) {
    const current = pending.pop() as Permission;
    if (!seen.has(current)) {
      seen.add(current);
      pending.push(...GRANTS[current]);
    }
  }
  return seen;
}

/** Everything a permission grants, directly or not (never itself). */
export const IMPLIED: Record<Permission, ReadonlySet<Permission>> = Object.fromEntries(
  PERMISSIONS.map((p) => [p, impliedOf(p)]),
) as unknown as Record<Permission, ReadonlySet<Permission>>;

/** Everything that grants a permission, directly or not (never itself). */
export const IMPLIED_BY: Record<Permission, ReadonlySet<Permission>> = Object.fromEntries(
  PERMISSIONS.map((p) => [p, new Set(PERMISSIONS.filter((q) => IMPLIED[q].has(p)))]),
) as unknown as Record<Permission, ReadonlySet<Permission>>;

export const ROLES: ReadonlyArray<{ name: RoleName; permissions: readonly Permission[]; description: string }> = [
  { name: 'Owner', permissions: [...PERMISSIONS], description: 'Full access, including settings and members' },
  {
    name: 'Member',
    permissions: ['ProgressClaims', 'ContractCreate', ...CONTRACT],
    description: 'Create projects, send claims and payment schedules',
  },
  { name: 'Viewer', permissions: ['ProgressClaims', 'ContractView', 'ContractComment'], description: 'View and comment' },
  { name: 'None', permissions: ['ProgressClaims'], description: 'Progress Claims only' },
];
export const NO_ACCESS = 'No access';
export const MAX_NAMED_EXTRAS = 3;

const ORDER = new Map<string, number>(PERMISSIONS.map((p, i) => [p, i]));

export function isPermission(name: string): name is Permission {
  return ORDER.has(name);
}

/** The names in the canonical order, each once (unknown names dropped). */
export function ordered(names: Iterable<string>): Permission[] {
  return [...new Set(names)].filter(isPermission).sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

/** The names and everything they imply, in the canonical order. */
export function closure(names: Iterable<string>): Permission[] {
  const result = new Set<Permission>();
  for (const name of ordered(names)) {
    result.add(name);
    for (const implied of IMPLIED[name]) result.add(implied);
  }
  return ordered(result);
}

export function tick(names: Iterable<string>, permission: Permission): Permission[] {
  return closure([...names, permission]);
}

export function untick(names: Iterable<string>, permission: Permission): Permission[] {
  const current = closure(names);
  if (!current.includes(permission)) return current;
  const removed = new Set<Permission>([permission, ...IMPLIED[permission], ...IMPLIED_BY[permission]]);
  return closure(current.filter((p) => !removed.has(p)));
}

export function toggle(names: Iterable<string>, permission: Permission, on: boolean): Permission[] {
  return on ? tick(names, permission) : untick(names, permission);
}

export function rolePermissions(role: RoleName): Permission[] {
  return [...(ROLES.find((r) => r.name === role)?.permissions ?? [])];
}

/** The largest role the set contains; null when it lacks Progress Claims. */
export function roleOf(names: Iterable<string>): RoleName | null {
  const current = new Set(closure(names));
  for (const role of ROLES) if (role.permissions.every((p) => current.has(p))) return role.name;
  return null;
}

/** The role exactly, or null when the set has extras beyond its role (or no role). */
export function exactRole(names: Iterable<string>): RoleName | null {
  const current = closure(names);
  const role = roleOf(current);
  return role && rolePermissions(role).length === current.length ? role : null;
}

/** The permissions beyond the role that no other extra implies, in the canonical order. */
export function extras(names: Iterable<string>): Permission[] {
  const current = closure(names);
  const role = roleOf(current);
  const base = new Set<Permission>(role ? rolePermissions(role) : []);
  const rest = current.filter((p) => !base.has(p));
  return rest.filter((p) => !rest.some((q) => q !== p && IMPLIED[q].has(p)));
}

/** 'Member', 'Viewer + Draft claims', 'None + Invite users, View pay cycles, Create projects + 1 more'. */
export function describe(names: Iterable<string>): string {
  const current = closure(names);
  const base = roleOf(current) ?? NO_ACCESS;
  const more = extras(current);
  if (!more.length) return base;
  const named = more
    .slice(0, MAX_NAMED_EXTRAS)
    .map((p) => PERMISSION_LABELS[p])
    .join(', ');
  const hidden = more.length - MAX_NAMED_EXTRAS;
  return `${base} + ${named}${hidden > 0 ? ` + ${hidden} more` : ''}`;
}

/** The permissions no other permission of the set implies (what a person was given, in short). */
export function topPermissions(names: Iterable<string>): Permission[] {
  const current = closure(names);
  return current.filter((p) => !current.some((q) => q !== p && IMPLIED[q].has(p)));
}

export function has(names: Iterable<string>, permission: Permission): boolean {
  return closure(names).includes(permission);
}
