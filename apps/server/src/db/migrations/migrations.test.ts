import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../index.ts';
import { migrateToLatest } from './index.ts';

const url = process.env.TEST_DATABASE_URL;

it.runIf(url)(
  'migrates a fresh PostgreSQL schema while another schema holds Kysely’s own tables',
  async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const [other, fresh] = ['other', 'fresh'].map((n) => `t_${n}_${randomBytes(4).toString('hex')}`);
    await admin.query(`create schema ${other}`);
    await admin.query(
      `create table ${other}.kysely_migration_lock (id varchar primary key, is_locked integer)`,
    );
    await admin.query(`create table ${other}.kysely_migration (name varchar primary key, timestamp varchar)`);
    await admin.query(`create schema ${fresh}`);
    const database = openDatabase({ url: url!, pgSchema: fresh, poolSize: 2 });
    try {
      await migrateToLatest(database);
      await migrateToLatest(database);
      const users = await admin.query(
        `select 1 from information_schema.tables where table_schema = $1 and table_name = 'users'`,
        [fresh],
      );
      expect(users.rowCount).toBe(1);
    } finally {
      await database.destroy();
      await admin.query(`drop schema ${other} cascade`);
      await admin.query(`drop schema ${fresh} cascade`);
      await admin.end();
    }
  },
);
