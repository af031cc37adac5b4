import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { anOperator, fakeServer } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initialLanguage, startI18n } from '../lib/i18n.ts';
import { MessageBridge } from '../lib/notify.ts';
import { storage } from '../lib/storage.ts';
import { AntdForTests } from './antd-for-tests.tsx';

/**
 * One section's page alone, inside a router (its links work) but without the console's frame
 * (tested in app/), which is quicker on a busy machine.
 */
export async function renderPage(Page: ComponentType) {
  await startI18n(initialLanguage());
  const router = createMemoryRouter([
    { path: '/', Component: Page },
    { path: '/users', Component: () => null },
  ]);
  render(
    <AntdForTests>
      <MessageBridge />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntdForTests>,
  );
  return router;
}

/** A signed-in operator and the server's answers (`fakeServer`'s routes). */
export function operatorServer(routes: Parameters<typeof fakeServer>[0]) {
  localStorage.setItem(storage.keys.token, 'operator-token');
  return fakeServer({ getMe: { code: 200, data: anOperator() }, ...routes });
}

/** The address of a private file as the fake operator profile names it. */
export const FILE_HOST = anOperator().fileHost;

/**
 * The dialog with this title. Under test antd gives every dialog the same id for its title
 * (`test-id`), so a dialog opened over a drawer would be named after the drawer; the title's
 * text finds the right one.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
