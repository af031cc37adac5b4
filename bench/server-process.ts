import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DemoLogin, parseDemoLogins } from '../apps/server/src/seed/demo.ts';

export const root = path.resolve(import.meta.dirname, '..');

export interface ServerOptions {
  /** Flags for node itself, such as --cpu-prof (not allowed in NODE_OPTIONS). */
  nodeArgs?: readonly string[];
  /** Another checkout of the repository to run the server from (reads.ts: BENCH_BASE_ROOT). */
  checkout?: string;
}

/** Starts one of `servers/*.ts` in its own process and resolves once it prints "ready". */
export async function startServer(
  script: string,
  env: Record<string, string>,
  { nodeArgs = [], checkout = root }: ServerOptions = {},
): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(checkout, 'bench', script)],
    {
      cwd: checkout,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, output };
}

/**
 * The real server, as `servers/shopkeeper.ts` runs it: on SQLite in a temporary folder, or on
 * PostgreSQL in a fresh schema when `databaseUrl` is given. The demo logins it generated come
 * back from what it printed.
 */
export async function startShopkeeper(
  port: number,
  databaseUrl?: string,
  env: Record<string, string> = {},
  options: ServerOptions = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-bench-'));
  const schema = databaseUrl ? `bench_${Date.now().toString(36)}` : undefined;
  const { child, output } = await startServer(
    'servers/shopkeeper.ts',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      BENCH_PG_SCHEMA: schema ?? '',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    options,
  );
  const logins = parseDemoLogins(output);
  const merchant = logins.find((l) => l.role === 'merchant');
  if (!merchant) throw new Error(`the bench server printed no demo merchant:\n${output}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The server's process, for a bench that reads its CPU time (/proc/<pid>/stat). */
    pid: child.pid!,
    merchant,
    logins,
    /** Where its data lives, for a bench that fills the database before it loads the server. */
    database: databaseUrl
      ? { url: databaseUrl, pgSchema: schema }
      : { sqliteFile: path.join(dataDir, 'shopkeeper.sqlite') },
    async stop() {
      // A server run with BENCH_EXIT_AFTER_MS may have exited already.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && schema) {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    },
  };
}

/** Signs in as a demo login; returns the session token. */
export async function signIn(origin: string, login: DemoLogin): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login.username, password: login.password }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`demo sign-in failed with code ${body.code}`);
  return body.data.token;
}
