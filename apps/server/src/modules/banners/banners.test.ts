import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { multipart, pngBytes } from '../../test/wallet-fixtures.ts';

const HOUR = 3_600_000;

async function uploadBanner(api: TestApi, token: string) {
  const body = multipart({}, { file: await pngBytes() });
  const res = await api.raw({
    method: 'POST',
    url: '/api/v1/upload/banner',
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return res.json() as { code: number; data: { path: string } };
}

describeApi('banners', (api) => {
  let operator: string;
  let image: string;
  let merchant: string;
  beforeAll(async () => {
    operator = (await signInOperator(api())).token;
    image = (await uploadBanner(api(), operator)).data.path;
    merchant = (await api().merchant()).token;
  });

  const fields = (overrides: Record<string, unknown> = {}) => ({
    title: 'Summer sale',
    image,
    link: '/promotion',
    sortOrder: 1,
    languages: [],
    startsAt: null,
    endsAt: null,
    active: true,
    ...overrides,
  });
  const add = (overrides: Record<string, unknown> = {}) =>
    api().call(calls.consoleBannerAdd, fields(overrides), { token: operator });
  const live = async (lang = 'en') =>
    (await api().call(calls.swipeAdList, {}, { token: merchant, lang })).data.items.map(
      (b: { title: string }) => b.title,
    );

  it('shows merchants the live banners for their language, in order: not hidden, started, not ended', async () => {
    const now = Date.now();
    for (const banner of [
      { title: 'Everyone, second', sortOrder: 2 },
      { title: 'Everyone, first', sortOrder: 1, link: 'https://shop.example/sale' },
      { title: 'French only', sortOrder: 3, languages: ['fr'] },
      { title: 'Hidden', active: false },
      { title: 'Not yet', startsAt: now + HOUR },
      { title: 'Over', startsAt: now - 2 * HOUR, endsAt: now - HOUR },
      { title: 'Running', startsAt: now - HOUR, endsAt: now + HOUR, sortOrder: 4 },
    ]) {
      expect((await add(banner)).code).toBe(200);
    }
    expect(await live('en')).toEqual(['Everyone, first', 'Everyone, second', 'Running']);
    expect(await live('fr')).toEqual(['Everyone, first', 'Everyone, second', 'French only', 'Running']);
    const [first] = (await api().call(calls.swipeAdList, {}, { token: merchant })).data.items;
    expect(first).toMatchObject({ image, link: 'https://shop.example/sale', sortOrder: 1 });
  });

  it('lets an operator change and delete a banner, each change audited', async () => {
    const added = await add({ title: 'Autumn', languages: ['vi', 'en', 'vi'] });
    expect(added.data).toMatchObject({ title: 'Autumn', languages: ['en', 'vi'], active: true });
    const edited = await api().call(
      calls.consoleBannerEdit,
      { id: added.data.id, ...fields({ title: 'Autumn sale', active: false }) },
      { token: operator },
    );
    expect(edited.data).toMatchObject({ title: 'Autumn sale', active: false, languages: [] });
    expect(await live()).not.toContain('Autumn sale');
    const list = await api().call(calls.consoleBannerList, {}, { token: operator });
    expect(list.data.items.map((b: { title: string }) => b.title)).toContain('Autumn sale');
    expect(
      (await api().call(calls.consoleBannerDelete, { id: added.data.id }, { token: operator })).code,
    ).toBe(200);
    expect(
      (await api().call(calls.consoleBannerDelete, { id: added.data.id }, { token: operator })).code,
    ).toBe(404);
    const audit = await api().call(calls.consoleAuditList, { limit: 3 }, { token: operator });
    expect(audit.data.items.map((e: { action: string }) => e.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.add',
    ]);
    expect(audit.data.items[1].detail).toMatchObject({
      title: 'Autumn → Autumn sale',
      active: 'true → false',
    });
  });

  it('refuses a picture that is no banner upload, a link elsewhere than the app or https, and an end before the start, writing nothing', async () => {
    const before = await countRows(api().database, 'banners');
    const merchantUpload = await api().call(calls.consoleBannerAdd, fields({ image: 'proof/abc.png' }), {
      token: operator,
    });
    expect(merchantUpload).toMatchObject({ code: 405, data: { field: 'image' } });
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://plain.example']) {
      expect(await add({ link })).toMatchObject({ code: 405, data: { field: 'link' } });
    }
    expect(await add({ startsAt: 2000, endsAt: 1000 })).toMatchObject({
      code: 405,
      data: { field: 'endsAt' },
    });
    expect(await countRows(api().database, 'banners')).toBe(before);
    const edit = await api().call(calls.consoleBannerEdit, { id: 999999, ...fields() }, { token: operator });
    expect(edit.code).toBe(404);
  });

  it('keeps banners the operators’: a merchant may neither upload one nor manage them', async () => {
    expect((await uploadBanner(api(), merchant)).code).toBe(409);
    expect((await api().call(calls.consoleBannerAdd, fields(), { token: merchant })).code).toBe(409);
    expect((await api().call(calls.swipeAdList, {}, { token: operator })).code).toBe(409);
  });
});
