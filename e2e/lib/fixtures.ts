import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { createPlatformInviteCodes } from '../../apps/server/src/seed/demo.ts';

/** Fresh platform invite codes, written straight into the running server's database. */
export async function newInviteCodes(count = 1): Promise<string[]> {
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'shopkeeper.sqlite') });
  try {
    return await createPlatformInviteCodes(database.db, count);
  } finally {
    await database.destroy();
  }
}

/** The password the server generated for a demo account (printed at its first start). */
export function demoPassword(username: 'operator' | 'merchant'): string {
  const login = inject('demoLogins').find((l) => l.username === username);
  if (!login) throw new Error(`no demo login for ${username}`);
  return login.password;
}

let counter = 0;
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
export const PASSWORD = 'Harbour-Lights-47';
