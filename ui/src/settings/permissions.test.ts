import { readFileSync } from 'node:fs';
import { describe as group, expect, it } from 'vitest';
import {
  IMPLIED,
  IMPLIED_BY,
  PERMISSIONS,
  ROLES,
  closure,
  describe,
  exactRole,
  extras,
  roleOf,
  tick,
  topPermissions,
  untick,
  type Permission,
} from './permissions';

interface Vectors {
  describe: Array<{ permissions: string[]; role: string | null; label: string; closure: string[] }>;
  toggle: Array<{ action: 'tick' | 'untick'; permission: Permission; from: string[]; to: string[] }>;
}

const vectors = JSON.parse(
  readFileSync(new URL('../../../tests/vectors/permissions.json', import.meta.url), 'utf8'),
) as Vectors;

const key = (names: Iterable<string>) => [...names].sort().join(',');

function allClosedSets(): Permission[][] {
  const seen = new Map<string, Permission[]>();
  for (let mask = 0; mask < 1 << PERMISSIONS.length; mask++) {
    const subset = PERMISSIONS.filter((_, i) => mask & (1 << i));
    const closed = closure(subset);
    seen.set(key(closed), closed);
  }
  return [...seen.values()];
}

const CLOSED = allClosedSets();

group('workspace permissions (tests/vectors/permissions.json)', () => {
  it.each(vectors.describe)('$label', (c) => {
    expect(describe(c.permissions)).toBe(c.label);
    expect(roleOf(c.permissions)).toBe(c.role);
    expect(closure(c.permissions)).toEqual(c.closure);
  });

  it.each(vectors.toggle)('$action $permission', (c) => {
    expect((c.action === 'tick' ? tick : untick)(c.from, c.permission)).toEqual(c.to);
  });
});

group('the algebra over every closed set', () => {
  it('visits many closed sets', () => {
    expect(CLOSED.length).toBeGreaterThan(100);
  });

  it.each([...PERMISSIONS])('ticks and unticks %s from every closed set', (name) => {
    for (const current of CLOSED) {
      const ticked = tick(current, name);
      expect(ticked).toContain(name);
      for (const p of current) expect(ticked).toContain(p);
      for (const p of IMPLIED[name]) expect(ticked).toContain(p);
      expect(closure(ticked)).toEqual(ticked);

      const unticked = untick(current, name);
      if (!current.includes(name)) {
        expect(unticked).toEqual(current);
        continue;
      }
      expect(unticked).not.toContain(name);
      expect(closure(unticked)).toEqual(unticked);
      const gone = new Set<Permission>([name, ...IMPLIED[name], ...IMPLIED_BY[name]]);
      expect(unticked).toEqual(closure(current.filter((p) => !gone.has(p))));
      for (const p of unticked) expect(IMPLIED[p].has(name)).toBe(false);
    }
  });

  it('describes every closed set by its largest role and extras', () => {
    for (const current of CLOSED) {
      const role = roleOf(current);
      const more = extras(current);
      const base = role ? ROLES.find((r) => r.name === role)!.permissions : [];
      expect(closure([...base, ...more])).toEqual(current);
      expect(describe(current).startsWith(role ?? 'No access')).toBe(true);
      expect(closure(topPermissions(current))).toEqual(current);
    }
  });

  it('knows the exact roles', () => {
    for (const role of ROLES) expect(exactRole(role.permissions)).toBe(role.name);
    expect(exactRole(['ContractSupplierDraft'])).toBeNull();
    expect(exactRole([])).toBeNull();
  });
});
