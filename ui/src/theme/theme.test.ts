// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  getThemePreference,
  initTheme,
  resolveTheme,
  setThemePreference,
  subscribeTheme,
  THEME_STORAGE_KEY,
} from './theme';

function mockSystemDark(dark: boolean) {
  const listeners: Array<() => void> = [];
  const mql = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: () => {},
  };
  window.matchMedia = vi.fn(() => mql) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((fn) => fn());
    },
  };
}

afterEach(() => {
  localStorage.clear();
});

describe('theme', () => {
  it('resolves system from the OS setting', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('defaults to system and ignores junk in storage', () => {
    expect(getThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getThemePreference()).toBe('system');
  });

  it('puts the choice on <html> and in localStorage, and tells subscribers', () => {
    mockSystemDark(false);
    const listener = vi.fn();
    const stop = subscribeTheme(listener);
    setThemePreference('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themePreference).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);

    setThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('follows the OS while on system', () => {
    const os = mockSystemDark(false);
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    os.set(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemePreference('light');
    os.set(false);
    os.set(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('applies a stored choice on start', () => {
    mockSystemDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
