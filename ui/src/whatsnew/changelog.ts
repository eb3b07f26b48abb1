/**
 * The changelog shipped with the build (changelog.json, newest first). An entry that lacks a
 * field or carries a malformed id is dropped with a console warning; a missing or empty
 * changelog leaves the widget without entries and its badge hidden (spec 1 §1: a missing
 * setting only warns in the console), never breaking the page.
 */
export interface ChangelogEntry {
  /** Lower-case letters, digits and dashes: what the server keeps in seen and read ids. */
  id: string;
  /** ISO date, e.g. '2026-11-26'. */
  date: string;
  title: string;
  summary: string;
  body: string;
  /** A button under the body: 'sampleData' runs 'Try it with sample data' (home/sampleData.ts). */
  action?: 'sampleData';
}

const ENTRY_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isEntry(value: unknown): value is ChangelogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    ENTRY_ID.test(e.id) &&
    typeof e.date === 'string' &&
    DATE.test(e.date) &&
    typeof e.title === 'string' &&
    e.title.trim() !== '' &&
    typeof e.summary === 'string' &&
    typeof e.body === 'string'
  );
}

export function parseChangelog(raw: unknown, warn: (message: string) => void = console.warn): ChangelogEntry[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    warn("What's new: the changelog is missing or empty; the widget shows no entries.");
    return [];
  }
  const entries: ChangelogEntry[] = [];
  const ids = new Set<string>();
  raw.forEach((value, index) => {
    if (!isEntry(value) || ids.has(value.id)) {
      warn(`What's new: changelog entry ${index} is malformed or repeats an id; it is left out.`);
      return;
    }
    ids.add(value.id);
    entries.push(value);
  });
  // Newest first whatever order the file has, so the count and the list agree.
  return entries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
