import { vi } from 'vitest';

// relay-test-utils (createMockEnvironment) calls jest.fn(); vi is compatible.
(globalThis as unknown as { jest?: unknown }).jest ??= vi;

// Shared test setup. Node-environment tests (src/domain/**) are untouched; jsdom tests get the
// browser APIs jsdom lacks and the router / Radix use.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

// findBy* and waitFor wait for their condition up to this ceiling (Testing Library's default is
// 1 s). On a quiet machine a dialog appears within milliseconds; with ops/test's API stage beside
// vitest on 2 cores (and more on a loaded machine) a render took over a second and a find failed
// although nothing was wrong. The wait still ends as soon as the condition holds.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
