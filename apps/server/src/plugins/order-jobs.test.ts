import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import orderJobs from './order-jobs.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the order jobs timer', () => {
  it('runs passes only while the server listens, never two at once, survives a failed pass, and stops on close', async () => {
    let runs = 0;
    let concurrent = 0;
    let overlapped = false;
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logged.push(JSON.parse(line).msg) },
      },
    });
    app.decorate('ctx', { config: loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv) } as never);
    await app.register(orderJobs, {
      firstRunMs: 5,
      intervalMs: 10,
      run: async () => {
        runs++;
        concurrent++;
        if (concurrent > 1) overlapped = true;
        await wait(25);
        concurrent--;
        // Every other pass fails: the next still runs.
        if (runs % 2 === 1) throw new Error('database away');
        return { shipped: 1 };
      },
    });
    await app.ready();
    await wait(40);
    expect(runs).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await wait(200);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(logged).toContain('order jobs failed');
    expect(logged).toContain('order jobs done');
    await app.close();
    const atClose = runs;
    expect(concurrent).toBe(0);
    await wait(60);
    expect(runs).toBe(atClose);
    expect(overlapped).toBe(false);
  });
});
