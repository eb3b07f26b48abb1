/**
 * Single-key shortcuts can be turned off (WCAG 2.2 SC 2.1.4, character key shortcuts; issue 36):
 * someone who speaks commands, or whose hand brushes the keyboard, must not send 'c' or 'g i' to
 * the page by accident. Turned off, no shortcut made only of character keys runs ('c', the 'g …'
 * and 'p c' chords); mod+K and Escape, which are not character keys, still do.
 *
 * The choice is a preference of this browser, kept in localStorage as the theme's is
 * (theme/theme.ts) and followed by other tabs; on until turned off. The user menu and the
 * command palette (the shortcuts' help: it shows each command's keys) turn it on and off.
 */
import { useSyncExternalStore } from 'react';

export const SINGLE_KEYS_STORAGE_KEY = 'claimdesk.singleKeyShortcuts';
export const SINGLE_KEYS_LABEL = 'Single-key shortcuts';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // disabled storage (privacy mode)
  }
}

/** Whether single-key shortcuts run (on unless turned off). */
export function singleKeyShortcutsOn(): boolean {
  return storage()?.getItem(SINGLE_KEYS_STORAGE_KEY) !== 'off';
}

export function setSingleKeyShortcuts(on: boolean): void {
  try {
    if (on) storage()?.removeItem(SINGLE_KEYS_STORAGE_KEY);
    else storage()?.setItem(SINGLE_KEYS_STORAGE_KEY, 'off');
  } catch {
    // storage full or blocked: nothing to keep
  }
  for (const listener of listeners) listener();
}

/** A key a person types as text (a letter, digit or symbol): what SC 2.1.4 is about. */
export function isCharacterKey(key: string): boolean {
  return key.length === 1;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SINGLE_KEYS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [whether single-key shortcuts are on, turn them on or off], re-rendering when it changes. */
export function useSingleKeyShortcuts(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, singleKeyShortcutsOn, () => true);
  return [on, setSingleKeyShortcuts];
}
