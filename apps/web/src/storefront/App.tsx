import { FeaturedPage } from './FeaturedPage.tsx';
import { ItemPage } from './ItemPage.tsx';
import { OrderPage } from './OrderPage.tsx';
import { ShopPage } from './ShopPage.tsx';
import { format } from './text.ts';
import type { PageProps } from './types.ts';

/** One storefront page; the server renders it, the browser hydrates the same tree. */
export function App(props: PageProps) {
  switch (props.page) {
    case 'shop':
      return <ShopPage {...props} />;
    case 'item':
      return <ItemPage {...props} />;
    case 'order':
      return <OrderPage {...props} />;
    case 'featured':
      return <FeaturedPage {...props} />;
    default:
      return (
        <main className="sf-page">
          <h1>{format(props.texts, 'notFoundTitle')}</h1>
          <p>{format(props.texts, 'notFound')}</p>
        </main>
      );
  }
}
