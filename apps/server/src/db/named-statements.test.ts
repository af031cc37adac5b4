import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { insertUser } from '../modules/accounts/service.ts';
import { inTransaction, openDatabase } from './index.ts';
import { migrateToLatest } from './migrations/index.ts';
import { preparedQuery } from './prepared.ts';

const url = process.env.TEST_DATABASE_URL;

const usernameById = preparedQuery((db, id: number) =>
  db.selectFrom('users').select('username').where('id', '=', id),
);

it.runIf(url)(
  'sends prepared queries to PostgreSQL as named statements, planned once per connection',
  async () => {
    const schema = `t_named_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    // One connection, so the statements it has prepared can be read back on it.
    const database = openDatabase({ url: url!, pgSchema: schema, poolSize: 1 });
    try {
      await migrateToLatest(database);
      const { db } = database;
      const id = await inTransaction(database, (trx) =>
        insertUser(trx, { username: 'named', passwordHash: 'x', role: 'operator' }),
      );
      expect(await usernameById(db, id)).toEqual([{ username: 'named' }]);
      expect(await usernameById(db, id + 1)).toEqual([]);
      const statements = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      expect(statements.rows.map((r) => r.name)).toEqual([expect.stringMatching(/^sk_/)]);
    } finally {
      await database.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  },
);
