import { useState } from 'react';
import { ItemCard } from './ItemCard.tsx';
import { post } from './post.ts';
import { ClosedNotice, ShopHeader } from './ShopHeader.tsx';
import { format } from './text.ts';
import type { Item, PageContext, Shop } from './types.ts';

/** /s/:shopSlug — the shop and its listed goods, featured first, then best-selling. */
export function ShopPage(
  props: PageContext & { shop: Shop; goods: { items: Item[]; nextCursor: string | null } },
) {
  const { shop, texts } = props;
  const [items, setItems] = useState(props.goods.items);
  const [cursor, setCursor] = useState(props.goods.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setFailed(false);
    const answer = await post<{ goods: { items: Item[]; nextCursor: string | null } }>(
      props.api.shop,
      { slug: shop.slug, cursor, lang: props.lang },
      props.lang,
    );
    setLoading(false);
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    setItems((before) => [...before, ...answer.data.goods.items]);
    setCursor(answer.data.goods.nextCursor);
  };

  return (
    <main className="sf-page">
      <ShopHeader shop={shop} ctx={props} />
      {shop.closedSince && <ClosedNotice shop={shop} ctx={props} />}
      <h2 className="sf-section">{format(texts, 'goods')}</h2>
      {items.length === 0 ? (
        <p className="sf-empty">{format(texts, 'noGoods')}</p>
      ) : (
        <ul className="sf-grid">
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemCard item={item} shopSlug={shop.slug} index={index} ctx={props} />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="sf-error" role="alert">
          {format(texts, 'loadFailed')}
        </p>
      )}
      {cursor && (
        <button type="button" className="sf-button sf-secondary" onClick={loadMore} disabled={loading}>
          {format(texts, loading ? 'loading' : 'loadMore')}
        </button>
      )}
    </main>
  );
}
