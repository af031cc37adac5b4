// `npm run verify`: the hardening checks in one run, then their figures in one summary —
// bad input generated from the contract, the access matrix, two servers behind a proxy, the
// crash loop, durability under synchronous=FULL, the security review — and the ledger bench
// (FULL with group commit beside NORMAL and the bare driver). Storms and generated inputs run
// VERIFY_RUNS times longer than in `npm test` (default 3). Needs PostgreSQL
// (TEST_DATABASE_URL, else the local one) like CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-verify-'));
const env = {
  ...process.env,
  VERIFY_REPORT_DIR: reportDir,
  VERIFY_RUNS: process.env.VERIFY_RUNS ?? '3',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};

/** The parts, each a test folder or file, and the figures each must report. */
const PARTS = [
  {
    part: 'bad-input',
    label: 'Bad input generated from the contract',
    tests: ['apps/server/src/test/generated'],
  },
  { part: 'bad-input-files', label: 'Bad files against every multipart call', tests: [] },
  { part: 'access', label: 'Access matrix', tests: ['apps/server/src/test/access'] },
  {
    part: 'two-servers',
    label: 'Two servers behind a round-robin proxy',
    tests: ['apps/server/src/test/servers/two-servers'],
  },
  {
    part: 'crash-loop',
    label: 'Crash loop (a server killed at random)',
    tests: ['apps/server/src/test/servers/crash-loop'],
  },
  {
    part: 'durability',
    label: 'Durability (SQLite synchronous=FULL, group commit)',
    tests: ['apps/server/src/db/durability'],
  },
  { part: 'security', label: 'Security review', tests: ['apps/server/src/test/security-review'] },
];

const run = (cmd, args) => {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
};

const testStatus = run('npx', ['vitest', 'run', '--project', 'api', ...PARTS.flatMap((p) => p.tests)]);
const benchStatus = run('npx', ['tsx', 'bench/ledger.ts']);

const reports = fs
  .readdirSync(reportDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(reportDir, name), 'utf8')));

console.log('\n══ Summary ═════════════════════════════════════════════════════════');
let missing = 0;
for (const { part, label } of PARTS) {
  const mine = reports.filter((r) => r.part === part);
  console.log(`\n${label}`);
  if (mine.length === 0) {
    missing++;
    console.log('  (no figures: the part did not run to its end)');
  }
  for (const { part: _, dialect, ...figures } of mine) {
    const line = Object.entries(figures)
      .map(([key, value]) => `${key} ${typeof value === 'number' ? value.toLocaleString('en') : value}`)
      .join(' · ');
    console.log(`  ${dialect.padEnd(8)} ${line}`);
  }
}
console.log(`\nLedger bench: ${benchStatus === 0 ? 'printed above' : 'FAILED'}`);
console.log(`Tests: ${testStatus === 0 ? 'all passed' : 'FAILURES above'}`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(testStatus || benchStatus || (missing ? 1 : 0));
