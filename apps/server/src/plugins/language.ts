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

/**
 * Accept-Language → the language it names, or null when it names none of ours. A phone sends
 * the same header on every call, and reading it was a few per cent of a small read's CPU
 * (bench/README.md, "Reads"), twice per signed-in call; so the answers are remembered, for
 * headers of a usual length only and at most MEMO_SIZE of them (the header is the caller's to
 * choose: an unbounded memo would be memory anyone could fill).
 */
const MEMO_SIZE = 512;
const MEMO_MAX_HEADER = 256;
const fromHeaderMemo = new Map<string, Language | null>();

export function headerLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const known = fromHeaderMemo.get(header);
  if (known !== undefined) return known;
  const tag = parseAcceptLanguage(header).find((t) => matchLanguage(t));
  const lang = tag ? resolveLanguage(tag) : null;
  if (header.length <= MEMO_MAX_HEADER) {
    if (fromHeaderMemo.size >= MEMO_SIZE) fromHeaderMemo.clear();
    fromHeaderMemo.set(header, lang);
  }
  return lang;
}

/** How many headers are remembered, for the test that holds the bound. */
export const rememberedHeaders = () => fromHeaderMemo.size;

/** Chosen per request from Accept-Language; a signed-in user's stored language is the fallback. */
export function requestLanguage(request: FastifyRequest, userLang?: string | null): Language {
  return headerLanguage(request.headers['accept-language']) ?? resolveLanguage(userLang);
}

export default fp(async function languagePlugin(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
});
