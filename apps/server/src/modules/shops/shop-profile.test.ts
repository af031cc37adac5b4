import path from 'node:path';
import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, describeApi } from '../../test/harness.ts';
import { multipart, pngBytes } from '../../test/wallet-fixtures.ts';

const RENDERER_SOURCE = path.resolve(import.meta.dirname, '../../../../web/src/storefront/entry-server.tsx');

describeApi(
  'the shop profile: GET /v1/shop/info, /v1/shop/update, and what buyers see',
  (api) => {
    let merchant: Awaited<ReturnType<ReturnType<typeof api>['merchant']>>;
    let token: string;

    async function upload(kind: string, as = token) {
      const body = multipart({}, { file: await pngBytes() });
      const res = await api().raw({
        method: 'POST',
        url: `/api/v1/upload/${kind}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: as },
      });
      expect(res.json().code).toBe(200);
      return res.json().data.path as string;
    }

    const info = async (as = token) => (await api().call(calls.shopInfo, {}, { token: as })).data;
    const update = (input: Record<string, unknown>, as = token, lang?: string) =>
      api().call(calls.shopUpdate, input, { token: as, ...(lang ? { lang } : {}) });

    beforeAll(async () => {
      merchant = await api().merchant();
      token = merchant.token;
    });

    it('shows a new shop as it starts: the username as its name, credit 100, no stars, no visitors, nothing listed of 20', async () => {
      const shop = await info();
      expect(shop).toMatchObject({
        slug: merchant.user.shop!.slug,
        storefrontPath: `/s/${merchant.user.shop!.slug}`,
        name: merchant.user.shop!.name,
        logo: null,
        address: null,
        phoneNo: null,
        curLevel: 'standard',
        credit: 100,
        stars: null,
        visitors: 0,
        balance: '0.00',
        frozen: '0.00',
        listedCount: 0,
        goodsLimit: 20,
        closedSince: null,
      });
    });

    it('counts the storefront’s visitors, all time', async () => {
      const slug = merchant.user.shop!.slug;
      await api().call(calls.storefrontShop, { slug }, { ip: '10.9.0.1' });
      await api().call(calls.storefrontShop, { slug }, { ip: '10.9.0.2' });
      // The same address within the hour is one visitor.
      await api().call(calls.storefrontShop, { slug }, { ip: '10.9.0.2' });
      expect((await info()).visitors).toBe(2);
    });

    it('refuses the call without a token, as every merchant call does', async () => {
      expect((await api().call(calls.shopInfo, {})).code).toBe(ErrorCode.NOT_AUTHENTICATED);
    });

    it('renames the shop, sets a logo it uploaded, an address and a phone, and answers with the profile', async () => {
      const logo = await upload('logo');
      const res = await update({
        name: '  Lantern & Co  ',
        logo,
        address: '12 Harbour Road, Da Nang',
        phoneNo: '+84 236 555 0101',
      });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({
        name: 'Lantern & Co',
        logo,
        address: '12 Harbour Road, Da Nang',
        phoneNo: '+84 236 555 0101',
        credit: 100,
      });
      expect(await info()).toMatchObject({ name: 'Lantern & Co', logo });
      // The profile in /v1/me carries the new name and logo too.
      const me = await api().call(calls.getMe, {}, { token });
      expect(me.data.shop).toMatchObject({ name: 'Lantern & Co', logo });
    });

    it('changes only the fields sent, and an empty address or phone removes it', async () => {
      const res = await update({ address: '', phoneNo: '' });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ name: 'Lantern & Co', address: null, phoneNo: null });
      expect(res.data.logo).not.toBeNull();
    });

    describe('bad input changes nothing', () => {
      const refusals: [string, Record<string, unknown>, number, string][] = [
        ['an empty name', { name: '   ' }, ErrorCode.INVALID_PARAMETER, 'name'],
        ['a name over 60 characters', { name: 'x'.repeat(61) }, ErrorCode.INVALID_PARAMETER, 'name'],
        ['a phone with letters', { phoneNo: 'call me' }, ErrorCode.INVALID_PARAMETER, 'phoneNo'],
        [
          'an address over 200 characters',
          { address: 'a'.repeat(201) },
          ErrorCode.INVALID_PARAMETER,
          'address',
        ],
        [
          'a logo path that is no upload path',
          { logo: '../etc/passwd' },
          ErrorCode.INVALID_PARAMETER,
          'logo',
        ],
        ['a logo nobody uploaded', { logo: 'logo/NoSuchFile123.png' }, ErrorCode.INVALID_PARAMETER, 'logo'],
        ['a field the call does not take', { idNo: '123456' }, ErrorCode.INVALID_PARAMETER, 'idNo'],
      ];
      for (const [what, input, code, field] of refusals) {
        it(`refuses ${what} naming ${field}`, async () => {
          const before = await info();
          const events = await countRows(api().database, 'events');
          const res = await update({ name: 'Renamed meanwhile', ...input });
          expect(res.code).toBe(code);
          expect(res.msg).toBeTruthy();
          expect(JSON.stringify(res.data)).toContain(field);
          expect(await info()).toEqual(before);
          expect(await countRows(api().database, 'events')).toBe(events);
        });
      }

      it('refuses another merchant’s logo, and a file of another kind that is this merchant’s own', async () => {
        const other = await api().merchant();
        const theirs = await upload('logo', other.token);
        const signature = await upload('signature');
        const before = await info();
        for (const logo of [theirs, signature]) {
          const res = await update({ logo });
          expect(res.code).toBe(ErrorCode.INVALID_PARAMETER);
          expect(res.data).toMatchObject({ field: 'logo' });
        }
        expect(await info()).toEqual(before);
      });

      it('says what is wrong in the reader’s language', async () => {
        const res = await update({ phoneNo: 'x' }, token, 'fr');
        expect(res.code).toBe(ErrorCode.INVALID_PARAMETER);
        const en = await update({ phoneNo: 'x' }, token, 'en');
        expect(res.msg).not.toBe(en.msg);
      });
    });

    it('shows buyers the new name and logo on the storefront, in its call and in the page’s link preview', async () => {
      const { slug, logo } = await info();
      const shop = await api().call(calls.storefrontShop, { slug }, { ip: '10.9.0.3' });
      expect(shop.data.shop).toMatchObject({ name: 'Lantern & Co', logo });

      const page = await api().raw({ method: 'GET', url: `/s/${slug}` });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain('<title>Lantern &amp; Co</title>');
      expect(html).toContain('<meta property="og:title" content="Lantern &amp; Co">');
      expect(html).toMatch(/<meta property="og:description" content="[^"]*Lantern &amp; Co[^"]*">/);
      expect(html).toContain(
        `<meta property="og:image" content="${api().config.publicOrigin}/files/${logo}">`,
      );
      expect(html).toContain(`src="/files/${logo}"`);
      // The logo is public: a buyer without a token reads it.
      const file = await api().raw({ method: 'GET', url: `/files/${logo}` });
      expect(file.statusCode).toBe(200);
    });
  },
  { storefrontRenderer: RENDERER_SOURCE },
);
