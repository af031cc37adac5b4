import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks what antd's responsive parts (Sider breakpoints, Grid) ask the browser for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no pseudo-elements and says so on stderr for each measurement antd makes (its
// table measures the scrollbar through ::-webkit-scrollbar); the element's own style will do.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Pages arrive through lazy routes and texts through lazy chunks; give them time.
configure({ asyncUtilTimeout: 5000 });

// Popups (the language picker) measure themselves; jsdom has no layout, so nothing to observe.
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
