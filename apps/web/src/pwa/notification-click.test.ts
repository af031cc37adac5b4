import { describe, expect, it } from 'vitest';
import { notificationLink } from '../features/notifications/components/notification-words.ts';
import { type AppWindow, notificationHref, openFromNotification } from './notification-click.ts';

const origin = 'https://shop.example';

describe('the address a tapped notification opens', () => {
  it("is its target's screen, as the list links it", () => {
    const link = notificationLink({ target: { screen: 'order', id: 5 } });
    expect(notificationHref({ link }, origin)).toBe(`${origin}/orderList/5`);
    const reviews = notificationLink({ target: { screen: 'order_reviews', id: 7 } });
    expect(notificationHref({ link: reviews }, origin)).toBe(`${origin}/orderComment?orderId=7`);
  });

  it('is the notifications list when the notification names nothing the app opens', () => {
    for (const data of [
      null,
      {},
      { link: 42 },
      { link: 'https://elsewhere.example/orderList/5' },
      { link: '//elsewhere.example/x' },
      { link: '/console/merchants' },
      { link: '/s/a-shop' },
    ]) {
      expect(notificationHref(data, origin), JSON.stringify(data)).toBe(`${origin}/notifications`);
    }
  });
});

/** A browser window as the worker sees it, recording what is done to it. */
function fakeWindow(url: string, { focused = false, controlled = true, focusAllowed = true } = {}) {
  const done: string[] = [];
  const win: AppWindow & { done: string[] } = {
    url,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    done,
    focus: async () => {
      if (!focusAllowed) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      done.push('focus');
      return win;
    },
    navigate: async (to) => {
      if (!controlled) throw new TypeError('This service worker is not the client’s active service worker.');
      done.push(`navigate ${to}`);
      win.url = to;
      return win;
    },
  };
  return win;
}

function fakeClients(windows: AppWindow[]) {
  const opened: string[] = [];
  return {
    opened,
    matchAll: async () => windows,
    openWindow: async (url: string) => {
      opened.push(url);
      return null;
    },
  };
}

const target = `${origin}/orderList/5`;

describe('tapping a notification', () => {
  it("brings the app's window forward on its cause", async () => {
    const app = fakeWindow(`${origin}/shopCenter`);
    const clients = fakeClients([app]);
    await openFromNotification(clients, origin, target);
    expect(app.done).toEqual(['focus', `navigate ${target}`]);
    expect(clients.opened).toEqual([]);
  });

  it('still goes to its cause when the browser refuses the focus', async () => {
    const app = fakeWindow(`${origin}/shopCenter`, { focusAllowed: false });
    const clients = fakeClients([app]);
    await openFromNotification(clients, origin, target);
    expect(app.done).toEqual([`navigate ${target}`]);
  });

  it('leaves a storefront or console window of the same origin alone, and uses the app window the person last looked at', async () => {
    const storefront = fakeWindow(`${origin}/s/a-shop`, { focused: true });
    const console = fakeWindow(`${origin}/console/merchants`);
    const background = fakeWindow(`${origin}/wallet`);
    const front = fakeWindow(`${origin}/goodsList`, { focused: true });
    const clients = fakeClients([storefront, console, background, front]);
    await openFromNotification(clients, origin, target);
    expect(storefront.done).toEqual([]);
    expect(console.done).toEqual([]);
    expect(background.done).toEqual([]);
    expect(front.done).toEqual(['focus', `navigate ${target}`]);
  });

  it('does not reload a window already on its cause', async () => {
    const app = fakeWindow(target);
    await openFromNotification(fakeClients([app]), origin, target);
    expect(app.done).toEqual(['focus']);
  });

  it('opens a window when no app window is open, or the open one is not under the worker', async () => {
    const none = fakeClients([fakeWindow(`${origin}/s/a-shop`)]);
    await openFromNotification(none, origin, target);
    expect(none.opened).toEqual([target]);
    const uncontrolled = fakeClients([fakeWindow(`${origin}/shopCenter`, { controlled: false })]);
    await openFromNotification(uncontrolled, origin, target);
    expect(uncontrolled.opened).toEqual([target]);
  });
});
