import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * antd-mobile 5 renders toasts and dialogs imperatively with the React 18 API that React 19
 * removed; this gives it a React 19 root instead (antd-mobile's documented shim). The unmount
 * waits a tick so React is not asked to unmount a root while it is rendering.
 *
 * It installs itself when imported. Every module that opens a Toast or Dialog imports it, so
 * it is always in place first, and main.tsx loads it at start; it is kept out of the entry
 * bundle because antd-mobile's module drags in its old renderer with a Babel runtime.
 */
function render(node: ReactElement, container: Container) {
  container._reactRoot ||= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    // An unmounted root cannot render again; a later render into this container needs a new one.
    if (container._reactRoot === root) delete container._reactRoot;
  };
}

unstableSetRender(render);
