import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { PageProps } from './types.ts';

/**
 * Hydrates the page the server rendered (entry-server.tsx) with the same props, so the order
 * form and the buttons come alive; the content was already there without this script.
 */
const data = document.getElementById('sf-props');
const root = document.getElementById('root');
if (data?.textContent && root) {
  const props = JSON.parse(data.textContent) as PageProps;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: the page stays responsive while it comes alive.
  startTransition(() => {
    hydrateRoot(root, <App {...props} />);
  });
}
