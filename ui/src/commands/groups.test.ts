import { describe, expect, it } from 'vitest';
import { destinationPath, matchScore, NAVIGATION_SHORTCUTS } from './groups';
import { matchProjects, MAX_PROJECT_MATCHES } from './ProjectMatches';

describe('shortcuts', () => {
  it("has spec 1's shortcuts and their pages", () => {
    expect(NAVIGATION_SHORTCUTS).toEqual({ inbox: 'g i', outbox: 'g o', projects: 'g p', newProject: 'p c', settings: 'g s', members: 'g m' });
    expect(destinationPath('me@home', 'members')).toBe('/me@home/settings/members');
    expect(destinationPath('acme', 'inbox')).toBe('/acme/inbox');
  });
});

describe('search', () => {
  it('needs every word somewhere, case-insensitive, and ranks a prefix first', () => {
    expect(matchScore('Go to Sent outbox', 'sent')).toBeGreaterThan(0);
    expect(matchScore('Go to Sent outbox', 'GO OUT')).toBeGreaterThan(0);
    expect(matchScore('Go to Sent outbox', 'inbox')).toBe(0);
    expect(matchScore('Go to Sent', 'go to')).toBeGreaterThan(matchScore('Go to Sent', 'sent'));
    expect(matchScore('anything', '  ')).toBe(1);
  });

  it('keeps the best few projects, prefix matches first', () => {
    const projects = Array.from({ length: 20 }, (_, i) => ({ id: `${i}`, label: `Hawkins / Site ${i}`, ownerSlug: 'a', slug: `s${i}` }));
    projects.push({ id: 'q', label: 'Site Works / Queen St', ownerSlug: 'a', slug: 'q' });
    const found = matchProjects(projects, 'site');
    expect(found).toHaveLength(MAX_PROJECT_MATCHES);
    expect(found[0].id).toBe('q');
    expect(matchProjects(projects, 'queen').map((p) => p.id)).toEqual(['q']);
  });

  it("keeps a project the server found by its slug (the server searches slugs too)", () => {
    const projects = [{ id: 'k', label: 'Client Limited / Harbour Bridge', ownerSlug: 'a', slug: 'hb-2026' }];
    expect(matchProjects(projects, 'hb-2026').map((p) => p.id)).toEqual(['k']);
    expect(matchProjects(projects, 'albany')).toEqual([]);
  });
});
