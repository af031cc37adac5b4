import { fileUrl, format, href } from './text.ts';
import type { PageContext, Shop } from './types.ts';

/** The shop's logo, name and rating; on inner pages a link back to the shop. */
export function ShopHeader({ shop, ctx, link }: { shop: Shop; ctx: PageContext; link?: boolean }) {
  const { texts } = ctx;
  const name = link ? (
    <a className="sf-shop-link" href={href(`/s/${shop.slug}`, ctx.langParam)}>
      {shop.name}
    </a>
  ) : (
    shop.name
  );
  return (
    <header className="sf-header">
      {shop.logo ? (
        <img className="sf-logo" src={fileUrl(ctx.fileHost, shop.logo)} alt="" width={48} height={48} />
      ) : (
        <span className="sf-logo sf-logo-empty" aria-hidden="true">
          {shop.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        {link ? <p className="sf-shop-name">{name}</p> : <h1 className="sf-shop-name">{name}</h1>}
        <p className="sf-rating">
          {shop.rating === null
            ? format(texts, 'noRating')
            : format(texts, 'rating', { rating: shop.rating.toFixed(1) })}
        </p>
      </div>
    </header>
  );
}

/**
 * Said on every page of a closed shop, where the order form would be: "for now, come back
 * later" while it waits for late orders to be paid, plainly closed while its account is disabled.
 */
export function ClosedNotice({ shop, ctx }: { shop: Shop; ctx: PageContext }) {
  return (
    <p className="sf-notice" role="status">
      {format(ctx.texts, shop.closedReason === 'suspended' ? 'closedSuspended' : 'closed')}
    </p>
  );
}

/** Said where the order form would be while the item cannot be ordered (out of stock, or priced below its cost). */
export function UnavailableNotice({ ctx }: { ctx: PageContext }) {
  return (
    <p className="sf-notice" role="status">
      {format(ctx.texts, 'unavailable')}
    </p>
  );
}
