// `npm run typecheck`: one TypeScript program per workspace, so each is checked with its own
// settings — the server without the DOM's types, each front end with only its own global
// declarations (the merchant app's i18next key types do not reach the console). A package is
// checked on its own and again inside every program that imports it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const PROJECTS = [
  'packages/contract',
  'packages/client',
  'packages/front-kit',
  'apps/server',
  'apps/web',
  'apps/console',
  'e2e',
  'bench',
  '.',
];

let failed = 0;
for (const project of PROJECTS) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', path.join(project, 'tsconfig.json'), '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
