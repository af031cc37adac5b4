import { calls } from '@shopkeeper/contract';
import { inTransaction } from '../db/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { insertUser } from '../modules/accounts/service.ts';
import { STRONG_PASSWORD, type TestApi, uniqueName } from './harness.ts';

/** Creates an operator account and signs it in (operators are never made by sign-up). */
export async function signInOperator(api: TestApi, username = uniqueName('op')) {
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  const id = await inTransaction(api.database, (trx) =>
    insertUser(trx, { username, passwordHash, role: 'operator' }),
  );
  const res = await api.call(calls.login, { username, password: STRONG_PASSWORD });
  if (res.code !== 200) throw new Error(`operator sign-in failed: ${JSON.stringify(res)}`);
  return { id, username, password: STRONG_PASSWORD, token: res.data.token as string };
}
