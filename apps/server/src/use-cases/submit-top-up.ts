import { type CallParsedInput, calls, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Trx } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { refuseIfWalletFrozen } from '../modules/accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { insertTopUp, offeredChannel, unseenTxHash } from '../modules/topups/service.ts';
import { claimUpload, storeImage } from '../modules/uploads/service.ts';
import { hashRequest, idempotentTransaction, storedAnswer } from '../modules/wallet/service.ts';
import { recordEvent } from './record-event.ts';

type Answer = { id: number; status: z.infer<typeof schemas.topUp>['status'] };

/**
 * A merchant's top-up (/v1/order/channel/pay). Every refusal that needs no race to happen
 * (448 below the minimum, an unknown or disabled channel, 450 frozen wallet, a malformed or
 * already-seen hash) comes before the proof is stored, so a refusal writes nothing. The
 * insert runs under the Idempotency-Key; the hash's unique index settles two at once.
 */
export async function submitTopUp(
  ctx: AppContext,
  request: {
    userId: number;
    input: CallParsedInput<typeof calls.topUpSubmit>;
    proof: UploadedFile;
    idempotencyKey: string | undefined;
  },
): Promise<Answer> {
  const { db } = ctx.database;
  const { userId, input, idempotencyKey } = request;
  const claim = { userId, key: idempotencyKey, requestHash: hashRequest(calls.topUpSubmit, input) };
  // A repeat of a top-up already made gets its answer, and its proof is not stored again.
  const earlier = await storedAnswer<Answer>(db, claim);
  if (earlier) return earlier.answer;
  const amountCents = toCents(input.amount);
  if (amountCents < (await getSetting(db, 'minDepositCents'))) throw fail(ErrorCode.BELOW_MINIMUM_DEPOSIT);
  const channel = await offeredChannel(db, input.channelId);
  await refuseIfWalletFrozen(db, userId);
  const txHash = await unseenTxHash(db, userId, channel.kind, input.txHash, idempotencyKey !== undefined);
  // Claimed by the top-up's transaction: a proof whose top-up was refused after all (a hash
  // taken meanwhile) or not needed (a repeated request's first answer) is cleaned up.
  const proof = await storeImage(ctx, {
    ownerId: userId,
    kind: 'proof',
    file: request.proof,
    field: 'proof',
    unclaimed: true,
  });
  return idempotentTransaction(ctx, claim, async (trx) => {
    const topUp = await openTopUp(trx, {
      userId,
      channelId: channel.id,
      amountCents,
      txHash,
      proofPath: proof.path,
      now: Date.now(),
    });
    await claimUpload(trx, proof.path);
    return topUp;
  });
}

/** The pending top-up and its event, in the caller's transaction (the demo seed's too). */
export async function openTopUp(trx: Trx, topUp: Parameters<typeof insertTopUp>[1]): Promise<Answer> {
  const row = await insertTopUp(trx, topUp);
  await recordEvent(
    trx,
    {
      type: 'topup.submitted',
      userId: topUp.userId,
      data: { topUpId: row.id, amountCents: topUp.amountCents },
    },
    topUp.now,
  );
  return row;
}
