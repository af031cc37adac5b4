import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@shopkeeper/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { fileStorage } from '../../modules/uploads/service.ts';
import { DEMO_TYPES, demoGoods, demoGoodsImages } from './catalogue.ts';
import { goodsName } from './words.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-catalogue-seed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the demo catalogue', () => {
  const goods = demoGoods();

  it('has about 150 goods in 8 types, unique product numbers and a margin on each', () => {
    expect(DEMO_TYPES).toHaveLength(8);
    expect(goods.length).toBeGreaterThanOrEqual(140);
    expect(goods.length).toBeLessThanOrEqual(160);
    expect(new Set(goods.map((g) => g.productNo)).size).toBe(goods.length);
    for (const g of goods) {
      expect(g.costCents).toBeGreaterThan(0);
      // Between a 30 % and a 150 % margin: what a reseller would find believable.
      expect(g.suggestedPriceCents / g.costCents).toBeGreaterThan(1.3);
      expect(g.suggestedPriceCents / g.costCents).toBeLessThan(2.5);
    }
    expect(goods.some((g) => g.stockStatus === 'out_of_stock')).toBe(true);
  });

  it('writes every word table in every language, no language left in English', () => {
    for (const type of DEMO_TYPES) {
      for (const lang of LANGUAGES) expect(type.names[lang], `${type.code} ${lang}`).toBeTruthy();
      for (const item of type.items) {
        for (const lang of LANGUAGES) {
          expect(item.names[lang], `${item.names.en} ${lang}`).toBeTruthy();
          expect(item.descriptions[lang], `${item.names.en} ${lang}`).toBeTruthy();
          if (lang !== 'en') expect(item.descriptions[lang]).not.toBe(item.descriptions.en);
        }
      }
    }
    expect(goodsName('zh-CN', '粗陶马克杯', '藏青色')).toBe('粗陶马克杯（藏青色）');
    expect(goodsName('fr', 'Mug en grès', 'Bleu marine')).toBe('Mug en grès – Bleu marine');
  });

  it('draws each picture as a WebP in file storage', async () => {
    const config = { fileStorage: 'local', dataDir } as Config;
    const sample = goods.slice(0, 3);
    const images = await demoGoodsImages(config, sample);
    expect(new Set(images.map((i) => i.path)).size).toBe(3);
    for (const image of images) {
      const bytes = await fileStorage(config).get(image.path);
      expect(bytes?.length).toBe(image.bytes);
      const meta = await sharp(bytes!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
    }
  });

  it('makes only the names of the pictures without a configuration (a test seed)', async () => {
    const images = await demoGoodsImages(undefined, goods.slice(0, 2));
    expect(images.map((i) => i.bytes)).toEqual([0, 0]);
  });
});
