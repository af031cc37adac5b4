import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrations/index.ts';

it('request logs name the path but never the query string, where a reset link carries its token', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database);
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {
    webDist: '/nonexistent',
    consoleDist: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  try {
    await app.inject({ method: 'GET', url: '/reset-password?token=Reset-Token-Secret' });
    await app.inject({ method: 'GET', url: '/api/v1/me?cursor=Cursor-Secret&x=1' });
    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password"');
    expect(log).toContain('"url":"/api/v1/me"');
    expect(log).not.toContain('Secret');
  } finally {
    await app.close();
    await database.destroy();
  }
});
