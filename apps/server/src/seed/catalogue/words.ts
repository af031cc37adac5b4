import { LANGUAGES, type Language } from '@shopkeeper/contract';

/** A text in every product language, written in LANGUAGES order (en, zh-CN, zh-TW, vi, fr, ko, id, ja, pt, es). */
export type Texts = Record<Language, string>;

export function t(
  ...texts: [string, string, string, string, string, string, string, string, string, string]
): Texts {
  return Object.fromEntries(LANGUAGES.map((lang, index) => [lang, texts[index]!])) as Texts;
}

/** What a variant says about the goods: its colour, scent or weight. */
export interface VariantKind {
  label: Texts;
}

export const COLOUR: VariantKind = {
  label: t('Colour', '颜色', '顏色', 'Màu', 'Couleur', '색상', 'Warna', 'カラー', 'Cor', 'Color'),
};
export const SCENT: VariantKind = {
  label: t('Scent', '香型', '香味', 'Mùi hương', 'Parfum', '향', 'Aroma', '香り', 'Fragrância', 'Aroma'),
};
export const WEIGHT: VariantKind = {
  label: t(
    'Net weight',
    '净含量',
    '淨含量',
    'Khối lượng tịnh',
    'Poids net',
    '중량',
    'Berat bersih',
    '内容量',
    'Peso líquido',
    'Peso neto',
  ),
};

/** A variant: its words per language, a colour for its picture, and how it moves the cost. */
export interface Variant {
  words: Texts;
  swatch: string;
  /** Cost multiplier against the item's base cost (a bigger pack costs more). */
  costFactor: number;
}

const colour = (swatch: string, words: Texts): Variant => ({ words, swatch, costFactor: 1 });

export const COLOURS = {
  navy: colour(
    '#1f3a5f',
    t(
      'Navy blue',
      '藏青色',
      '藏青色',
      'Xanh navy',
      'Bleu marine',
      '네이비',
      'Biru dongker',
      'ネイビー',
      'Azul-marinho',
      'Azul marino',
    ),
  ),
  sage: colour(
    '#8aa58a',
    t(
      'Sage green',
      '鼠尾草绿',
      '鼠尾草綠',
      'Xanh lá xám',
      'Vert sauge',
      '세이지 그린',
      'Hijau sage',
      'セージグリーン',
      'Verde-sálvia',
      'Verde salvia',
    ),
  ),
  sand: colour(
    '#d8c3a0',
    t('Sand', '沙色', '沙色', 'Màu cát', 'Sable', '샌드', 'Krem pasir', 'サンド', 'Areia', 'Arena'),
  ),
  charcoal: colour(
    '#3c3f44',
    t(
      'Charcoal',
      '炭灰色',
      '炭灰色',
      'Xám than',
      'Anthracite',
      '차콜',
      'Abu arang',
      'チャコール',
      'Grafite',
      'Gris carbón',
    ),
  ),
  terracotta: colour(
    '#c0623f',
    t(
      'Terracotta',
      '陶土红',
      '陶土紅',
      'Đỏ đất nung',
      'Terre cuite',
      '테라코타',
      'Terakota',
      'テラコッタ',
      'Terracota',
      'Terracota',
    ),
  ),
  white: colour(
    '#f4f4f2',
    t('White', '白色', '白色', 'Trắng', 'Blanc', '화이트', 'Putih', 'ホワイト', 'Branco', 'Blanco'),
  ),
  black: colour(
    '#1d1d1f',
    t('Black', '黑色', '黑色', 'Đen', 'Noir', '블랙', 'Hitam', 'ブラック', 'Preto', 'Negro'),
  ),
  red: colour(
    '#d63b3b',
    t('Red', '红色', '紅色', 'Đỏ', 'Rouge', '레드', 'Merah', 'レッド', 'Vermelho', 'Rojo'),
  ),
  yellow: colour(
    '#f2c230',
    t('Yellow', '黄色', '黃色', 'Vàng', 'Jaune', '옐로', 'Kuning', 'イエロー', 'Amarelo', 'Amarillo'),
  ),
  blue: colour(
    '#2f7bd6',
    t('Blue', '蓝色', '藍色', 'Xanh dương', 'Bleu', '블루', 'Biru', 'ブルー', 'Azul', 'Azul'),
  ),
} as const;

export const SCENTS = {
  lavender: {
    swatch: '#9a86c6',
    costFactor: 1,
    words: t(
      'Lavender',
      '薰衣草',
      '薰衣草',
      'Oải hương',
      'Lavande',
      '라벤더',
      'Lavender',
      'ラベンダー',
      'Lavanda',
      'Lavanda',
    ),
  },
  citrus: {
    swatch: '#f0a030',
    costFactor: 1,
    words: t(
      'Citrus',
      '柑橘',
      '柑橘',
      'Cam chanh',
      'Agrumes',
      '시트러스',
      'Jeruk',
      'シトラス',
      'Cítrico',
      'Cítricos',
    ),
  },
  unscented: {
    swatch: '#e6e1d6',
    costFactor: 0.95,
    words: t(
      'Unscented',
      '无香',
      '無香',
      'Không mùi',
      'Sans parfum',
      '무향',
      'Tanpa pewangi',
      '無香料',
      'Sem perfume',
      'Sin perfume',
    ),
  },
} satisfies Record<string, Variant>;

const grams = (g: number, costFactor: number, swatch: string): Variant => ({
  words: t(`${g} g`, `${g}克`, `${g}克`, `${g} g`, `${g} g`, `${g}g`, `${g} g`, `${g}g`, `${g} g`, `${g} g`),
  swatch,
  costFactor,
});
export const WEIGHTS = {
  small: grams(100, 1, '#b9d7a8'),
  medium: grams(250, 2.2, '#7fb069'),
  large: grams(500, 4, '#4f7f3a'),
};

/** A goods name in each language's catalogue style: "Ceramic mug – Navy blue", "陶瓷马克杯（藏青色）". */
export function goodsName(lang: Language, item: string, variant: string): string {
  switch (lang) {
    case 'zh-CN':
    case 'zh-TW':
    case 'ja':
      return `${item}（${variant}）`;
    case 'ko':
      return `${item} (${variant})`;
    default:
      return `${item} – ${variant}`;
  }
}

/** The item's description followed by what the variant is, punctuated as each language writes it. */
export function goodsDescription(
  lang: Language,
  description: string,
  label: string,
  variant: string,
): string {
  switch (lang) {
    case 'zh-CN':
    case 'zh-TW':
    case 'ja':
      return `${description}${label}：${variant}。`;
    case 'fr':
      return `${description} ${label} : ${variant}.`;
    default:
      return `${description} ${label}: ${variant}.`;
  }
}
