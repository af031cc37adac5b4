import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type DemoLogin, parseDemoLogins } from '../../apps/server/src/seed/demo.ts';

const root = path.resolve(import.meta.dirname, '../..');

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

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  demoLogins: DemoLogin[];
  stop(): Promise<void>;
}

/**
 * The real server, as `npm start` would run it, on a fresh SQLite database in a temporary
 * folder, serving the built apps: the one all test files share (global-setup.ts), or one of
 * a file's own with other settings (`env`, e.g. SHOPKEEPER_DEMO_SPEED).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
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
      ...env,
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (output.includes('Shopkeeper is running')) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const demoLogins = parseDemoLogins(output);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    demoLogins,
    async stop() {
      stopping = true;
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
