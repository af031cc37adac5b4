import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { moneyCounts, verifyIdentity } from '../../test/wallet-fixtures.ts';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ETH_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describeApi('receiving accounts', (api) => {
  let operator: { token: string };
  beforeAll(async () => {
    operator = await signInOperator(api());
  });

  const add = (token: string, account: Record<string, unknown>) =>
    api().call(calls.bankAdd, account, { token });
  const list = async (token: string) => (await api().call(calls.bankList, {}, { token })).data;

  /** Calls `call` and checks it wrote nothing. */
  async function refused<T>(call: () => Promise<T>): Promise<T> {
    const before = await moneyCounts(api());
    const res = await call();
    expect(await moneyCounts(api())).toEqual(before);
    return res;
  }

  it('adds a bank card in the verified name (any case or spacing) and wallets of both networks, listed oldest first', async () => {
    const { token } = await api().merchant();
    expect(await list(token)).toEqual({ items: [], max: 5, minWithdrawal: '10.00' });
    await verifyIdentity(api(), token, operator.token, 'Nguyen Van An');
    const card = await add(token, {
      type: 'bank_card',
      accountName: '  NGUYEN  van an ',
      bankName: 'Vietcombank',
      cardNumber: '9704000011112222',
      branchNumber: 'HN-01',
    });
    const tron = await add(token, { type: 'trx_usdt', walletAddress: TRON, walletNote: 'Binance' });
    const eth = await add(token, { type: 'eth_usdt', walletAddress: ETH_CHECKSUMMED });
    const ethLower = await add(token, { type: 'eth_usdt', walletAddress: ETH_CHECKSUMMED.toLowerCase() });
    expect([card.code, tron.code, eth.code, ethLower.code]).toEqual([200, 200, 200, 200]);
    const { items } = await list(token);
    expect(items.map((a: { id: number }) => a.id)).toEqual([
      card.data.id,
      tron.data.id,
      eth.data.id,
      ethLower.data.id,
    ]);
    expect(items[0]).toMatchObject({
      type: 'bank_card',
      accountName: 'NGUYEN  van an',
      bankName: 'Vietcombank',
      cardNumber: '9704000011112222',
      branchNumber: 'HN-01',
      walletAddress: null,
    });
    expect(items[1]).toMatchObject({
      type: 'trx_usdt',
      walletAddress: TRON,
      walletNote: 'Binance',
      accountName: null,
    });
  });

  it('refuses a bank card before identity is verified (409) and in another name (405 accountName), writing nothing', async () => {
    const { token } = await api().merchant();
    const card = {
      type: 'bank_card',
      accountName: 'Maria Silva',
      bankName: 'Itaú',
      cardNumber: '12345678901',
    };
    expect(await refused(() => add(token, card))).toMatchObject({ code: 409 });
    await verifyIdentity(api(), token, operator.token, 'Maria Silva');
    const other = await refused(() =>
      api().call(calls.bankAdd, { ...card, accountName: 'Mario Silva' }, { token, lang: 'fr' }),
    );
    expect(other).toMatchObject({ code: 405, data: { field: 'accountName' } });
    expect(other.msg).toContain('titulaire du compte');
    expect((await add(token, card)).code).toBe(200);
  });

  it('refuses wallet addresses whose checksum fails (405 walletAddress), writing nothing', async () => {
    const { token } = await api().merchant();
    const typoTron = `${TRON.slice(0, -1)}F`;
    const flippedCase = `${ETH_CHECKSUMMED.slice(0, -1)}D`;
    for (const account of [
      { type: 'trx_usdt', walletAddress: typoTron },
      { type: 'eth_usdt', walletAddress: flippedCase },
      { type: 'eth_usdt', walletAddress: TRON },
      { type: 'trx_usdt', walletAddress: ETH_CHECKSUMMED },
    ]) {
      const res = await refused(() => add(token, account));
      expect(res, account.walletAddress).toMatchObject({ code: 405, data: { field: 'walletAddress' } });
    }
  });

  it('holds at most 5 (444 naming the count, writing nothing); a deleted one frees its place', async () => {
    const { token } = await api().merchant();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await add(token, { type: 'trx_usdt', walletAddress: TRON })).data.id);
    const sixth = await refused(() => add(token, { type: 'trx_usdt', walletAddress: TRON }));
    expect(sixth).toMatchObject({ code: 444, data: { max: 5 } });
    expect(sixth.msg).toContain('5');
    expect((await api().call(calls.bankDel, { id: ids[2] }, { token })).code).toBe(200);
    expect((await list(token)).items.map((a: { id: number }) => a.id)).toEqual([
      ids[0],
      ids[1],
      ids[3],
      ids[4],
    ]);
    expect((await add(token, { type: 'trx_usdt', walletAddress: TRON })).code).toBe(200);
    expect((await add(token, { type: 'trx_usdt', walletAddress: TRON })).code).toBe(444);
  });

  it('keeps exactly 5 when 6 are added at once', async () => {
    const { token } = await api().merchant();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => add(token, { type: 'eth_usdt', walletAddress: ETH_CHECKSUMMED })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 200, 200, 200, 200, 444]);
    expect((await list(token)).items).toHaveLength(5);
  });

  it("edits an account (its type may change) and refuses another merchant's, or a deleted one, with 404", async () => {
    const owner = await api().merchant();
    const stranger = await api().merchant();
    const { data } = await add(owner.token, { type: 'trx_usdt', walletAddress: TRON });
    const edited = await api().call(
      calls.bankEdit,
      { id: data.id, account: { type: 'eth_usdt', walletAddress: ETH_CHECKSUMMED, walletNote: 'Ledger' } },
      { token: owner.token },
    );
    expect(edited).toMatchObject({ code: 200, data: null });
    expect((await list(owner.token)).items[0]).toMatchObject({
      id: data.id,
      type: 'eth_usdt',
      walletAddress: ETH_CHECKSUMMED,
      walletNote: 'Ledger',
    });
    const edit = { id: data.id, account: { type: 'trx_usdt', walletAddress: TRON } };
    expect(await refused(() => api().call(calls.bankEdit, edit, { token: stranger.token }))).toMatchObject({
      code: 404,
    });
    expect(
      await refused(() => api().call(calls.bankDel, { id: data.id }, { token: stranger.token })),
    ).toMatchObject({ code: 404 });
    // A bad address in an edit is refused like in an add, and changes nothing.
    const typo = { id: data.id, account: { type: 'trx_usdt', walletAddress: `${TRON.slice(0, -1)}F` } };
    expect(await refused(() => api().call(calls.bankEdit, typo, { token: owner.token }))).toMatchObject({
      code: 405,
      data: { field: 'walletAddress' },
    });
    expect((await api().call(calls.bankDel, { id: data.id }, { token: owner.token })).code).toBe(200);
    expect((await api().call(calls.bankDel, { id: data.id }, { token: owner.token })).code).toBe(404);
    expect((await api().call(calls.bankEdit, edit, { token: owner.token })).code).toBe(404);
    expect((await list(owner.token)).items).toEqual([]);
  });
});
