import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetMiddleware from 'helmet';
import { AppError, ErrorCode } from '../lib/app-error.ts';
import { EARLY_READS_SCRIPT_HASH } from './front-ends/early-reads.ts';

/**
 * Strict headers for the API and the two front ends. Styles allow 'unsafe-inline' because
 * antd and antd-mobile set style attributes and inject <style> at run time; scripts do not:
 * the one inline script allowed is the page's early reads, by its hash
 * (docs/decisions/043-early-reads.md).
 * helmet's middleware is built once here rather than through @fastify/helmet, which builds
 * it anew on every request (docs/decisions/005-helmet-built-once.md).
 */
/** Uploaded images may live on another origin (object storage, a CDN): allow that one. */
function fileOrigin(fileHost: string): string[] {
  if (!/^https?:\/\//.test(fileHost)) return [];
  return [new URL(fileHost).origin];
}

export default fp(async function securityPlugin(app: FastifyInstance) {
  const applyHeaders = helmetMiddleware({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_READS_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigin(app.ctx.config.fileHost)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The legacy header says what frame-ancestors 'none' says, for browsers that read only it
    // (helmet's default is SAMEORIGIN, which would let a page of ours frame another).
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Nothing is cached unless it says so: API answers hold tokens and private data. Static
    // files and pages set their own policy (front-ends), which replaces this one.
    reply.raw.setHeader('cache-control', 'no-store');
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  const perMinute = app.ctx.config.rateLimitPerMinute;
  if (perMinute > 0) {
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: 60_000,
      // Only the API is limited; static files are cheap and cached. The matched route is
      // read, not the raw URL: "/%61pi/login" is routed to /api/login too.
      allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
      errorResponseBuilder: () => new AppError(ErrorCode.OPERATION_BUSY, { httpStatus: 429 }),
    });
  }
});
