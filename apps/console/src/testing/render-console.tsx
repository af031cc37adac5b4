import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { render } from '@testing-library/react';
import { ConsoleApp } from '../app/console-app.tsx';
import { BASENAME, createConsoleRouter } from '../app/router.tsx';
import { initialLanguage, startI18n } from '../lib/i18n.ts';
import { AntdForTests } from './antd-for-tests.tsx';

/** Opens the console at a path (inside /console) the way the browser would on a fresh load. */
export async function renderConsole(path: string) {
  window.history.replaceState(null, '', `${BASENAME}${path}`);
  await startI18n(initialLanguage());
  const router = createConsoleRouter();
  const view = render(
    <AntdForTests>
      <ConsoleApp router={router} queryClient={createQueryClient()} />
    </AntdForTests>,
  );
  return { router, ...view };
}

/** The address bar, without the origin. */
export const currentUrl = () => window.location.pathname + window.location.search;
