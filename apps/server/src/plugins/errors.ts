import type { Socket } from 'node:net';
import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  errorMessage,
  type Language,
  matchLanguage,
  parseAcceptLanguage,
  resolveLanguage,
  validationMessage,
} from '@shopkeeper/contract';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, invalidField } from '../lib/app-error.ts';
import { requestLanguage } from './language.ts';

/** The leaf of a field path, which is what a person recognises ("items.0.price" → "price"). */
function displayField(path: string): string {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? path;
}

export function envelopeForAppError(error: AppError, lang: Language) {
  const { field, variant, params, data } = error.options;
  const msg =
    field && variant
      ? validationMessage(variant, lang, displayField(field), params)
      : (errorMessage(error.code, lang, params) ?? errorMessage(ErrorCode.UNKNOWN_ERROR, lang)!);
  return { code: error.code, msg, data: data ?? null };
}

/** Fastify's own request errors (bad JSON, wrong content type, too large) as catalogue codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidField('body', 'malformed');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_BAD_URL':
      return new AppError(ErrorCode.BAD_REQUEST);
    default:
      if (error.statusCode === 429) return new AppError(ErrorCode.OPERATION_BUSY, { httpStatus: 429 });
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return new AppError(ErrorCode.BAD_REQUEST);
      return undefined;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Sends a refusal as the envelope. The API answers business outcomes with HTTP 200; a file or
 * page request keeps its real status so browsers and caches read it right.
 */
function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: AppError, fileStatus: number) {
  const status = error.options.httpStatus ?? (isApi(request.url) ? 200 : fileStatus);
  return reply.status(status).send(envelopeForAppError(error, request.lang));
}

/** The 404 envelope for a path nothing answers (the front ends answer their client-side routes first). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelopeForAppError(new AppError(ErrorCode.NOT_FOUND), request.lang));
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendRefusal(request, reply, error, 200);
  const known = fromFastifyError(error);
  if (known) return sendRefusal(request, reply, known, error.statusCode ?? 400);
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(envelopeForAppError(new AppError(ErrorCode.UNKNOWN_ERROR), request.lang));
}

/**
 * The headers plugins/security.ts gives every answer, for the answers written before any hook
 * runs (below): a JSON envelope loads nothing, so its policy is the strictest. The names are
 * lower case because clientErrorHandler writes them into the response as they are.
 */
export const BARE_ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Errors Fastify meets before routing (a bad percent-encoding in the path): answered as the
 * envelope, never with Fastify's own body, which repeats the URL back. No hook has run yet,
 * so the language and the headers the other answers get are set here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  request.lang = requestLanguage(request);
  reply.headers(BARE_ANSWER_HEADERS);
  return handleError(error as FastifyError, request, reply);
};

const STATUS_LINES: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/** The reader's language from whatever headers arrived before Node's parser gave up, if any. */
function languageOfPacket(packet: unknown): Language {
  // Node hands over a Buffer, though Fastify's type describes its JSON form.
  if (!Buffer.isBuffer(packet)) return DEFAULT_LANGUAGE;
  const header = packet.toString('latin1').match(/^accept-language:[ \t]*([^\r\n]{0,200})/im)?.[1];
  const tag = parseAcceptLanguage(header).find((t) => matchLanguage(t));
  return tag ? resolveLanguage(tag) : DEFAULT_LANGUAGE;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an unknown method, a bad
 * Content-Length, a URL or header over the size limit): the envelope with code 400 and the
 * real HTTP status, since there is no route and the connection is closed after it.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  // A response already under way on this connection cannot be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(
      envelopeForAppError(new AppError(ErrorCode.BAD_REQUEST), languageOfPacket(error.rawPacket)),
    );
    socket.write(
      `HTTP/1.1 ${STATUS_LINES[error.code] ?? '400 Bad Request'}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries(BARE_ANSWER_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        'connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * The one error handler: business outcomes are HTTP 200 with their catalogue code; anything
 * unexpected is logged and answered HTTP 500 with a safe message (no stack, no SQL). Errors
 * before routing and before parsing come through `frameworkErrors` and `clientErrorHandler`
 * above, which app.ts passes to Fastify.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
});
