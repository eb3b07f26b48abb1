/**
 * Fragments stay masked (ui/README.md 'Relay'): a component reads the data it declares with
 * useFragment (or readInlineData for an @inline fragment), so no spread in src/ is unmasked.
 * Generated artefacts are not looked at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url); // its examples below are not spreads
// Any spacing: @relay(mask:false), @relay( mask: false ) ...
const UNMASKED = /@relay\(\s*mask\s*:\s*false\s*\)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && path !== SELF ? [path] : [];
  });
}

describe('Relay fragments', () => {
  it('are never spread unmasked in src/ (outside __generated__)', () => {
    const files = sources(SRC);
    // The walk found the source tree, with its fragments.
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => readFileSync(file, 'utf8').includes('...ClaimRow_row'))).toBe(true);
    const unmasked = files
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => (UNMASKED.test(line) ? `${relative(SRC, file)}:${i + 1}: ${line.trim()}` : null)),
      )
      .filter(Boolean);
    expect(unmasked).toEqual([]);
  });

  it('the check sees every spelling of an unmasked spread', () => {
    for (const line of ['...A_b @relay(mask: false)', '...A_b @relay(mask:false)', '...A_b @relay( mask : false )']) {
      expect(UNMASKED.test(line)).toBe(true);
    }
    expect(UNMASKED.test('...A_b @relay(plural: true)')).toBe(false);
  });
});
