import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { countRows, describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

describeApi('help centre', (api) => {
  let operator: string;
  let merchant: string;
  beforeAll(async () => {
    operator = (await signInOperator(api())).token;
    merchant = (await api().merchant()).token;
  });

  const save = (input: Record<string, unknown>) =>
    api().call(calls.consoleQaSave, input, { token: operator });
  const en = (title: string, body: string) => ({ language: 'en', title, body });
  const read = (input: Record<string, unknown>, lang = 'en') =>
    api().call(calls.homeQa, input, { token: merchant, lang });

  it('strips scripts, handlers and javascript: links when saving, keeping the formatting', async () => {
    const saved = await save({
      category: 'security',
      texts: [
        en(
          'Safe text',
          '<p onclick="steal()">Keep <strong>bold</strong> and <a href="javascript:alert(1)">this</a> <a href="https://help.example/pin">link</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
        ),
      ],
    });
    expect(saved.code).toBe(200);
    const body: string = saved.data.texts[0].body;
    expect(body).toContain('<strong>bold</strong>');
    expect(body).toContain('href="https://help.example/pin"');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<img', '<iframe', 'alert(1)'])
      expect(body).not.toContain(bad);
    const detail = await api().call(calls.homeQaDetail, { id: saved.data.id }, { token: merchant });
    expect(detail.data.content).toBe(body);
  });

  it("reads articles in the reader's language, in English when not written in it, by category and words, in pages", async () => {
    const pin = await save({
      category: 'tiers',
      texts: [
        en('How tiers work', '<p>A higher tier lists <em>more goods</em>.</p>'),
        { language: 'fr', title: 'Les niveaux', body: '<p>Un niveau plus élevé.</p>' },
      ],
    });
    const only = await save({
      category: 'tiers',
      texts: [en('Upgrading your tier', '<p>Ask for an upgrade.</p>')],
    });
    const fr = await read({ category: 'tiers' }, 'fr');
    expect(fr.data.items.map((a: { title: string; language: string }) => [a.title, a.language])).toEqual([
      ['Les niveaux', 'fr'],
      ['Upgrading your tier', 'en'],
    ]);
    const detail = await api().call(calls.homeQaDetail, { id: pin.data.id }, { token: merchant, lang: 'fr' });
    expect(detail.data).toMatchObject({ title: 'Les niveaux', content: '<p>Un niveau plus élevé.</p>' });

    // Words match the text a reader sees, not the markup; case does not matter.
    expect((await read({ q: 'MORE GOODS' })).data.items.map((a: { id: number }) => a.id)).toEqual([
      pin.data.id,
    ]);
    expect((await read({ q: 'em>' })).data.items).toEqual([]);
    expect((await read({ q: 'élevé' }, 'fr')).data.items.map((a: { id: number }) => a.id)).toEqual([
      pin.data.id,
    ]);

    const first = await read({ category: 'tiers', limit: 1 });
    expect(first.data.items[0].id).toBe(pin.data.id);
    const next = await read({ category: 'tiers', limit: 1, cursor: first.data.nextCursor });
    expect(next.data).toMatchObject({ items: [{ id: only.data.id }], nextCursor: null });
  });

  it('replaces an article’s texts, deletes it, and refuses texts without English or a language twice, writing nothing', async () => {
    const before = await countRows(api().database, 'help_articles');
    expect(
      await save({ category: 'orders', texts: [{ language: 'fr', title: 'Seul', body: '<p>Texte</p>' }] }),
    ).toMatchObject({
      code: 405,
      data: { field: 'texts' },
    });
    expect((await save({ category: 'orders', texts: [en('A', '<p>a</p>'), en('B', '<p>b</p>')] })).code).toBe(
      405,
    );
    expect((await save({ category: 'orders', texts: [en('Empty', '<script>x</script>')] })).code).toBe(405);
    expect(await countRows(api().database, 'help_articles')).toBe(before);

    const added = await save({
      category: 'orders',
      texts: [
        en('Paying orders', '<p>Pay from your balance.</p>'),
        { language: 'vi', title: 'Thanh toán', body: '<p>Trả</p>' },
      ],
    });
    const changed = await save({
      id: added.data.id,
      category: 'withdrawals',
      texts: [en('Paying', '<p>New.</p>')],
    });
    expect(changed.data).toMatchObject({
      category: 'withdrawals',
      texts: [{ language: 'en', title: 'Paying' }],
    });
    const list = await api().call(calls.consoleQaList, { category: 'withdrawals' }, { token: operator });
    expect(list.data.items.find((a: { id: number }) => a.id === added.data.id)).toMatchObject({
      languages: ['en'],
    });
    expect((await save({ id: 99999999, category: 'orders', texts: [en('X', '<p>x</p>')] })).code).toBe(404);

    const remove = () => api().call(calls.consoleQaDelete, { id: added.data.id }, { token: operator });
    expect((await remove()).code).toBe(200);
    expect((await remove()).code).toBe(404);
    expect((await api().call(calls.homeQaDetail, { id: added.data.id }, { token: merchant })).code).toBe(404);
    expect((await api().call(calls.consoleQaGet, { id: added.data.id }, { token: operator })).code).toBe(404);
  });

  it('keeps writing articles the operators’', async () => {
    expect(
      (
        await api().call(
          calls.consoleQaSave,
          { category: 'orders', texts: [en('X', '<p>x</p>')] },
          { token: merchant },
        )
      ).code,
    ).toBe(409);
  });
});
