import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Starts one of `servers/*.ts` in its own process and resolves once it prints "ready". */
export async function startServer(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

/** The real server on SQLite in a temporary folder, as `servers/shopkeeper.ts` runs it. */
export async function startShopkeeper(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-bench-'));
  const child = await startServer('servers/shopkeeper.ts', {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the demo merchant the seed creates; returns the session token. */
export async function signInDemoMerchant(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'merchant', password: 'Merchant#2026' }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`demo sign-in failed with code ${body.code}`);
  return body.data.token;
}
