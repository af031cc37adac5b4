import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DemoLogin } from '../apps/server/src/seed/demo.ts';
import { CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startServer } from './lib/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The demo logins the server generated and printed for its fresh database. */
    demoLogins: DemoLogin[];
  }
}

const root = path.resolve(import.meta.dirname, '..');

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
  const server = await startServer();
  // Read from what the server printed, as a newcomer reads them after `npm start`.
  if (server.demoLogins.length === 0) throw new Error('the server printed no demo logins');
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('demoLogins', server.demoLogins);
  return () => server.stop();
}
