import type { ReactNode } from 'react';
import { fileUrl, format, href, money } from './text.ts';
import type { Item, PageContext } from './types.ts';

/** Images above the fold load at once; the rest when scrolled near. */
const EAGER_IMAGES = 4;

/** One listed item in a grid of goods, linking to its page; `extra` adds lines under the price. */
export function ItemCard(props: {
  item: Item;
  shopSlug: string;
  index: number;
  ctx: PageContext;
  children?: ReactNode;
}) {
  const { item, ctx } = props;
  return (
    <a className="sf-card" href={href(`/s/${props.shopSlug}/item/${item.id}`, ctx.langParam)}>
      {item.image ? (
        <img
          src={fileUrl(ctx.fileHost, item.image)}
          alt=""
          width={320}
          height={320}
          loading={props.index < EAGER_IMAGES ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className="sf-card-image" aria-hidden="true" />
      )}
      <span className="sf-card-name">{item.name}</span>
      <span className="sf-card-price">{money(item.price, ctx.currency, ctx.lang)}</span>
      {!item.available && (
        <span className="sf-card-unavailable">{format(ctx.texts, 'unavailableBadge')}</span>
      )}
      {props.children}
    </a>
  );
}
