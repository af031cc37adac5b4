import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import en from '../../../locales/en.json';
import { renderRoutes } from '../../../testing/render-routes.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const server = () =>
  fakeServer({
    getMe: { code: 200, data: aProfile() },
    pushSettings: {
      code: 200,
      data: { kinds: ['orders', 'money', 'account', 'messages', 'announcements'], devices: 0 },
    },
  });

describe('the push settings screen', () => {
  it('says so where the browser has no push, and still keeps the merchant’s choice of kinds', async () => {
    const s = server();
    renderRoutes(routes, '/notifications/push');
    expect(await screen.findByText(en.push.unsupported)).toBeTruthy();
    const money = await screen.findByRole('checkbox', { name: en.push.kinds.money });
    expect((money as HTMLInputElement).checked).toBe(true);
    fireEvent.click(money);
    await waitFor(() =>
      expect(s.called('pushSettings').at(-1)?.input).toEqual({
        kinds: ['orders', 'account', 'messages', 'announcements'],
      }),
    );
    expect(screen.queryByText(en.push.iphone)).toBeNull();
  });

  it('tells an iPhone that push needs the app on the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    server();
    renderRoutes(routes, '/notifications/push');
    expect(await screen.findByText(en.push.iphone)).toBeTruthy();
  });

  it('says notifications are blocked when the person refused them, with no button that cannot work', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'denied' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
    server();
    renderRoutes(routes, '/notifications/push');
    expect(await screen.findByText(en.push.blocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.push.turnOn })).toBeNull();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is reached from the notifications screen', async () => {
    fakeServer({
      getMe: { code: 200, data: aProfile() },
      notifyCheck: { code: 200, data: { unseen: 0, unread: 0 } },
      notifyList: { code: 200, data: { items: [], nextCursor: null } },
    });
    renderRoutes(routes, '/notifications');
    const link = await screen.findByRole('link', { name: en.push.settingsLink });
    expect(link.getAttribute('href')).toBe('/notifications/push');
  });
});
