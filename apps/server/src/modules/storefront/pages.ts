import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { type Language, parseAcceptLanguage, resolveLanguage, schemas } from '@shopkeeper/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../lib/app-error.ts';
import { buyerOrder } from '../../use-cases/buyer-order.ts';
import { featuredPage } from '../../use-cases/featured-page.ts';
import { itemPage, shopPage, storefrontShop } from '../../use-cases/storefront-pages.ts';
import { visitorAddress } from './routes.ts';

/**
 * The storefront's pages, rendered here with their content and Open Graph tags
 * (docs/decisions/017-storefront-rendering.md). The renderer is apps/web's SSR build
 * (config.storefrontRenderer); the hydration script is named by the client build's manifest.
 * Each page is the same data the storefront calls answer, read through the same service.
 */

/** What apps/web/src/storefront/entry-server.tsx exports (kept apart: the server does not import web code). */
interface Renderer {
  renderPage(request: {
    data: unknown;
    lang: Language;
    langParam: string | null;
    fileHost: string;
    currency: string;
    origin: string;
    path: string;
    clientScript: string | null;
  }): string;
}

const CLIENT_ENTRY = 'src/storefront/entry-client.tsx';

/** The hydration script's URL from the client build's manifest, re-read when rebuilt; null if not built. */
function clientScriptFinder(webDist: string) {
  const manifestFile = path.join(webDist, 'storefront', '.vite', 'manifest.json');
  let seen = -1;
  let script: string | null = null;
  return () => {
    const mtime = fs.existsSync(manifestFile) ? fs.statSync(manifestFile).mtimeMs : 0;
    if (mtime !== seen) {
      seen = mtime;
      const manifest = mtime
        ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>)
        : {};
      const file = manifest[CLIENT_ENTRY]?.file;
      script = file ? `/storefront/${file}` : null;
    }
    return script;
  };
}

interface PageQuery {
  lang?: string;
}

export default async function storefrontPages(app: FastifyInstance) {
  const { config } = app.ctx;
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(config.storefrontRenderer).href) as Promise<Renderer>;
    // A failed load (not built yet) is tried again on the next request.
    renderer.catch(() => {
      renderer = undefined;
    });
    return renderer;
  };
  const clientScript = clientScriptFinder(config.webDist);

  async function send(
    request: FastifyRequest<{ Querystring: PageQuery }>,
    reply: FastifyReply,
    read: (lang: Language) => Promise<object>,
  ) {
    const chosen = typeof request.query.lang === 'string' ? request.query.lang.slice(0, 35) : undefined;
    const lang = resolveLanguage(chosen, parseAcceptLanguage(request.headers['accept-language']));
    request.lang = lang;
    let data: object;
    let status = 200;
    try {
      data = await read(lang);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.NOT_FOUND) throw error;
      data = { page: 'notFound' };
      status = 404;
    }
    let render: Renderer;
    try {
      render = await loadRenderer();
    } catch (error) {
      request.log.error({ err: error }, 'storefront renderer missing: run `npm run build`');
      return reply.code(503).type('text/plain; charset=utf-8').send('The storefront is not built yet.');
    }
    const html = render.renderPage({
      data,
      lang,
      langParam: chosen ?? null,
      fileHost: config.fileHost,
      currency: config.paymentCurrency,
      origin: config.publicOrigin,
      path: request.url,
      clientScript: clientScript(),
    });
    // Pages are a few KB and change with every order and view: compressed per request, quickly.
    const encodings = String(request.headers['accept-encoding'] ?? '');
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language');
    if (/\bbr\b/.test(encodings)) {
      reply.header('content-encoding', 'br');
      return reply.send(
        zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      );
    }
    if (/\bgzip\b/.test(encodings)) {
      reply.header('content-encoding', 'gzip');
      return reply.send(zlib.gzipSync(html, { level: 6 }));
    }
    return reply.send(html);
  }

  const { db } = app.ctx.database;

  // The platform's featured page: boosted shops' goods first, labelled as ads (decision 028).
  app.get<{ Querystring: PageQuery }>('/featured', (request, reply) =>
    send(request, reply, async (lang) => ({ page: 'featured', ...(await featuredPage(db, lang)) })),
  );

  app.get<{ Params: { slug: string }; Querystring: PageQuery }>('/s/:slug', (request, reply) =>
    send(request, reply, async (lang) => ({
      page: 'shop',
      ...(await shopPage(db, { slug: validSlug(request.params.slug) }, lang, visitorAddress(request))),
    })),
  );

  app.get<{ Params: { slug: string; itemId: string }; Querystring: PageQuery }>(
    '/s/:slug/item/:itemId',
    (request, reply) =>
      send(request, reply, async (lang) => ({
        page: 'item',
        ...(await itemPage(
          db,
          { slug: validSlug(request.params.slug), itemId: validId(request.params.itemId) },
          lang,
          visitorAddress(request),
        )),
      })),
  );

  app.get<{ Params: { slug: string; ref: string }; Querystring: PageQuery }>(
    '/s/:slug/order/:ref',
    (request, reply) =>
      send(request, reply, async (lang) => {
        const { shop } = await storefrontShop(db, validSlug(request.params.slug));
        if (!schemas.publicRef.safeParse(request.params.ref).success) throw new AppError(ErrorCode.NOT_FOUND);
        const order = await buyerOrder(db, request.params.ref, lang);
        // Another shop's order under this shop's name is no page at all.
        if (order.shop.slug !== shop.slug) throw new AppError(ErrorCode.NOT_FOUND);
        return { page: 'order', shop, order };
      }),
  );
}

/** A path segment that cannot be a slug or an id is a page that does not exist. */
function validSlug(slug: string): string {
  if (!schemas.shopSlug.safeParse(slug).success) throw new AppError(ErrorCode.NOT_FOUND);
  return slug;
}
function validId(id: string): number {
  if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id)))
    throw new AppError(ErrorCode.NOT_FOUND);
  return Number(id);
}
