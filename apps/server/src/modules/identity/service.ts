import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, isUniqueViolation, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { moveAllowed, moveStatus } from '../../lib/status-machine.ts';
import { IDENTITY_MACHINE } from './status.ts';

export { IDENTITY_MACHINE } from './status.ts';

type Identity = z.infer<typeof schemas.identity>;
type ConsoleIdentity = z.infer<typeof schemas.consoleIdentity>;

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

/** 203 while the merchant has a submission in review or verified: checked before any photo is stored. */
export async function refuseIfSubmissionOpen(db: Executor, userId: number): Promise<void> {
  const open = await db
    .selectFrom('identity_submissions')
    .select('status')
    .where('open_user_id', '=', userId)
    .executeTakeFirst();
  if (open) throw alreadyOpen();
}

/**
 * A submission in review, in the caller's transaction; a twin sent at the same moment that
 * won the merchant's one open place (the unique `open_user_id`) makes this one 203.
 */
export async function insertSubmission(
  trx: Trx,
  input: {
    userId: number;
    realName: string;
    idNo: string;
    photos: { front: string; back: string; qualification: string | null };
    now: number;
  },
): Promise<number> {
  try {
    const row = await trx
      .insertInto('identity_submissions')
      .values({
        user_id: input.userId,
        real_name: input.realName,
        id_no: input.idNo,
        front_photo: input.photos.front,
        back_photo: input.photos.back,
        qualification_photo: input.photos.qualification,
        status: 'in_review',
        open_user_id: input.userId,
        reason: null,
        reviewer_id: null,
        created_at: input.now,
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}

/** One submission as the merchant sees it (the answer to their submission). */
export async function submissionById(db: Executor, id: number): Promise<Identity> {
  return toIdentity(await submissionsQuery(db).where('id', '=', id).executeTakeFirstOrThrow());
}

/** A console row of a submission: whose it is, and who decided it. */
export const toConsoleIdentity = (row: SubmissionRow, username: string): ConsoleIdentity => ({
  ...toIdentity(row),
  id: row.id,
  userId: row.user_id,
  username,
  createdAt: iso(row.created_at),
  reviewerId: row.reviewer_id,
});

/** One submission's row, for the console's answer to a decision. */
export const submissionRow = (db: Executor, id: number): Promise<SubmissionRow> =>
  submissionsQuery(db).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * The console's list: the review queue (`in_review`) oldest waiting first, so nobody waits
 * behind newcomers; any other view newest first. Keyset by id either way.
 */
export async function listSubmissionRows(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Identity['status']; userId?: number },
): Promise<{ items: SubmissionRow[]; nextCursor: string | null }> {
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
  return keysetPage(await q.execute(), limit);
}

/**
 * Decides a submission in review, once, in the caller's transaction: 404 when unknown, 203
 * once decided; the move is one conditional update from in_review, so of two operators
 * deciding at once one wins and the other gets 203. Returns whose it is.
 */
export async function decideSubmission(
  trx: Trx,
  operatorId: number,
  id: number,
  decision: { move: 'verify'; reason: null } | { move: 'reject'; reason: string },
  now: number,
): Promise<{ userId: number }> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('identity_submissions').select(['id', 'user_id', 'status']).where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  if (!moveAllowed(IDENTITY_MACHINE, decision.move, row.status, 'operator'))
    throw fail(ErrorCode.INVALID_OPERATION);
  await moveStatus(trx, IDENTITY_MACHINE, { key: row.id, status: row.status }, decision.move, 'operator', {
    reason: decision.reason,
    // A rejected submission gives the merchant's open place back: they may submit again.
    ...(decision.move === 'reject' ? { open_user_id: null } : {}),
    reviewer_id: operatorId,
    reviewed_at: now,
  });
  return { userId: row.user_id };
}

/** Submissions awaiting an operator's decision: the console's identity queue. */
export async function identitiesInReview(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('identity_submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'in_review')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
