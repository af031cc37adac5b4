import type { calls, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  type Executor,
  forUpdate,
  inTransaction,
  isUniqueViolation,
  rowsChanged,
  type Trx,
} from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import type { HandlerArgs } from '../../plugins/contract-routes.ts';
import { withUsernames } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import { discardUploads, storeImage } from '../uploads/service.ts';

type Identity = z.infer<typeof schemas.identity>;
type ConsoleIdentity = z.infer<typeof schemas.consoleIdentity>;
type SubmissionStatus = 'in_review' | 'verified' | 'rejected';

function submissionsQuery(db: Executor) {
  return db
    .selectFrom('identity_submissions')
    .select([
      'id',
      'user_id',
      'real_name',
      'id_no',
      'front_photo',
      'back_photo',
      'qualification_photo',
      'status',
      'reason',
      'reviewer_id',
      'created_at',
      'reviewed_at',
    ]);
}
type SubmissionRow = Awaited<ReturnType<ReturnType<typeof submissionsQuery>['executeTakeFirstOrThrow']>>;

const toIdentity = (row: SubmissionRow): Identity => ({
  status: row.status,
  realName: row.real_name,
  idNo: row.id_no,
  frontPhoto: row.front_photo,
  backPhoto: row.back_photo,
  qualificationPhoto: row.qualification_photo,
  rejectReason: row.reason,
  updatedAt: iso(row.reviewed_at ?? row.created_at),
});

/** What /v1/per/info answers before the merchant has submitted anything. */
const UNVERIFIED: Identity = {
  status: 'unverified',
  realName: null,
  idNo: null,
  frontPhoto: null,
  backPhoto: null,
  qualificationPhoto: null,
  rejectReason: null,
  updatedAt: null,
};

/** The merchant's latest submission (earlier ones stay for the record), or `unverified`. */
export async function identityOf(db: Executor, userId: number): Promise<Identity> {
  const row = await submissionsQuery(db)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toIdentity(row) : UNVERIFIED;
}

/**
 * The merchant's verified real name and ID number, or null while not verified: what a
 * withdrawal and a bank card's holder name are checked against.
 */
export async function verifiedIdentity(
  db: Executor,
  userId: number,
): Promise<{ realName: string; idNo: string } | null> {
  const row = await db
    .selectFrom('identity_submissions')
    .select(['real_name', 'id_no'])
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { realName: row.real_name, idNo: row.id_no } : null;
}

/** In review or verified already: nothing to submit (203). */
const alreadyOpen = () => fail(ErrorCode.INVALID_OPERATION);

