import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { insertSubmission, refuseIfSubmissionOpen, submissionById } from '../modules/identity/service.ts';
import { discardUploads, storeImage } from '../modules/uploads/service.ts';
import { recordEvent } from './record-event.ts';

/**
 * A merchant's identity submission (/v1/per/ident-upload): refused with 203 while one is in
 * review or verified, before any photo is stored. The photos are stored as private
 * `identity` images (re-encoded, their metadata — a phone photo's location — stripped); if
 * any is refused, or a twin submission sent at the same moment wins the merchant's one open
 * place, the photos already stored are removed again, so a refusal leaves neither a row nor
 * a file.
 */
export async function submitIdentity(
  ctx: AppContext,
  request: {
    userId: number;
    input: CallParsedInput<typeof calls.identitySubmit>;
    photos: Partial<Record<'front' | 'back' | 'qualification', UploadedFile>>;
  },
) {
  const { userId, input, photos } = request;
  await refuseIfSubmissionOpen(ctx.database.db, userId);
  const stored: string[] = [];
  try {
    const photo = async (field: 'front' | 'back' | 'qualification') => {
      const file = photos[field];
      if (!file) return null;
      const { path } = await storeImage(ctx, { ownerId: userId, kind: 'identity', file, field });
      stored.push(path);
      return path;
    };
    const front = (await photo('front'))!;
    const back = (await photo('back'))!;
    const qualification = await photo('qualification');
    const id = await inTransaction(ctx.database, (trx) =>
      openSubmission(trx, {
        userId,
        realName: input.realName,
        idNo: input.idNo,
        photos: { front, back, qualification },
      }),
    );
    return submissionById(ctx.database.db, id);
  } catch (error) {
    await discardUploads(ctx, stored);
    throw error;
  }
}

/**
 * The submission's row and its event, in the caller's transaction, for photos already stored;
 * the demo seed opens its merchant's submission here too.
 */
export async function openSubmission(
  trx: Trx,
  submission: Parameters<typeof insertSubmission>[1] extends infer I ? Omit<I, 'now'> : never,
  now = Date.now(),
): Promise<number> {
  const submissionId = await insertSubmission(trx, { ...submission, now });
  await recordEvent(
    trx,
    { type: 'identity.submitted', userId: submission.userId, data: { submissionId } },
    now,
  );
  return submissionId;
}
