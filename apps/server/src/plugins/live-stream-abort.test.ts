import type { Socket } from 'node:net';
import { calls, STREAM_PATH } from '@shopkeeper/contract';
import { expect, it, vi } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { listeningUrl } from '../test/live-client.ts';

/** Holds the ticket's lookup until the test lets it go, and says when the handler ran on. */
const gate = vi.hoisted(() => {
  const state = {
    entered: () => {},
    release: () => {},
    handled: () => {},
    reset() {
      const entered = new Promise<void>((resolve) => {
        state.entered = resolve;
      });
      const released = new Promise<void>((resolve) => {
        state.release = resolve;
      });
      const handled = new Promise<void>((resolve) => {
        state.handled = resolve;
      });
      return { entered, released, handled };
    },
    current: undefined as undefined | { released: Promise<void> },
  };
  return state;
});

vi.mock('../modules/live/service.ts', async (original) => {
  const real = await original<typeof import('../modules/live/service.ts')>();
  return {
    ...real,
    takeStreamTicket: async (...args: Parameters<typeof real.takeStreamTicket>) => {
      gate.entered();
      await gate.current?.released;
      const user = await real.takeStreamTicket(...args);
      // The handler goes on synchronously from here; setImmediate runs after it.
      setImmediate(() => gate.handled());
      return user;
    },
  };
});

describeApi('a live stream whose client leaves while it is being opened', (api) => {
  it('holds no subscription (nor ping timer) for a connection already gone', async () => {
    const live = api().app.ctx.live;
    const subscribe = live.subscribe.bind(live);
    let active = 0;
    live.subscribe = (audience, listener) => {
      active++;
      const stop = subscribe(audience, listener);
      return () => {
        active--;
        stop();
      };
    };

    const { token } = await api().merchant();
    const ticket = (await api().call(calls.streamTicket, {}, { token })).data.ticket as string;
    const base = await listeningUrl(api().app);
    const steps = gate.reset();
    gate.current = steps;
    const socketClosed = new Promise<void>((resolve) =>
      api().app.server.once('connection', (socket: Socket) => socket.once('close', () => resolve())),
    );
    const controller = new AbortController();
    const request = fetch(`${base}/api${STREAM_PATH}?ticket=${ticket}`, {
      signal: controller.signal,
    }).catch(() => undefined);
    await steps.entered;
    controller.abort();
    await request;
    await socketClosed;
    gate.release();
    await steps.handled;
    gate.current = undefined;
    expect(active).toBe(0);
  });
});