async function openSubmission(db: Executor, userId: number) {
  return db
    .selectFrom('identity_submissions')
    .select('status')
    .where('open_user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A merchant's identity submission (/v1/per/ident-upload): refused with 203 while one is in
 * review or verified, before any photo is stored. The photos are stored as private
 * `identity` images (re-encoded, their metadata — a phone photo's location — stripped); if
 * any is refused, or a twin submission sent at the same moment wins the merchant's one open
 * place (the unique `open_user_id`), the photos already stored are removed again, so a
 * refusal leaves neither a row nor a file.
 */
export async function submitIdentity(args: HandlerArgs<typeof calls.perIdentUpload>): Promise<Identity> {
  const { ctx, user, input, files } = args;
  const { db } = ctx.database;
  if (await openSubmission(db, user.id)) throw alreadyOpen();

  const stored: string[] = [];
  try {
    const photo = async (field: 'front' | 'back' | 'qualification') => {
      const file = files[field];
      if (!file) return null;
      const { path } = await storeImage(ctx, { ownerId: user.id, kind: 'identity', file, field });
      stored.push(path);
      return path;
    };
    const front = (await photo('front'))!;
    const back = (await photo('back'))!;
    const qualification = await photo('qualification');
    const id = await inTransaction(ctx.database, async (trx) => {
      const row = await trx
        .insertInto('identity_submissions')
        .values({
          user_id: user.id,
          real_name: input.realName,
          id_no: input.idNo,
          front_photo: front,
          back_photo: back,
          qualification_photo: qualification,
          status: 'in_review',
          open_user_id: user.id,
          reason: null,
          reviewer_id: null,
          created_at: Date.now(),
          reviewed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return toIdentity(await submissionsQuery(db).where('id', '=', id).executeTakeFirstOrThrow());
  } catch (error) {
    await discardUploads(ctx, stored);
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}

/** The console's rows: each submission with whose it is. */
const toConsoleIdentities = (db: Executor, rows: SubmissionRow[]): Promise<ConsoleIdentity[]> =>
  withUsernames(db, rows, (row, username) => ({
    ...toIdentity(row),
    id: row.id,
    userId: row.user_id,
    username,
    createdAt: iso(row.created_at),
    reviewerId: row.reviewer_id,
  }));

/**
 * The console's list: the review queue (`in_review`) oldest waiting first, so nobody waits
 * behind newcomers; any other view newest first. Keyset by id either way.
 */
export async function listIdentities(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Identity['status']; userId?: number },
): Promise<{ items: ConsoleIdentity[]; nextCursor: string | null }> {
  // Nobody's submission is `unverified`: that is the absence of one.
  if (query.status === 'unverified') return { items: [], nextCursor: null };
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  const oldestFirst = query.status === 'in_review';
  let q = submissionsQuery(db)
    .orderBy('id', oldestFirst ? 'asc' : 'desc')
    .limit(limit + 1);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.userId !== undefined) q = q.where('user_id', '=', query.userId);
  if (after !== undefined) q = q.where('id', oldestFirst ? '>' : '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: await toConsoleIdentities(db, items), nextCursor };
}

/**
 * Decides a submission in review, once: the status changes only while it is still in review
 * (rowsChanged), so of two operators deciding at once one wins and the other gets 203. The
 * decision and its audit entry commit together.
 */
async function decide(
  ctx: AppContext,
  operatorId: number,
  id: number,
  decision: { status: Exclude<SubmissionStatus, 'in_review'>; reason: string | null },
): Promise<ConsoleIdentity> {
  await inTransaction(ctx.database, async (trx: Trx) => {
    const row = await forUpdate(
      trx,
      trx.selectFrom('identity_submissions').select(['id', 'user_id', 'status']).where('id', '=', id),
    ).executeTakeFirst();
    if (!row) throw fail(ErrorCode.NOT_FOUND);
    if (row.status !== 'in_review') throw fail(ErrorCode.INVALID_OPERATION);
    const now = Date.now();
    const changed = await rowsChanged(
      trx
        .updateTable('identity_submissions')
        .set({
          status: decision.status,
          reason: decision.reason,
          // A rejected submission gives the merchant's open place back: they may submit again.
          ...(decision.status === 'rejected' ? { open_user_id: null } : {}),
          reviewer_id: operatorId,
          reviewed_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'in_review'),
    );
    if (changed !== 1) throw fail(ErrorCode.INVALID_OPERATION);
    await recordAudit(trx, {
      actorId: operatorId,
      action: decision.status === 'verified' ? 'identity.approve' : 'identity.reject',
      target: { type: 'identity', id },
      userId: row.user_id,
      reason: decision.reason,
      now,
    });
  });
  const [item] = await toConsoleIdentities(ctx.database.db, [
    await submissionsQuery(ctx.database.db).where('id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return item!;
}

export const approveIdentity = (ctx: AppContext, operatorId: number, id: number) =>
  decide(ctx, operatorId, id, { status: 'verified', reason: null });

export const rejectIdentity = (ctx: AppContext, operatorId: number, input: { id: number; reason: string }) =>
  decide(ctx, operatorId, input.id, { status: 'rejected', reason: input.reason });

/**
 * A verified identity written directly, for the demo seed (no photos to review): in the
 * caller's transaction.
 */
export async function insertVerifiedIdentity(
  trx: Trx,
  input: {
    userId: number;
    realName: string;
    idNo: string;
    photos: { front: string; back: string };
    now?: number;
  },
): Promise<void> {
  const now = input.now ?? Date.now();
  await trx
    .insertInto('identity_submissions')
    .values({
      user_id: input.userId,
      real_name: input.realName,
      id_no: input.idNo,
      front_photo: input.photos.front,
      back_photo: input.photos.back,
      qualification_photo: null,
      status: 'verified',
      open_user_id: input.userId,
      reason: null,
      reviewer_id: null,
      created_at: now,
      reviewed_at: now,
    })
    .execute();
}
