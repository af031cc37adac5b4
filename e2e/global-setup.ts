import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DemoLogin, parseDemoLogins } from '../apps/server/src/seed/demo.ts';
import { CHROMIUM_PATH } from '../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The demo logins the server generated and printed for its fresh database. */
    demoLogins: DemoLogin[];
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the real server, as `npm start` would, on a fresh SQLite database in a temporary
 * folder, serving the built merchant app and console.
 */
export default async function setup(project: TestProject) {
  for (const app of ['web', 'console']) {
    if (!fs.existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` before the end-to-end tests`);
    }
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: apt-get install -y chromium');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stopping = false;
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => {
    output += chunk;
    // Warnings and errors of the server under test belong in the test output.
    process.stderr.write(chunk);
  });
  server.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nthe server under test exited (${code ?? signal}):\n${output}\n`);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (output.includes('Shopkeeper is running')) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // Read from what the server printed, as a newcomer reads them after `npm start`.
  const demoLogins = parseDemoLogins(output);
  if (demoLogins.length === 0) throw new Error(`the server printed no demo logins:\n${output}`);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('demoLogins', demoLogins);

  return async () => {
    stopping = true;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
