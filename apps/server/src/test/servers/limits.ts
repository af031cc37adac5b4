import { calls } from '@shopkeeper/contract';
import { expect } from 'vitest';
import { type Actors, type Merchant, ok, type Shop } from '../crash/actors.ts';
import { buyAd, placeOrder, withdraw } from '../crash/calls.ts';
import { type Answer, send } from '../crash/crash-server.ts';
import { uniqueName } from '../harness.ts';
import { codeOf, newKey } from './storm.ts';

/**
 * Limits that must hold with requests spread over servers (docs/deploy.md: daily limits, the
 * tier's goods limit, the storefront's per-address limit, one boost per shop, the balance):
 * each burst tries to go past its limit, all at once through the proxy, and the number
 * accepted must be the limit exactly: not one more (two servers each letting the last one
 * through), not one fewer (a refusal that should not have been).
 */
export interface LimitResult {
  name: string;
  limit: number;
  accepted: number;
  /** Every refusal's code, which must be the limit's own. */
  refusals: (number | 'unanswered')[];
  refusalCode: number;
  answers: Answer[];
}

/**
 * A client's money call answered 202 (PIN tries of the same merchant being judged at once,
 * docs/decisions/016-attempt-counter.md) is sent again; every other answer is final.
 */
async function untilJudged(request: () => Promise<Answer>): Promise<Answer> {
  for (;;) {
    const answer = await request();
    if (codeOf(answer) !== 202) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function burst(
  name: string,
  limit: number,
  refusalCode: number,
  requests: (() => Promise<Answer>)[],
): Promise<LimitResult> {
  const answers = await Promise.all(requests.map((request) => request()));
  const codes = answers.map(codeOf);
  return {
    name,
    limit,
    refusalCode,
    accepted: codes.filter((c) => c === 200).length,
    refusals: codes.filter((c) => c !== 200),
    answers,
  };
}

/** Each result's accepted count is its limit, and each refusal is the limit's code. */
export function expectLimitsHeld(results: LimitResult[]) {
  for (const r of results) {
    expect({ name: r.name, accepted: r.accepted }).toEqual({ name: r.name, accepted: r.limit });
    expect(
      r.refusals.filter((c) => c !== r.refusalCode),
      r.name,
    ).toEqual([]);
  }
}

export interface LimitPlan {
  origin: string;
  actors: Actors;
  /** A merchant with a 200.00 balance, no boost and an empty showcase (standard tier). */
  merchant: Merchant;
  /** Goods to list, more than the standard tier's 20. */
  goodsIds: number[];
  /** A storefront one buyer's address orders on. */
  shop: Shop;
}

/**
 * One merchant's bursts: goods listed past the standard tier's 20 (452), then deleted past
 * the day's 10 (447); friends invited past the day's 2 (454); ads bought while the first
 * boost runs (453) at the same time as withdrawals of 13.00 from 200.00: the ad's 5.00 fits
 * in any order and leaves 195.00 for exactly 15 (424); and one buyer's address ordering past
 * its 10 in 10 minutes (202, HTTP 429). The invitations' usernames are returned: friends the
 * revocation test signs up with their invite codes.
 */
export async function tryLimits({ origin, actors, merchant, goodsIds, shop }: LimitPlan) {
  const asMerchant = { authorization: merchant.token };
  const call = (path: string, body: object) => () => send(origin, path, body, asMerchant);
  const friends = Array.from({ length: 6 }, () => uniqueName('f'));
  const address = `10.9.${merchant.id % 256}.7`;
  const [listed, invited, ads, withdrawn, ordered] = await Promise.all([
    burst(
      'showcase goods (standard tier)',
      20,
      452,
      goodsIds.map((goodsId) => call(calls.showcaseAdd.path, { items: [{ goodsId }] })),
    ),
    burst(
      'invitations per day',
      2,
      454,
      friends.map((username) => call(calls.inviteAdd.path, { username })),
    ),
    burst(
      'ad boosts running per shop',
      1,
      453,
      Array.from({ length: 4 }, () => () => untilJudged(() => buyAd(origin, actors, merchant, newKey()))),
    ),
    burst(
      'withdrawals within the balance',
      15,
      424,
      Array.from({ length: 20 }, () => () => untilJudged(() => withdraw(origin, merchant, 1300, newKey()))),
    ),
    burst(
      "a buyer address's orders per 10 minutes",
      10,
      202,
      Array.from(
        { length: 15 },
        (_, n) => () => placeOrder(origin, shop, `Buyer ${merchant.id}-${n}`, 1, newKey(), address),
      ),
    ),
  ]);
  const items = ok<{ items: { id: number }[] }>(
    'showcase list',
    await send(origin, calls.showcaseList.path, { limit: 100 }, asMerchant),
  );
  const deleted = await burst(
    'showcase deletions per day',
    10,
    447,
    items.items.map((item) => call(calls.showcaseDel.path, { ids: [item.id] })),
  );
  const results = [listed, invited, ads, withdrawn, ordered, deleted];
  const invitations = invited.answers.flatMap((a) =>
    codeOf(a) === 200 ? [(a as { data: { username: string; code: string } }).data] : [],
  );
  return { results, invitations };
}
