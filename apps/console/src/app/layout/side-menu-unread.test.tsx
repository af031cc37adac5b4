import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { initialLanguage, startI18n } from '../../lib/i18n.ts';
import { AntdForTests } from '../../testing/antd-for-tests.tsx';
import { operatorServer } from '../../testing/render-page.tsx';
import { SideMenu } from './side-menu.tsx';

describe('the side menu', () => {
  test('shows how many merchant messages the team has not read on Customer service', async () => {
    operatorServer({ consoleChatList: { code: 200, data: { items: [], nextCursor: null, unreadTotal: 4 } } });
    await startI18n(initialLanguage());
    const router = createMemoryRouter([{ path: '/', Component: SideMenu }]);
    render(
      <AntdForTests>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdForTests>,
    );
    const badge = await screen.findByTitle('Unread messages: 4');
    expect(badge.closest('a')?.getAttribute('href')).toBe('/customer-service');
  });
});
