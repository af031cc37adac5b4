import {
  DEFAULT_LANGUAGE,
  type Language,
  matchLanguage,
  parseAcceptLanguage,
  resolveLanguage,
} from '@shopkeeper/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language messages are written in: the client's Accept-Language, else the user's. */
    lang: Language;
  }
}

/** Chosen per request from Accept-Language; a signed-in user's stored language is the fallback. */
export function requestLanguage(request: FastifyRequest, userLang?: string | null): Language {
  const fromHeader = parseAcceptLanguage(request.headers['accept-language']).find((tag) =>
    matchLanguage(tag),
  );
  return fromHeader ? resolveLanguage(fromHeader) : resolveLanguage(userLang);
}

export default fp(async function languagePlugin(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
});
