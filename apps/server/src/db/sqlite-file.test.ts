import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './index.ts';
import { migrateToLatest } from './migrations/index.ts';

const dirs: string[] = [];
function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-db-'));
  dirs.push(dir);
  return path.join(dir, 'data', 'shopkeeper.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

it('creates the SQLite database and its -wal and -shm files readable by the owner only', async () => {
  const previous = process.umask(0o022); // the usual umask, under which SQLite makes 0644 files
  try {
    const file = tempFile();
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database); // writes, so WAL and shared memory are in use
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      expect(modeOf(name).toString(8), name).toBe('600');
    }
    await database.destroy();
  } finally {
    process.umask(previous);
  }
});

it('tightens a database file an older version left world-readable', async () => {
  const file = tempFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  fs.chmodSync(file, 0o644);
  const database = openDatabase({ sqliteFile: file });
  await migrateToLatest(database);
  expect(modeOf(file).toString(8)).toBe('600');
  await database.destroy();
});
