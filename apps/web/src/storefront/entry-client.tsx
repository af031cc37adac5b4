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
  hydrateRoot(root, <App {...props} />);
}
