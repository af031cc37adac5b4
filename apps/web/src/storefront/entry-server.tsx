import { calls, type Language } from '@shopkeeper/contract';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import css from './storefront.css?inline';
import { fileUrl, format, money } from './text.ts';
import { TEXTS } from './texts.ts';
import type { PageContext, PageData, PageProps } from './types.ts';

/**
 * The storefront's server renderer (apps/web's SSR build, loaded by the server's storefront
 * module): the whole HTML document of a page — its content, its <title> and Open Graph tags,
 * its styles inline — so the first paint and a chat app's link preview need no script. The
 * page's data travels in a JSON block for the hydration script (entry-client.tsx).
 */
export interface RenderRequest {
  data: PageData;
  lang: Language;
  langParam: string | null;
  fileHost: string;
  currency: string;
  /** scheme://host the page was asked on, for absolute og:url and og:image. */
  origin: string;
  /** The page's path (with its query), for og:url. */
  path: string;
  /** The hydration script's URL; null when the client build is missing (the page still reads). */
  clientScript: string | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON safe inside <script>: no "</script>", no "<!--". */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function absolute(origin: string, url: string) {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

interface Head {
  title: string;
  description: string;
  image: string | null;
  type: string;
  /** Private pages (an order) stay out of search engines. */
  index: boolean;
}

function headOf(request: RenderRequest, ctx: PageContext): Head {
  const { data } = request;
  const t = ctx.texts;
  switch (data.page) {
    case 'shop':
      return {
        title: data.shop.name,
        description: format(t, 'shopDescription', { shop: data.shop.name }),
        image: data.shop.logo,
        type: 'website',
        index: true,
      };
    case 'item':
      return {
        title: `${data.item.name} — ${data.shop.name}`,
        description: format(t, 'itemDescription', {
          price: money(data.item.price, ctx.currency, ctx.lang),
          shop: data.shop.name,
        }),
        image: data.item.images[0] ?? data.shop.logo,
        type: 'product',
        index: true,
      };
    case 'order':
      return {
        title: format(t, 'orderTitle', { orderNo: data.order.orderNo, shop: data.shop.name }),
        description: format(t, 'shopDescription', { shop: data.shop.name }),
        image: data.shop.logo,
        type: 'website',
        index: false,
      };
    case 'featured':
      return {
        title: format(t, 'featuredTitle'),
        description: format(t, 'featuredDescription'),
        image: null,
        type: 'website',
        index: true,
      };
    default:
      return {
        title: format(t, 'notFoundTitle'),
        description: format(t, 'notFound'),
        image: null,
        type: 'website',
        index: false,
      };
  }
}

export function renderPage(request: RenderRequest): string {
  const ctx: PageContext = {
    lang: request.lang,
    texts: TEXTS[request.lang],
    fileHost: request.fileHost,
    currency: request.currency,
    langParam: request.langParam,
    api: {
      shop: `/api${calls.storefrontShop.path}`,
      orderCreate: `/api${calls.storefrontOrderCreate.path}`,
      orderAccept: `/api${calls.storefrontOrderAccept.path}`,
      orderComment: `/api${calls.storefrontOrderComment.path}`,
      orderComments: `/api${calls.storefrontOrderComments.path}`,
    },
  };
  const props = { ...ctx, ...request.data } as PageProps;
  const body = renderToString(<App {...props} />);
  const head = headOf(request, ctx);
  const title = escapeHtml(head.title);
  const meta = [
    `<title>${title}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml('shop' in request.data ? request.data.shop.name : head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:url" content="${escapeHtml(absolute(request.origin, request.path))}">`,
    `<meta property="og:locale" content="${request.lang.replace('-', '_')}">`,
    head.image
      ? `<meta property="og:image" content="${escapeHtml(absolute(request.origin, fileUrl(request.fileHost, head.image)))}">`
      : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    head.index ? '' : '<meta name="robots" content="noindex">',
  ]
    .filter(Boolean)
    .join('\n');
  // The not-found page has nothing to hydrate.
  const script =
    request.clientScript && request.data.page !== 'notFound'
      ? `<script type="application/json" id="sf-props">${scriptJson(props)}</script>\n<script type="module" src="${escapeHtml(request.clientScript)}"></script>`
      : '';
  return `<!doctype html>
<html lang="${request.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0652d1">
<link rel="icon" href="data:,">
${meta}
<style>${css}</style>
</head>
<body>
<div id="root">${body}</div>
${script}
</body>
</html>
`;
}
