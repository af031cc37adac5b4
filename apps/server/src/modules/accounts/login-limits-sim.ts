/**
 * Measures the sign-in limits against the attacks in docs/decisions/009-sign-in-limits.md:
 * an in-memory SQLite database, the real limiter, and a simulated clock. Prints how many
 * passwords an attacker gets checked per hour, and whether the owner gets in meanwhile.
 *
 *   npx tsx apps/server/src/modules/accounts/login-limits-sim.ts
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config.ts';
import { inTransaction, openDatabase } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrations/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { beginLoginAttempt, loginFailed, loginSucceeded } from './login-limits.ts';
import { insertUser } from './service.ts';
import { createSession } from './sessions.ts';

const HOUR = 3_600_000;
const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);

async function scenario(name: string, addressOf: (i: number) => string, ownerHome: boolean) {
  const database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database);
  const db = database.db;
  const start = Date.now();
  await inTransaction(database, async (trx) => {
    const owner = await insertUser(trx, { username: 'owner', passwordHash: 'x', role: 'merchant' }, start);
    if (ownerHome) await createSession(trx, config, owner, { address: '198.51.100.7' }, start - HOUR);
  });

  let checked = 0;
  let attempts = 0;
  let ownerIn = 0;
  let ownerTries = 0;
  let busy = 0;
  // The attacker tries every 250 ms for an hour; the owner tries once a minute.
  for (let t = 0; t < HOUR; t += 250) {
    const now = start + t;
    attempts++;
    const began = performance.now();
    try {
      const attempt = await beginLoginAttempt(db, config, 'owner', addressOf(attempts), now);
      checked++;
      await loginFailed(db, config, attempt, now).catch(() => undefined);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    } finally {
      busy += performance.now() - began;
    }
    if (t % 60_000 === 0) {
      ownerTries++;
      try {
        const address = ownerHome ? '198.51.100.7' : `203.0.113.${ownerTries % 250}`;
        const attempt = await beginLoginAttempt(db, config, 'owner', address, now + 1);
        await loginSucceeded(db, config, attempt, now + 1);
        ownerIn++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  await database.destroy();
  console.log(
    `${name}: attacker ${checked} passwords checked of ${attempts} tries in an hour; ` +
      `owner in ${ownerIn}/${ownerTries}; limiter ${((busy / attempts) * 1000).toFixed(0)} µs per attempt`,
  );
}

await scenario('one address', () => '192.0.2.1', false);
await scenario(
  'botnet, owner at a new address',
  (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  false,
);
await scenario('botnet, owner at home', (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, true);
