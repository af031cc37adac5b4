import { calls, type Language, parseAcceptLanguage, resolveLanguage } from '@shopkeeper/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { confirmReceipt } from '../../use-cases/accept-order.ts';
import { buyerOrder } from '../../use-cases/buyer-order.ts';
import { featuredPage } from '../../use-cases/featured-page.ts';
import { placeStorefrontOrder } from '../../use-cases/place-storefront-order.ts';
import { itemPage, shopPage } from '../../use-cases/storefront-pages.ts';

/**
 * The buyer's language: the page's choice (`lang`) first, then Accept-Language, by the app's
 * rule. Refusals are then written in it too.
 */
export function buyerLanguage(request: FastifyRequest, chosen: string | undefined): Language {
  const lang = resolveLanguage(chosen, parseAcceptLanguage(request.headers['accept-language']));
  request.lang = lang;
  return lang;
}

/**
 * Fetchers that read a page without a person behind them: chat apps' link previews (a shared
 * shop link is fetched by WhatsApp, Telegram, Messenger… before anyone taps it), search
 * engines and other bots. Their views are not visitors or clicks. In-app browsers (LINE's,
 * Facebook's) carry a browser's user agent and do count.
 */
const NOT_A_VISITOR = new RegExp(
  [
    // "bot" as a word or a product ("Googlebot/2.1", "bingbot/2.0"), not inside a phone's
    // name ("CUBOT X30"); and the bots that name themselves otherwise.
    '\\bbot\\b',
    'bot/',
    'telegrambot',
    'twitterbot',
    'slackbot',
    'pinterestbot',
    'crawler',
    'spider',
    'facebookexternalhit',
    'facebookcatalog',
    'whatsapp/',
    'kakaotalk-scrap',
    'skypeuripreview',
    'embedly',
    'iframely',
    'vkshare',
    'headlesschrome',
    'lighthouse',
    'preview',
  ].join('|'),
  'i',
);

/** The address a view is counted under, or null when no person made it (NOT_A_VISITOR). */
export function visitorAddress(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'] ?? '';
  return NOT_A_VISITOR.test(agent) ? null : request.ip;
}

/** The buyers' storefront calls; no token. */
export default async function storefrontRoutes(app: FastifyInstance) {
  registerCall(app, calls.storefrontShop, ({ ctx, request, input }) =>
    shopPage(ctx.database.db, input, buyerLanguage(request, input.lang), visitorAddress(request)),
  );
  registerCall(app, calls.storefrontItem, ({ ctx, request, input }) =>
    itemPage(ctx.database.db, input, buyerLanguage(request, input.lang), visitorAddress(request)),
  );
  registerCall(app, calls.storefrontFeatured, ({ ctx, request, input }) =>
    featuredPage(ctx.database.db, buyerLanguage(request, input.lang)),
  );
  registerCall(app, calls.storefrontOrderCreate, ({ ctx, request, input }) =>
    placeStorefrontOrder(
      ctx,
      input,
      buyerLanguage(request, input.lang),
      request.ip,
      request.headers['idempotency-key'],
    ),
  );
  registerCall(app, calls.storefrontOrderStatus, ({ ctx, request, input }) =>
    buyerOrder(ctx.database.db, input.ref, buyerLanguage(request, input.lang)),
  );
  registerCall(app, calls.storefrontOrderAccept, ({ ctx, request, input }) =>
    confirmReceipt(ctx, {
      publicRef: input.ref,
      lang: buyerLanguage(request, input.lang),
      address: request.ip,
    }),
  );
}
