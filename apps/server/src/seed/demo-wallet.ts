import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import type { Trx } from '../db/index.ts';
import { findReceivingAccount, insertReceivingAccount } from '../modules/receiving-accounts/service.ts';
import { fileStorage } from '../modules/uploads/service.ts';
import { approveTopUpInTransaction } from '../use-cases/approve-top-up.ts';
import { decideIdentityInTransaction } from '../use-cases/decide-identity.ts';
import { payPendingWithdrawal, rejectPendingWithdrawal } from '../use-cases/decide-withdrawal.ts';
import { rejectTopUpInTransaction } from '../use-cases/reject-top-up.ts';
import { openWithdrawal } from '../use-cases/request-withdrawal.ts';
import { openSubmission } from '../use-cases/submit-identity.ts';
import { openTopUp } from '../use-cases/submit-top-up.ts';

/**
 * The demo merchant's money: a verified identity, two receiving accounts, a PIN, top-ups and
 * withdrawals in every state, so each wallet screen and console queue has something to show.
 * Written in the seed's transaction; top-ups and withdrawals are opened and decided through
 * the product's own use cases (their in-transaction forms), so the demo's money, audit
 * entries and events are what the calls would have written.
 */

const DEMO_REAL_NAME = 'Lina Chen';
const DAY = 86_400_000;

interface DemoPhoto {
  path: string;
  bytes: number;
}
export interface DemoPhotos {
  front: DemoPhoto;
  back: DemoPhoto;
  proofs: DemoPhoto[];
}

/** A labelled placeholder image, so a reviewer sees at once it is not a real document. */
async function placeholder(label: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">
    <rect width="320" height="200" rx="12" fill="${colour}"/>
    <text x="160" y="110" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo's images, stored under random names as uploads are; with no configuration (a
 * test's seed) only their names are made and nothing is written.
 */
export async function demoPhotos(config: Config | undefined): Promise<DemoPhotos> {
  const make = async (kind: 'identity' | 'proof', label: string, colour: string): Promise<DemoPhoto> => {
    const path = `${kind}/${randomBytes(18).toString('base64url')}.png`;
    if (!config) return { path, bytes: 0 };
    const bytes = await placeholder(label, colour);
    await fileStorage(config).put(path, bytes);
    return { path, bytes: bytes.length };
  };
  const [front, back, ...proofs] = await Promise.all([
    make('identity', 'DEMO ID — front', '#3b5b92'),
    make('identity', 'DEMO ID — back', '#3b5b92'),
    ...[1, 2, 3, 4].map((n) => make('proof', `Demo payment proof ${n}`, '#2f7d5b')),
  ]);
  return { front: front!, back: back!, proofs };
}

const tronHash = () => randomBytes(32).toString('hex');

export async function seedDemoWallet(
  trx: Trx,
  demo: {
    merchantId: number;
    operatorId: number;
    pinHash: string;
    channelIds: { usdt: number; bank: number };
    photos: DemoPhotos;
  },
): Promise<void> {
  const { merchantId, operatorId, photos } = demo;
  const start = Date.now() - 20 * DAY;
  const at = (days: number) => start + days * DAY;

  await trx
    .updateTable('users')
    .set({ pay_password_hash: demo.pinHash })
    .where('id', '=', merchantId)
    .execute();
  const uploads = [
    { photo: photos.front, kind: 'identity' as const },
    { photo: photos.back, kind: 'identity' as const },
    ...photos.proofs.map((photo) => ({ photo, kind: 'proof' as const })),
  ];
  await trx
    .insertInto('uploads')
    .values(
      uploads.map(({ photo, kind }) => ({
        path: photo.path,
        kind,
        owner_id: merchantId,
        content_type: 'image/png',
        size_bytes: photo.bytes,
        created_at: start,
        // Kept by the identity and top-ups below, as the product's calls claim what they keep:
        // an unclaimed upload is the clean-up job's to delete.
        claimed_at: start,
      })),
    )
    .execute();
  // Submitted and verified through the product's own use cases, so it has its events too.
  const submissionId = await openSubmission(
    trx,
    {
      userId: merchantId,
      realName: DEMO_REAL_NAME,
      idNo: 'E12345678',
      photos: { front: photos.front.path, back: photos.back.path, qualification: null },
    },
    at(0),
  );
  await decideIdentityInTransaction(trx, operatorId, submissionId, { move: 'verify', reason: null }, at(0));

  // Top-ups: two approved (credited), one rejected, one awaiting review.
  const topUps = [
    { day: 1, channel: demo.channelIds.usdt, cents: 50_000, hash: tronHash(), status: 'approved' as const },
    {
      day: 3,
      channel: demo.channelIds.bank,
      cents: 20_000,
      hash: 'DEMO-BANK-240117',
      status: 'approved' as const,
    },
    { day: 5, channel: demo.channelIds.usdt, cents: 3_000, hash: tronHash(), status: 'rejected' as const },
    {
      day: 19,
      channel: demo.channelIds.bank,
      cents: 5_000,
      hash: 'DEMO-BANK-240131',
      status: 'pending' as const,
    },
  ];
  for (const [index, topUp] of topUps.entries()) {
    const { id } = await openTopUp(trx, {
      userId: merchantId,
      channelId: topUp.channel,
      amountCents: topUp.cents,
      txHash: topUp.hash,
      proofPath: photos.proofs[index]!.path,
      now: at(topUp.day),
    });
    const reviewedAt = at(topUp.day) + 3_600_000;
    if (topUp.status === 'approved') await approveTopUpInTransaction(trx, operatorId, { id }, reviewedAt);
    if (topUp.status === 'rejected') {
      const reason = 'No payment with this hash reached the platform.';
      await rejectTopUpInTransaction(trx, operatorId, { id, reason }, reviewedAt);
    }
  }

  const cardId = await insertReceivingAccount(
    trx,
    merchantId,
    {
      type: 'bank_card',
      accountName: DEMO_REAL_NAME,
      bankName: 'Example Bank',
      cardNumber: '6222020200112233',
      branchNumber: 'Central 001',
    },
    1,
    at(6),
  );
  const walletId = await insertReceivingAccount(
    trx,
    merchantId,
    {
      type: 'trx_usdt',
      walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      walletNote: 'Exchange deposit address',
    },
    2,
    at(6),
  );
  const card = (await findReceivingAccount(trx, merchantId, cardId))!;
  const wallet = (await findReceivingAccount(trx, merchantId, walletId))!;

  // Withdrawals: one paid, one rejected (returned), one awaiting review (frozen).
  const paid = await openWithdrawal(trx, {
    userId: merchantId,
    account: card,
    amountCents: 10_000,
    now: at(8),
  });
  await payPendingWithdrawal(trx, operatorId, {
    id: paid.id,
    payoutReference: 'DEMO-PAYOUT-0001',
    now: at(9),
  });
  const returned = await openWithdrawal(trx, {
    userId: merchantId,
    account: wallet,
    amountCents: 4_000,
    now: at(12),
  });
  await rejectPendingWithdrawal(trx, operatorId, {
    id: returned.id,
    reason: 'The receiving address could not be confirmed; please check it and ask again.',
    now: at(13),
  });
  await openWithdrawal(trx, { userId: merchantId, account: card, amountCents: 6_000, now: at(18) });
}
