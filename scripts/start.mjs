// `npm start`: builds the front ends when their sources changed, then runs the server
// (migrations and the demo seed run at server start). It is the README's demo command, so it
// asks for the demo explicitly: a production start seeds only with SEED_DEMO=true, and the
// demo passwords are generated for each new database and printed once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server' || entry === 'dist-prerender')
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sharedSources = ['packages/contract/src', 'packages/client/src'].map((p) => path.join(root, p));
for (const app of ['web', 'console']) {
  const dir = path.join(root, 'apps', app);
  // The merchant app's build also writes the storefront's server renderer (decision 017) and
  // the public screens' HTML (decision 038).
  const outputs = [path.join(dir, 'dist', 'index.html')];
  if (app === 'web')
    outputs.push(
      path.join(dir, 'dist-server', 'entry-server.js'),
      path.join(dir, 'dist', '.vite', 'shells.json'),
    );
  const built = Math.min(...outputs.map(newestMtime));
  const changed = Math.max(newestMtime(dir), ...sharedSources.map(newestMtime));
  if (built && built >= changed) continue;
  console.log(`Building the ${app} app…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...process.env },
});
process.exit(server.status ?? 0);
