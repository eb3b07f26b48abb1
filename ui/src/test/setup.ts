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
export {};
