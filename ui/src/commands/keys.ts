/**
 * Keyboard shortcuts outside text inputs (spec 1 §2, spec 2 §2): single keys ('c', 'Escape')
 * and two-key chords ('g i') whose second key must follow within 1000 ms. A chord's second key
 * wins over a single key of the same name, so 'p c' never also fires 'c'.
 */

export const CHORD_TIMEOUT_MS = 1000;

/** Input types that take no typing: shortcuts still work while one has focus. */
const KEYLESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** True when keys pressed in `target` are text (an input, textarea, select or editable element). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  const tag = element.tagName;
  if (tag === 'INPUT') return !KEYLESS_INPUTS.has((element as HTMLInputElement).type);
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (element.isContentEditable) return true;
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** The name a binding uses for a key: letters in lower case, named keys as the browser names them. */
export function keyName(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

export type KeyHandler = (event: KeyboardEvent) => void;

export interface ChordMatcher {
  /** Feeds a keydown; returns true when it ran a binding. */
  press(event: KeyboardEvent): boolean;
}

/**
 * Matches keydowns against `bindings` ('g i', 'c', 'Escape' ...). Keys with Ctrl, Meta or Alt
 * held, repeats and keys typed into text fields never match and drop a started chord.
 */
export function createChordMatcher(
  bindings: Record<string, KeyHandler>,
  { timeout = CHORD_TIMEOUT_MS, now = () => Date.now() }: { timeout?: number; now?: () => number } = {},
): ChordMatcher {
  const prefixes = new Set(
    Object.keys(bindings)
      .filter((combo) => combo.includes(' '))
      .map((combo) => combo.split(' ')[0]),
  );
  let pending: { key: string; at: number } | null = null;

  return {
    press(event) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target)) {
        pending = null;
        return false;
      }
      const key = keyName(event.key);
      const started = pending;
      pending = null;
      if (started && now() - started.at <= timeout) {
        const chord = bindings[`${started.key} ${key}`];
        if (chord) {
          chord(event);
          return true;
        }
      }
      if (prefixes.has(key)) {
        pending = { key, at: now() };
        return false;
      }
      const single = bindings[key];
      if (!single) return false;
      single(event);
      return true;
    },
  };
}

/** True on Apple platforms, where the palette opens with ⌘K rather than Ctrl+K. */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent || '');
}

/** The palette's key as the header shows it: '⌘K' on Apple platforms, 'Ctrl K' elsewhere. */
export function paletteKeyLabel(apple: boolean = isApplePlatform()): string {
  return apple ? '⌘K' : 'Ctrl K';
}

/** mod+K: ⌘K on Apple platforms, Ctrl+K elsewhere. */
export function isPaletteKey(event: KeyboardEvent, apple: boolean = isApplePlatform()): boolean {
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.altKey && !event.shiftKey && keyName(event.key) === 'k';
}

/**
 * Where Escape goes when the screen has no escape action of its own: the parent list.
 * a claim returns to its contract's Claims tab, a contract (any tab) to Projects, a settings
 * sub-page to its settings, an account sub-page to the profile; the home tabs have no parent.
 */
export function parentPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length < 2) return null;
  const [org, area, ...rest] = parts;
  const base = `/${org}`;
  if (area === 'projects') {
    if (rest.length === 0) return null;
    // new, archived, a contract, or a contract's tab: the Projects list
    if (rest.length <= 2 || (rest.length === 3 && rest[2] !== 'settings')) return `${base}/projects`;
    return `/${parts.slice(0, -1).join('/')}`; // a claim to its contract's Claims tab, a schedule to its claim ...
  }
  if (area === 'settings' || area === 'account') return rest.length ? `${base}/${area}` : null;
  if (area === 'issues') return base;
  return null;
}
