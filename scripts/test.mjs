// `npm test`: type check (each workspace on its own, scripts/typecheck.mjs), lint, build the front ends, then every test project (unit, web,
// console, API on SQLite and — with TEST_DATABASE_URL — PostgreSQL, end-to-end in Chromium).
// Extra arguments go to vitest, e.g. `npm test -- --project api`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true needs TEST_DATABASE_URL: the API tests must also run on PostgreSQL.');
  process.exit(1);
}
const vitestArgs = process.argv.slice(2);
run('node', ['scripts/typecheck.mjs']);
run('npx', ['biome', 'check', '.']);
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', ...vitestArgs]);
