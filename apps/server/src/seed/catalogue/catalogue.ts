import { randomBytes } from 'node:crypto';
import { LANGUAGES } from '@shopkeeper/contract';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/index.ts';
import { insertGoods, insertGoodsType } from '../../modules/catalogue/service.ts';
import { fileStorage } from '../../modules/uploads/service.ts';
import { type DemoImage, recordDemoUploads } from '../demo-uploads.ts';
import { CARE } from './types/care.ts';
import { GADGETS } from './types/gadgets.ts';
import { HOME } from './types/home.ts';
import { KITCHEN } from './types/kitchen.ts';
import { SPORT } from './types/sport.ts';
import { STATIONERY } from './types/stationery.ts';
import { TEA } from './types/tea.ts';
import { TOYS } from './types/toys.ts';
import { goodsDescription, goodsName, type Texts, type Variant, type VariantKind } from './words.ts';

/**
 * The demo warehouse: eight goods types, each a few items in a few variants (colour,
 * scent or weight), about 150 goods. Names and descriptions are composed per language from
 * word tables written in each language, not translated word for word; pictures are drawn
 * here (the type's colour, the variant's swatch, the item's initial), so nothing is downloaded.
 */

export interface DemoItem {
  /** The letter drawn on the item's picture. */
  initial: string;
  /** What one unit costs the platform to supply, before the variant's factor. */
  costCents: number;
  names: Texts;
  descriptions: Texts;
}

export interface DemoType {
  /** Three letters in the product number: SK-KIT-001. */
  code: string;
  icon: string;
  /** The picture's background. */
  colour: string;
  names: Texts;
  kind: VariantKind;
  variants: readonly Variant[];
  items: readonly DemoItem[];
}

export const DEMO_TYPES: readonly DemoType[] = [KITCHEN, HOME, CARE, GADGETS, SPORT, TOYS, STATIONERY, TEA];

export interface DemoGoods {
  type: DemoType;
  item: DemoItem;
  variant: Variant;
  productNo: string;
  costCents: number;
  suggestedPriceCents: number;
  stockStatus: 'in_stock' | 'out_of_stock';
}

/** A fixed pseudo-random number in [0, 1) per index, so every fresh demo has the same prices. */
const jitter = (n: number) => {
  const x = Math.sin(n * 12.9898) * 43_758.5453;
  return x - Math.floor(x);
};

/** Every demo goods, in the order they are stored (the last is the newest). */
export function demoGoods(): DemoGoods[] {
  const all: DemoGoods[] = [];
  for (const type of DEMO_TYPES) {
    let n = 0;
    for (const item of type.items) {
      for (const variant of type.variants) {
        n += 1;
        const index = all.length;
        const costCents =
          Math.round((item.costCents * variant.costFactor * (0.95 + 0.13 * jitter(index))) / 10) * 10;
        // A margin of 35–90 %, rounded up to a price ending in .90.
        const target = costCents * (1.35 + 0.55 * jitter(index + 1000));
        const suggestedPriceCents = Math.max(Math.ceil((target + 10) / 100) * 100 - 10, costCents + 90);
        all.push({
          type,
          item,
          variant,
          productNo: `SK-${type.code}-${String(n).padStart(3, '0')}`,
          costCents,
          suggestedPriceCents,
          stockStatus: index % 11 === 7 ? 'out_of_stock' : 'in_stock',
        });
      }
    }
  }
  return all;
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dark letters on a light swatch (white, yellow, sand), white ones on the rest. */
function letterColour(swatch: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(swatch.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 170 ? '#333333' : '#ffffff';
}

/** A square picture: the type's colour, a disc in the variant's swatch, the item's initial. */
async function drawGoods(goods: DemoGoods): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${goods.type.colour}"/>
    <circle cx="240" cy="240" r="150" fill="${goods.variant.swatch}" stroke="#ffffff" stroke-width="10"/>
    <text x="240" y="290" font-family="sans-serif" font-size="140" font-weight="bold"
      fill="${letterColour(goods.variant.swatch)}" text-anchor="middle">${escapeXml(goods.item.initial)}</text>
  </svg>`;
  // Effort 1 instead of 4 halves the seed's drawing time (~0.6 s for 145 pictures) for a few more bytes.
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 1 }).toBuffer();
}

export type DemoGoodsImage = DemoImage;

/**
 * One picture per goods, stored as uploads are (random names, public kind `goods_image`).
 * With no configuration (a test's seed) only their names are made and nothing is drawn.
 */
export async function demoGoodsImages(config: Config | undefined, goods: readonly DemoGoods[]) {
  const storage = config ? fileStorage(config) : undefined;
  return Promise.all(
    goods.map(async (g): Promise<DemoGoodsImage> => {
      const path = `goods_image/${randomBytes(18).toString('base64url')}.webp`;
      if (!storage) return { path, bytes: 0 };
      const bytes = await drawGoods(g);
      await storage.put(path, bytes);
      return { path, bytes: bytes.length };
    }),
  );
}

const DAY = 86_400_000;

/** Stores the demo types and goods, in the seed's transaction, owned (their pictures) by the operator. */
export async function seedDemoCatalogue(
  trx: Trx,
  demo: { operatorId: number; goods: readonly DemoGoods[]; images: readonly DemoGoodsImage[] },
): Promise<void> {
  const start = Date.now() - 30 * DAY;
  const typeIds = new Map<DemoType, number>();
  for (const [index, type] of DEMO_TYPES.entries()) {
    typeIds.set(
      type,
      await insertGoodsType(trx, { sortOrder: (index + 1) * 10, icon: type.icon, names: type.names }, start),
    );
  }
  await recordDemoUploads(trx, {
    kind: 'goods_image',
    ownerId: demo.operatorId,
    images: demo.images,
    at: start,
  });
  for (const [index, g] of demo.goods.entries()) {
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        {
          name: goodsName(lang, g.item.names[lang], g.variant.words[lang]),
          description: goodsDescription(
            lang,
            g.item.descriptions[lang],
            g.type.kind.label[lang],
            g.variant.words[lang],
          ),
        },
      ]),
    );
    await insertGoods(trx, {
      productNo: g.productNo,
      typeId: typeIds.get(g.type)!,
      costCents: g.costCents,
      suggestedPriceCents: g.suggestedPriceCents,
      stockStatus: g.stockStatus,
      images: [demo.images[index]!.path],
      texts,
      createdAt: start + index * 60_000,
    });
  }
}
