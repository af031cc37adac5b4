import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from '../errors.ts';
import { type Page, PageTemplate } from './page-template.ts';

/**
 * Serves the built merchant app at / and the console at /console, each with its index.html
 * for client-side routes. Hashed assets are cached for a year; index.html never.
 */
export default fp(async function frontEndsPlugin(app: FastifyInstance) {
  const { webDist, consoleDist } = app.ctx.config;
  // The plugin adds `Vary: accept-encoding` itself since it sends pre-compressed copies.
  const setHeaders = (reply: FastifyReply, file: string) => {
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  const apps = [
    { prefix: '/console/', root: consoleDist },
    { prefix: '/', root: webDist },
  ]
    .filter((a) => fs.existsSync(path.join(a.root, 'index.html')))
    .map((a) => ({ ...a, pages: new PageTemplate(a.root) }));

  for (const [index, { prefix, root }] of apps.entries()) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      // Files are looked up per request, so a rebuilt front end is served without a restart.
      wildcard: true,
      index: 'index.html',
      // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
      cacheControl: false,
      dotfiles: 'deny',
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      decorateReply: index === 0,
      setHeaders,
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language')
      .type('text/html');
    if (brotli) reply.header('content-encoding', 'br');
    return reply.send(brotli ? page.brotli : page.html);
  };

  app.setNotFoundHandler((request, reply) => {
    // A client-side route is a GET or HEAD for a path without a file extension; a missing
    // asset or API path is a plain 404, never index.html.
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|files)(\/|$)/.test(pathname) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    const target = wantsPage
      ? apps.find((a) => pathname === a.prefix.slice(0, -1) || pathname.startsWith(a.prefix))
      : undefined;
    if (target)
      return sendPage(request, reply, target.pages.page(pathname, request.headers['accept-language']));
    return sendNotFound(request, reply);
  });
});
