import { randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '@shopkeeper/contract';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import type { Trx } from '../db/index.ts';
import { insertBanner } from '../modules/banners/service.ts';
import { fileStorage } from '../modules/uploads/service.ts';
import { type DemoImage, recordDemoUploads } from './demo-uploads.ts';

/**
 * Two store-centre banners for the demo, each pointing at a screen of the app. The pictures
 * carry no words (one picture serves every language); the text read out in their place is
 * written per language, so each language has its own banner rows.
 */
const DEMO_BANNERS: readonly { link: string; colours: [string, string]; titles: Record<Language, string> }[] =
  [
    {
      link: '/promotion',
      colours: ['#0865ff', '#6aa5ff'],
      titles: {
        en: 'Put your goods first: buy an ad',
        'zh-CN': '让您的商品排在前面：购买广告',
        'zh-TW': '讓您的商品排在前面：購買廣告',
        vi: 'Đưa hàng của bạn lên đầu: mua quảng cáo',
        fr: 'Mettez vos produits en tête : achetez une publicité',
        ko: '내 상품을 맨 앞에: 광고 구매하기',
        id: 'Tampilkan barang Anda paling depan: beli iklan',
        ja: '商品を上位に表示：広告を購入',
        pt: 'Coloque seus produtos em primeiro lugar: compre um anúncio',
        es: 'Pon tus productos primero: compra un anuncio',
      },
    },
    {
      link: '/goodsList/warehouse',
      colours: ['#ff8a00', '#ffc46b'],
      titles: {
        en: 'New goods in the warehouse: pick yours',
        'zh-CN': '仓库上新：挑选您的商品',
        'zh-TW': '倉庫上新：挑選您的商品',
        vi: 'Hàng mới trong kho: chọn hàng của bạn',
        fr: 'Nouveautés dans l’entrepôt : choisissez les vôtres',
        ko: '창고에 새 상품 입고: 골라 보세요',
        id: 'Barang baru di gudang: pilih milik Anda',
        ja: '倉庫に新商品：お好きな商品を選びましょう',
        pt: 'Novidades no armazém: escolha as suas',
        es: 'Novedades en el almacén: elige las tuyas',
      },
    },
  ];

/** A wide picture (5:2, as the store centre shows banners) of soft shapes in two colours. */
function drawBanner([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="750" height="300" fill="url(#g)"/>
    <circle cx="620" cy="80" r="120" fill="#ffffff" fill-opacity="0.18"/>
    <circle cx="120" cy="280" r="90" fill="#ffffff" fill-opacity="0.14"/>
    <rect x="300" y="110" width="150" height="110" rx="18" fill="#ffffff" fill-opacity="0.85"/>
    <rect x="340" y="80" width="70" height="40" rx="16" fill="none" stroke="#ffffff" stroke-width="10"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 1 }).toBuffer();
}

/** The banners' pictures, stored as uploads are; without configuration (a test's seed), names only. */
export async function demoBannerImages(config: Config | undefined): Promise<DemoImage[]> {
  const storage = config ? fileStorage(config) : undefined;
  return Promise.all(
    DEMO_BANNERS.map(async (banner) => {
      const path = `banner/${randomBytes(18).toString('base64url')}.webp`;
      if (!storage) return { path, bytes: 0 };
      const bytes = await drawBanner(banner.colours);
      await storage.put(path, bytes);
      return { path, bytes: bytes.length };
    }),
  );
}

/** Stores the demo banners and their pictures' upload rows, in the seed's transaction. */
export async function seedDemoBanners(
  trx: Trx,
  demo: { operatorId: number; images: readonly DemoImage[] },
): Promise<void> {
  const now = Date.now();
  await recordDemoUploads(trx, { kind: 'banner', ownerId: demo.operatorId, images: demo.images, at: now });
  for (const [index, banner] of DEMO_BANNERS.entries()) {
    for (const lang of LANGUAGES) {
      await insertBanner(
        trx,
        {
          title: banner.titles[lang],
          image: demo.images[index]!.path,
          link: banner.link,
          sortOrder: (index + 1) * 10,
          languages: [lang],
          startsAt: null,
          endsAt: null,
          active: true,
        },
        now,
      );
    }
  }
}
