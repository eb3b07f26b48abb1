/**
 * Light / dark / system theme.
 *
 * The preference is kept in localStorage under THEME_STORAGE_KEY. The resolved theme
 * ("light" or "dark") is written to <html data-theme>, which is the single switch the design
 * tokens in src/styles/index.css hang off; <html data-theme-preference> holds the choice.
 * "system" follows prefers-color-scheme live. Other tabs follow via the storage event.
 */
import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'claimdesk.theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

type Listener = () => void;
const listeners = new Set<Listener>();
let started = false;

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // disabled storage (privacy mode)
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

export function getThemePreference(): ThemePreference {
  const stored = storage()?.getItem(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

export function getResolvedTheme(): ResolvedTheme {
  return resolveTheme(getThemePreference(), systemPrefersDark());
}

/** Writes the current theme onto <html>. */
export function applyTheme(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const preference = getThemePreference();
  const resolved = resolveTheme(preference, systemPrefersDark());
  root.dataset.theme = resolved;
  root.dataset.themePreference = preference;
  root.style.colorScheme = resolved;
}

function changed(): void {
  applyTheme();
  for (const listener of listeners) listener();
}

export function setThemePreference(preference: ThemePreference): void {
  const store = storage();
  try {
    if (preference === 'system') store?.removeItem(THEME_STORAGE_KEY);
    else store?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage full or blocked: the choice still applies to this page
  }
  changed();
}

/** Applies the stored theme and starts following the OS setting and other tabs. Idempotent. */
export function initTheme(): void {
  applyTheme();
  if (started || typeof window === 'undefined') return;
  started = true;
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (getThemePreference() === 'system') changed();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) changed();
  });
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): string {
  return `${getThemePreference()}:${getResolvedTheme()}`;
}

/** The current preference and resolved theme, re-rendering when either changes. */
export function useTheme(): {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
} {
  const value = useSyncExternalStore(subscribeTheme, snapshot, () => 'system:light');
  const [preference, resolved] = value.split(':') as [ThemePreference, ResolvedTheme];
  return { preference, resolved, setPreference: setThemePreference };
}
