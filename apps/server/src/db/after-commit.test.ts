import { expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { afterCommit, type DatabaseHandle, inTransaction } from './index.ts';

/** The test database with a log that keeps what it was told. */
function logged(database: DatabaseHandle) {
  const warnings: { details: object; message: string }[] = [];
  return {
    handle: {
      ...database,
      log: { warn: (details: object, message: string) => warnings.push({ details, message }) },
    },
    warnings,
  };
}

const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describeApi('afterCommit', (api) => {
  it('runs after the commit, in the order queued, with the change already visible to others', async () => {
    const { database } = api();
    const seen: string[] = [];
    const result = await inTransaction(database, async (trx) => {
      await trx
        .insertInto('settings')
        .values({ key: 'afterCommitProbe', value: '1', updated_at: 0 })
        .execute();
      afterCommit(trx, () => seen.push('first'));
      afterCommit(trx, async () => {
        const row = await database.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'afterCommitProbe')
          .executeTakeFirst();
        seen.push(`second saw ${row?.value}`);
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    await expect.poll(() => seen).toEqual(['first', 'second saw 1']);
  });

  it('never runs after a rollback', async () => {
    let ran = false;
    await expect(
      inTransaction(api().database, async (trx) => {
        afterCommit(trx, () => {
          ran = true;
        });
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
  });

  it('a callback that fails is logged and the committed transaction still answers', async () => {
    const { handle, warnings } = logged(api().database);
    const result = await inTransaction(handle, async (trx) => {
      afterCommit(trx, () => {
        throw new Error('callback broke');
      });
      afterCommit(trx, () => Promise.reject(new Error('callback rejected')));
      return 'committed';
    });
    expect(result).toBe('committed');
    await expect.poll(() => warnings.length).toBe(2);
    expect(warnings.map((w) => w.message)).toEqual([
      'after-commit callback failed',
      'after-commit callback failed',
    ]);
  });

  it('refuses a callback queued after the transaction ended', async () => {
    let ended: Parameters<typeof afterCommit>[0] | undefined;
    await inTransaction(api().database, async (trx) => {
      ended = trx;
    });
    expect(() => afterCommit(ended!, () => {})).toThrow(/already ended/);
  });

  it('runs once when PostgreSQL retried the transaction: the failed attempt queued nothing that lasts', async (ctx) => {
    if (api().database.dialect !== 'postgres') ctx.skip();
    const { handle } = logged(api().database);
    const ran: number[] = [];
    let attempts = 0;
    await inTransaction(handle, async (trx) => {
      const attempt = ++attempts;
      afterCommit(trx, () => ran.push(attempt));
      if (attempt === 1) throw serializationFailure();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(attempts).toBe(2);
    expect(ran).toEqual([2]);
  });
});
