import { randomInt } from 'node:crypto';
import { calls, fromCents } from '@shopkeeper/contract';
import { multipartTopUp, proofImage } from '../money-requests.ts';
import { DEMO_PIN } from '../wallet-fixtures.ts';
import type { Actors, Merchant, Shop } from './actors.ts';
import { send } from './crash-server.ts';

/**
 * The calls the storms send over real HTTP, as the merchant app, the console and a buyer's
 * browser send them: money calls with the PIN and an Idempotency-Key, so a client can retry
 * one that got no answer.
 */

export async function submitTopUp(
  origin: string,
  actors: Actors,
  merchant: Merchant,
  cents: number,
  txHash: string,
  key: string,
) {
  const body = multipartTopUp(
    { channelId: actors.channelId, amount: fromCents(cents), txHash },
    await proofImage(),
  );
  return send(origin, calls.topUpSubmit.path, body.payload, {
    ...body.headers,
    authorization: merchant.token,
    'idempotency-key': key,
  });
}

export const withdraw = (origin: string, merchant: Merchant, cents: number, key: string) =>
  send(
    origin,
    calls.withdrawAdd.path,
    { amount: fromCents(cents), accountId: merchant.accountId, payPassword: DEMO_PIN },
    { authorization: merchant.token, 'idempotency-key': key },
  );

export const buyAd = (origin: string, actors: Actors, merchant: Merchant, key: string) =>
  send(
    origin,
    calls.adPay.path,
    { packageId: actors.adPackageId, payPassword: DEMO_PIN },
    { authorization: merchant.token, 'idempotency-key': key },
  );

/** The operator approves a top-up, crediting `creditedCents` (what they say arrived). */
export const approveTopUp = (origin: string, actors: Actors, topUpId: number, creditedCents: number) =>
  send(
    origin,
    calls.consoleTopupApprove.path,
    { id: topUpId, amount: fromCents(creditedCents) },
    { authorization: actors.operator },
  );

/** The operator pays a withdrawal out, or rejects it (the amount returns to the balance). */
export const decideWithdrawal = (origin: string, actors: Actors, withdrawalId: number, pay: boolean) =>
  pay
    ? send(origin, calls.consoleWithdrawPay.path, { id: withdrawalId }, { authorization: actors.operator })
    : send(
        origin,
        calls.consoleWithdrawReject.path,
        { id: withdrawalId, reason: 'Account closed' },
        { authorization: actors.operator },
      );

/** A buyer's own address, as the reverse proxy in front of the server reports it. */
export const buyerAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A buyer orders on a shop's storefront, from their own address (a new one by default). */
export const placeOrder = (
  origin: string,
  shop: Shop,
  name: string,
  quantity: number,
  key: string,
  address = buyerAddress(),
) =>
  send(
    origin,
    calls.storefrontOrderCreate.path,
    {
      slug: shop.slug,
      itemId: shop.itemId,
      quantity,
      name,
      phone: '+84 90 000 0000',
      address: '1 Market St',
    },
    { 'x-forwarded-for': address, 'idempotency-key': key },
  );

/** The merchant pays their orders' costs from the wallet. */
export const payOrders = (origin: string, shop: Shop, orderIds: number[], key: string) =>
  send(
    origin,
    calls.orderPay.path,
    { orderIds, payPassword: DEMO_PIN },
    { authorization: shop.token, 'idempotency-key': key },
  );
