import '../lib/antd-react19.ts';
import { act, cleanup, configure, waitFor } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { setNavigator } from '../lib/navigation.ts';
import { clearToasts } from '../lib/toast.ts';

// React warns unless it knows it runs under a test harness that flushes updates with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no layout, so no scrolling: the router's ScrollRestoration moves to the top of
// each new screen, which jsdom reports as "not implemented" on every navigation.
window.scrollTo = () => undefined;

// Popups, dialogs and toasts open and close without their springs: a test then never races an
// animation (on a loaded CI machine a dialog closing mid-spring outlived its test and failed
// every test after it). The browser tests in e2e/ keep the real motion.
reduceMotion();

// The first test to open a screen also compiles its chunk; give that time.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  // A toast lives in its own React root, outside what cleanup() unmounts; left alone, its
  // closing timer would render after the test file's window is gone.
  await act(() => clearToasts());
  await waitFor(() => {
    if (document.querySelector('.adm-toast-mask')) throw new Error('a toast is still closing');
  });
  window.localStorage.clear();
  // A test's fake server (fakeServer stubs fetch) ends with the test.
  vi.unstubAllGlobals();
  // A test's router is gone with the test; redirects must not reach into it afterwards.
  setNavigator(() => undefined);
});

// The app starts some imports without awaiting them (the toast on the first error, the tab
// bar's floating button after the bar). One still loading when a file's environment is torn down
// fails the whole run, so each file waits for them; an import already under way is shared.
afterAll(async () => {
  await Promise.all([
    import('antd-mobile/es/components/toast'),
    import('../components/tab-bar/tab-bar-toggle.tsx'),
  ]);
});
