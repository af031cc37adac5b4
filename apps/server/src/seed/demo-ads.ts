import type { Language } from '@shopkeeper/contract';
import type { Trx } from '../db/index.ts';
import { packageOnSale } from '../modules/ads/service.ts';
import { addAdPackageInTransaction } from '../use-cases/add-ad-package.ts';
import { startBoost } from '../use-cases/buy-ad.ts';

type Texts = Partial<Record<Language, { name: string; description: string }>>;

/** Three packages, named in every language, as an operator would set them up. */
const DEMO_PACKAGES: { price: string; hours: number; texts: Texts }[] = [
  {
    price: '5.00',
    hours: 24,
    texts: {
      en: { name: 'Day boost', description: 'Your goods lead the featured page for 24 hours.' },
      'zh-CN': { name: '一日推广', description: '您的商品在精选页面靠前展示 24 小时。' },
      'zh-TW': { name: '一日推廣', description: '您的商品在精選頁面靠前展示 24 小時。' },
      vi: {
        name: 'Quảng bá 1 ngày',
        description: 'Sản phẩm của bạn được xếp đầu trang nổi bật trong 24 giờ.',
      },
      fr: {
        name: 'Boost d’un jour',
        description: 'Vos produits en tête de la page à la une pendant 24 heures.',
      },
      ko: { name: '1일 부스트', description: '24시간 동안 추천 페이지 상단에 상품이 노출됩니다.' },
      id: {
        name: 'Promosi 1 hari',
        description: 'Produk Anda tampil paling depan di halaman pilihan selama 24 jam.',
      },
      ja: { name: '1日ブースト', description: '24時間、おすすめページの上位に商品が表示されます。' },
      pt: {
        name: 'Destaque de 1 dia',
        description: 'Seus produtos no topo da página de destaques por 24 horas.',
      },
      es: {
        name: 'Impulso de 1 día',
        description: 'Tus productos encabezan la página de destacados durante 24 horas.',
      },
    },
  },
  {
    price: '12.00',
    hours: 72,
    texts: {
      en: { name: 'Weekend boost', description: 'Three days at the front of the featured page.' },
      'zh-CN': { name: '周末推广', description: '在精选页面靠前展示三天。' },
      'zh-TW': { name: '週末推廣', description: '在精選頁面靠前展示三天。' },
      vi: { name: 'Quảng bá cuối tuần', description: 'Ba ngày ở đầu trang nổi bật.' },
      fr: { name: 'Boost week-end', description: 'Trois jours en tête de la page à la une.' },
      ko: { name: '주말 부스트', description: '3일 동안 추천 페이지 상단에 노출됩니다.' },
      id: { name: 'Promosi akhir pekan', description: 'Tiga hari di bagian depan halaman pilihan.' },
      ja: { name: '週末ブースト', description: '3日間、おすすめページの上位に表示されます。' },
      pt: { name: 'Destaque de fim de semana', description: 'Três dias no topo da página de destaques.' },
      es: {
        name: 'Impulso de fin de semana',
        description: 'Tres días al frente de la página de destacados.',
      },
    },
  },
  {
    price: '25.00',
    hours: 168,
    texts: {
      en: { name: 'Week boost', description: 'A full week at the front of the featured page.' },
      'zh-CN': { name: '一周推广', description: '在精选页面靠前展示整整一周。' },
      'zh-TW': { name: '一週推廣', description: '在精選頁面靠前展示整整一週。' },
      vi: { name: 'Quảng bá 1 tuần', description: 'Trọn một tuần ở đầu trang nổi bật.' },
      fr: { name: 'Boost d’une semaine', description: 'Une semaine entière en tête de la page à la une.' },
      ko: { name: '1주 부스트', description: '일주일 내내 추천 페이지 상단에 노출됩니다.' },
      id: { name: 'Promosi 1 minggu', description: 'Satu minggu penuh di bagian depan halaman pilihan.' },
      ja: { name: '1週間ブースト', description: '1週間まるごと、おすすめページの上位に表示されます。' },
      pt: { name: 'Destaque de 1 semana', description: 'Uma semana inteira no topo da página de destaques.' },
      es: {
        name: 'Impulso de 1 semana',
        description: 'Una semana entera al frente de la página de destacados.',
      },
    },
  },
];

const DAY = 86_400_000;

/**
 * The demo's promotions: the packages, added by the demo operator (audited), and a day boost
 * the demo merchant bought three days ago, ended, so "My promotions" has something to show.
 * In the seed's transaction, through the product's own use cases.
 */
export async function seedDemoAds(trx: Trx, input: { operatorId: number; merchantId: number; now?: number }) {
  const now = input.now ?? Date.now();
  const ids: number[] = [];
  for (const [index, fields] of DEMO_PACKAGES.entries()) {
    ids.push(
      (
        await addAdPackageInTransaction(trx, input.operatorId, {
          ...fields,
          active: true,
          sortOrder: index + 1,
        })
      ).id,
    );
  }
  const day = await packageOnSale(trx, ids[0]!, 'en');
  await startBoost(trx, { userId: input.merchantId, adPackage: day!, now: now - 3 * DAY });
}
