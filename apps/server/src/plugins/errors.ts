import { errorMessage, validationMessage } from '@shopkeeper/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../lib/app-error.ts';

/** The leaf of a field path, which is what a person recognises ("items.0.price" → "price"). */
function displayField(path: string): string {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? path;
}

export function envelopeForAppError(error: AppError, request: FastifyRequest) {
  const { field, variant, params, data } = error.options;
  const msg =
    field && variant
      ? validationMessage(variant, request.lang, displayField(field), params)
      : (errorMessage(error.code, request.lang, params) ??
        errorMessage(ErrorCode.UNKNOWN_ERROR, request.lang)!);
  return { code: error.code, msg, data: data ?? null };
}

/** Fastify's own request errors (bad JSON, wrong content type, too large) as catalogue codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(ErrorCode.BAD_REQUEST, {
        field: 'body',
        variant: 'malformed',
        data: { field: 'body', variant: 'malformed' },
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError(ErrorCode.BAD_REQUEST);
    default:
      if (error.statusCode === 429) return new AppError(ErrorCode.OPERATION_BUSY, { httpStatus: 429 });
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return new AppError(ErrorCode.BAD_REQUEST);
      return undefined;
  }
}

/**
 * The one error handler: business outcomes are HTTP 200 with their catalogue code; anything
 * unexpected is logged and answered HTTP 500 with a safe message (no stack, no SQL).
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) {
      // The API answers business outcomes with HTTP 200; a file request (a denied dotfile, a
      // bad range) keeps its real status so browsers and caches read it right.
      const fileError = !(error instanceof AppError) && !request.url.startsWith('/api/') && error.statusCode;
      const status = known.options.httpStatus ?? (fileError || 200);
      return reply.status(status).send(envelopeForAppError(known, request));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      code: ErrorCode.UNKNOWN_ERROR,
      msg: errorMessage(ErrorCode.UNKNOWN_ERROR, request.lang),
      data: null,
    });
  });
});
