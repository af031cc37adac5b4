import { ItemCard } from './ItemCard.tsx';
import { format } from './text.ts';
import type { FeaturedItem, PageContext } from './types.ts';

/**
 * /featured — the platform's featured goods: promoted shops' goods first, each labelled as an
 * ad, then best sellers of other shops (docs/decisions/028-ads-and-featured-order.md).
 */
export function FeaturedPage(props: PageContext & { items: FeaturedItem[] }) {
  const { texts } = props;
  const ads = props.items.filter((item) => item.ad);
  const others = props.items.filter((item) => !item.ad);
  const grid = (items: FeaturedItem[], offset: number) => (
    <ul className="sf-grid">
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} shopSlug={item.shop.slug} index={offset + index} ctx={props}>
            <span className="sf-card-shop">
              {format(texts, 'featuredFromShop', { shop: item.shop.name })}
            </span>
            {item.ad && <span className="sf-card-ad">{format(texts, 'adBadge')}</span>}
          </ItemCard>
        </li>
      ))}
    </ul>
  );
  return (
    <main className="sf-page">
      <h1 className="sf-featured-title">{format(texts, 'featuredTitle')}</h1>
      {props.items.length === 0 && <p className="sf-empty">{format(texts, 'noFeatured')}</p>}
      {ads.length > 0 && (
        <section aria-labelledby="sf-promoted">
          <h2 className="sf-section" id="sf-promoted">
            {format(texts, 'promotedHeading')}
          </h2>
          {grid(ads, 0)}
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="sf-best">
          <h2 className="sf-section" id="sf-best">
            {format(texts, 'bestSellersHeading')}
          </h2>
          {grid(others, ads.length)}
        </section>
      )}
    </main>
  );
}
