import type { Executor } from '../db/index.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import { type AuditQuery, listAudit } from '../modules/audit/service.ts';

/** The console's audit log, newest first, each entry with its operator's and merchant's names. */
export const listAuditLog = (db: Executor, query: AuditQuery) =>
  listAudit(db, query, (ids) => usernamesByIds(db, ids));
