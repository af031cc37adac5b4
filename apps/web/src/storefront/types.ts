import type { Language, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type en from './locales/en.json';

/** The storefront's texts in one language (locales/*.json; the same keys in each). */
export type Texts = typeof en;
export type TextKey = keyof Texts;

export type Shop = z.infer<typeof schemas.storefrontShop>;
export type Item = z.infer<typeof schemas.storefrontItem>;
export type ItemDetail = z.infer<typeof schemas.storefrontItemDetail>;
export type BuyerOrder = z.infer<typeof schemas.buyerOrder>;
export type FeaturedItem = z.infer<typeof schemas.featuredItem>;

/** What the page needs besides its data: filled in by the server, read by the hydration. */
export interface PageContext {
  lang: Language;
  /** Only the chosen language's texts travel to the browser. */
  texts: Texts;
  /** Prefix before an uploaded file's path. */
  fileHost: string;
  /** The currency buyers pay in (ISO 4217). */
  currency: string;
  /** `?lang=` when the page was asked for in a chosen language; kept on links. */
  langParam: string | null;
  /** The storefront calls' paths, from the contract. */
  api: {
    shop: string;
    orderCreate: string;
    orderAccept: string;
    orderComment: string;
    orderComments: string;
  };
}

export type PageData =
  | { page: 'shop'; shop: Shop; goods: { items: Item[]; nextCursor: string | null } }
  | { page: 'item'; shop: Shop; item: ItemDetail }
  | { page: 'order'; shop: Shop; order: BuyerOrder }
  | { page: 'featured'; items: FeaturedItem[] }
  | { page: 'notFound' };

export type PageProps = PageContext & PageData;

export type StorefrontComment = z.infer<typeof schemas.storefrontComment>;
