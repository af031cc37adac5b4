/**
 * Creates an operator account: `npm run create-operator -- <username>`; the password is read
 * from OPERATOR_PASSWORD or typed at the prompt.
 */
import { createInterface } from 'node:readline/promises';
import { isNewPassword, isUsername, PASSWORD, USERNAME } from '@shopkeeper/contract';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../database.ts';
import { inTransaction } from '../db/index.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { AppError, ErrorCode } from '../lib/app-error.ts';
import { assertNotCommon, hashPassword, insertUser } from '../modules/accounts/service.ts';

const username = process.argv[2];
if (!username) {
  console.error(
    'usage: npm run create-operator -- <username>   (password from OPERATOR_PASSWORD or the prompt)',
  );
  process.exit(2);
}
let password = process.env.OPERATOR_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question(`Password (${PASSWORD.min}-${PASSWORD.max} characters): `);
  rl.close();
}
if (!isUsername(username) || !isNewPassword(password)) {
  console.error(
    `A username is ${USERNAME.min}-${USERNAME.max} letters, digits, _ . -; a password ${PASSWORD.min}-${PASSWORD.max} characters.`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = openConfiguredDatabase(config);
try {
  assertNotCommon(password);
  await migrateToLatest(database);
  const passwordHash = await hashPassword(password);
  const id = await inTransaction(database, (trx) =>
    insertUser(trx, { username, passwordHash, role: 'operator' }),
  );
  console.log(`Operator ${username} created (id ${id}).`);
} catch (error) {
  const code = error instanceof AppError ? error.code : undefined;
  console.error(
    code === ErrorCode.USERNAME_EXISTS
      ? `The username ${username} is taken.`
      : code === ErrorCode.INVALID_PARAMETER
        ? 'That password is too common.'
        : error,
  );
  process.exitCode = 1;
} finally {
  await database.destroy();
}
