import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveSignal } from './bus.ts';
import { RedisLiveBus } from './redis-bus.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; in CI (CI=true) an unreachable Redis fails the run instead of skipping. */
async function reachable(): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const up = await reachable();
if (!up && process.env.CI === 'true') throw new Error(`CI=true but Redis is not reachable at ${url}`);

describe.skipIf(!up)('the Redis live bus', () => {
  const log = { warn: () => {} };
  const scope = `t_${randomBytes(4).toString('hex')}`;
  const one = new RedisLiveBus(url, scope, log);
  const two = new RedisLiveBus(url, scope, log);
  const elsewhere = new RedisLiveBus(url, `${scope}_other`, log);
  afterAll(async () => {
    await Promise.all([one.close(), two.close(), elsewhere.close()]);
  });

  it('carries a signal to the other server’s subscribers once, and to its own at once; another scope hears nothing', async () => {
    const heardOnTwo: LiveSignal[] = [];
    const heardOnOne: LiveSignal[] = [];
    const heardElsewhere: LiveSignal[] = [];
    two.subscribe({ userId: 7 }, (signal) => heardOnTwo.push(signal));
    one.subscribe({ userId: 7 }, (signal) => heardOnOne.push(signal));
    elsewhere.subscribe({ userId: 7 }, (signal) => heardElsewhere.push(signal));
    two.subscribe({ userId: 8 }, () => {
      throw new Error('user 8 must hear nothing');
    });
    await Promise.all([one.ready(), two.ready(), elsewhere.ready()]);

    one.publish({ userId: 7 }, { type: 'chat', conversationId: 3, seq: 1 });
    one.publish({ userId: 7 }, { type: 'notify' });
    expect(heardOnOne).toEqual([{ type: 'chat', conversationId: 3, seq: 1 }, { type: 'notify' }]);
    for (let i = 0; i < 250 && heardOnTwo.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heardOnTwo).toEqual([{ type: 'chat', conversationId: 3, seq: 1 }, { type: 'notify' }]);
    // A round trip later, nothing more came back to the sender and nothing crossed scopes.
    two.publish({ userId: 9 }, { type: 'notify' });
    const probe: LiveSignal[] = [];
    one.subscribe({ userId: 9 }, (signal) => probe.push(signal));
    two.publish({ userId: 9 }, { type: 'notify' });
    for (let i = 0; i < 250 && probe.length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heardOnOne).toHaveLength(2);
    expect(heardElsewhere).toEqual([]);
  });
});
