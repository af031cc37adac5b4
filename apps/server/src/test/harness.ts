import { randomBytes } from 'node:crypto';
import { type CallDefinition, type CallInput, calls, type Me } from '@shopkeeper/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/index.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import type { Database } from '../db/schema.ts';
import type { LiveBus } from '../modules/live/bus.ts';
import { createPlatformInviteCodes } from '../seed/demo.ts';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set. In CI a missing PostgreSQL is a failure, never a skip.
 */
export function testDialects(): DialectName[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set');
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  status: number;
}

export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The server's live bus (modules/live/bus.ts), so a test can pass the api as an AppContext. */
  live: LiveBus;
  /** Calls through the contract the way a client would. */
  call<C extends CallDefinition>(
    def: C,
    input: CallInput<C> | Record<string, unknown>,
    options?: { token?: string; lang?: string; headers?: Record<string, string>; ip?: string },
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the data of whichever call it made, success or refusal
  ): Promise<Envelope<any>>;
  /** A raw request, for malformed bodies and odd headers. */
  raw(options: InjectOptions): Promise<LightMyRequestResponse>;
  inviteCodes(count?: number): Promise<string[]>;
  /** Signs up a fresh merchant; returns its token and profile. */
  merchant(username?: string): Promise<{ token: string; username: string; password: string; user: Me }>;
}

async function openTestDatabase(dialect: DialectName) {
  if (dialect === 'sqlite') return { handle: openDatabase({ sqliteFile: ':memory:' }), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ url, pgSchema: schema, poolSize: 5 });
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  };
  return { handle, drop };
}

let counter = 0;
export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
export const STRONG_PASSWORD = 'Tr4vel-Lantern-92';

/**
 * Runs a describe block once per database, each with its own fresh, migrated database and
 * app. `overrides` changes configuration (e.g. lower login limits) for that block.
 */
export function describeApi(
  name: string,
  body: (api: () => TestApi) => void,
  overrides: Partial<Config> = {},
) {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      let api: TestApi | undefined;
      let drop: () => Promise<void> = async () => {};
      beforeAll(async () => {
        const opened = await openTestDatabase(dialect);
        drop = opened.drop;
        const database = opened.handle;
        await migrateToLatest(database);
        const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {
          rateLimitPerMinute: 0,
          webDist: '/nonexistent',
          consoleDist: '/nonexistent',
          ...overrides,
        });
        const app = await buildApp({ config, database, logger: false });
        await app.ready();
        const call: TestApi['call'] = async (def, input, options = {}) => {
          const path = `/api${def.path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String((input as Record<string, unknown>)[k])))}`;
          const headers: Record<string, string> = { ...options.headers };
          if (options.token) headers.authorization = options.token;
          if (options.lang) headers['accept-language'] = options.lang;
          const response = await app.inject({
            method: def.method,
            url: path,
            headers,
            remoteAddress: options.ip,
            ...(def.method === 'GET'
              ? { query: input as Record<string, string> }
              : { payload: input as object }),
          });
          return { ...(response.json() as Omit<Envelope, 'status'>), status: response.statusCode };
        };
        api = {
          app,
          database,
          config,
          live: app.ctx.live,
          call,
          raw: (opts) => app.inject(opts),
          inviteCodes: (count = 1) => createPlatformInviteCodes(database.db, count),
          merchant: async (username = uniqueName('m')) => {
            const [code] = await createPlatformInviteCodes(database.db, 1);
            const res = await call(calls.inviteCode, {
              inviteCode: code!,
              username,
              password: STRONG_PASSWORD,
            });
            if (res.code !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
            return { token: res.data.token, username, password: STRONG_PASSWORD, user: res.data.user };
          },
        };
      });
      afterAll(async () => {
        await api?.app.close();
        await api?.database.destroy();
        await drop();
      });
      body(() => api!);
    });
  }
}

/** Counts rows in a table: used to assert that a refused call wrote nothing. */
export async function countRows(database: DatabaseHandle, table: keyof Database) {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
