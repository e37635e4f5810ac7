import { configure } from '@testing-library/react';

// antd reads matchMedia (responsive grid, breakpoints); jsdom does not provide it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd observes element sizes (tabs, overflow menus); jsdom has no ResizeObserver.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  for (const target of [window, globalThis]) {
    Object.defineProperty(target, 'ResizeObserver', {
      configurable: true,
      writable: true,
      value: ResizeObserverStub,
    });
  }
}

// findBy*/waitFor give up after 1 s by default: lazy screens and antd's first render take
// longer than that when the two cores are busy (npm test runs the suites side by side).
// Waiting longer changes no assertion, only how long a failing one takes to be reported.
configure({ asyncUtilTimeout: 10_000 });
