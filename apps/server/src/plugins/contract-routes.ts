import {
  type CallAuth,
  type CallDefinition,
  type CallOutput,
  type CallParsedInput,
  SHOP_KEY_HEADER,
} from '@shopkeeper/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { parseInput } from '../lib/validation.ts';
import { authenticate, type SessionUser, tokenFromHeader } from '../modules/accounts/service.ts';
import { shopOfKey } from '../modules/intake/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { checkIdempotencyKey, IDEMPOTENCY_HEADER } from '../modules/wallet/service.ts';
import { requestLanguage } from './language.ts';
import { readMultipart, requireFiles } from './multipart-input.ts';

export interface HandlerArgs<C extends CallDefinition> {
  input: CallParsedInput<C>;
  /** The signed-in user; absent on calls with auth 'none' or 'shopKey'. */
  user: C['auth'] extends 'none' | 'shopKey' ? undefined : SessionUser;
  /** The shop whose order-intake key came with a 'shopKey' call. */
  shop: C['auth'] extends 'shopKey' ? { userId: number; keyId: number } : undefined;
  /** A multipart call's declared files, read and judged by their bytes; empty otherwise. */
  files: Record<string, UploadedFile>;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends CallDefinition> = (args: HandlerArgs<C>) => Promise<CallOutput<C>>;

const ROLE_FOR_AUTH: Partial<Record<CallAuth, SessionUser['role']>> = {
  merchant: 'merchant',
  operator: 'operator',
};

/**
 * The signed-in user when the request carries a valid token, else undefined: for routes
 * outside the contract (files) that answer strangers too, but differently.
 */
export async function optionalUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser | undefined> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return undefined;
  return authenticate(ctx.database.db, ctx.config, token).catch(() => undefined);
}

/**
 * The request's Idempotency-Key (decision 013), checked (405 naming it when malformed), for a
 * route to hand to its use case as data; undefined when the client sent none.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined =>
  checkIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);

/** Calls the server answers, for the coverage figure printed by the contract test. */
export const implementedCalls = new Set<CallDefinition>();

/**
 * Registers a contract call: the route's path and method come from the contract, the input is
 * validated against its schema (403/405 naming the field), the token and role are checked, and
 * the result is wrapped in the envelope — and checked against the output schema outside
 * production, so a handler cannot drift from what clients were promised.
 *
 * A call declaring `files` is multipart: its text fields are its input, its files are read
 * (each under the uploadMaxBytes setting, of an image type by its bytes) and handed to the
 * handler, and nothing is stored unless the handler stores it.
 */
export function registerCall<C extends CallDefinition>(app: FastifyInstance, def: C, handler: Handler<C>) {
  implementedCalls.add(def);
  const url = `/api${def.path.replace(/\{(\w+)\}/g, ':$1')}`;
  app.route({
    method: def.method,
    url,
    handler: async (request, reply) => {
      const ctx = app.ctx;
      let user: SessionUser | undefined;
      let shop: { userId: number; keyId: number } | undefined;
      if (def.auth === 'shopKey') {
        const key = request.headers[SHOP_KEY_HEADER];
        shop = await shopOfKey(ctx.database.db, typeof key === 'string' ? key : undefined);
      } else if (def.auth !== 'none') {
        const token = tokenFromHeader(request.headers.authorization);
        if (!token) throw fail(ErrorCode.NOT_AUTHENTICATED);
        user = await authenticate(ctx.database.db, ctx.config, token);
        const role = ROLE_FOR_AUTH[def.auth];
        if (role && user.role !== role) throw fail(ErrorCode.INSUFFICIENT_PERMISSIONS);
        request.lang = requestLanguage(request, user.lang);
      }
      let files: Record<string, UploadedFile> = {};
      let source = def.method === 'GET' ? request.query : request.body;
      // Text fields come with the files; a request without files may send them as JSON, and
      // is then told which file is missing once its fields pass.
      // The multipart parser takes any route's body without reading it: a call that declares
      // no files would read it as no input at all and act on its defaults.
      // Read from the header, not request.isMultipart(): an app without the multipart plugin
      // (a test's bare Fastify) has no such method, and the header is what the parser reads.
      const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
      if (!def.files && multipart) throw fail(ErrorCode.BAD_REQUEST);
      if (def.files && multipart) {
        const read = await readMultipart(request, def, await getSetting(ctx.database.db, 'uploadMaxBytes'));
        files = read.files;
        source = read.fields;
      }
      // A body, when there is one, is a JSON object; an array or a bare value is not a request.
      if (source !== undefined && (typeof source !== 'object' || source === null || Array.isArray(source))) {
        throw invalidField('body', 'invalid');
      }
      const raw = {
        ...(source as object | undefined),
        ...(request.params as object | undefined),
      };
      const input = parseInput(def.input, raw);
      if (def.files) requireFiles(def, files);
      const data = await handler({ input, user, shop, files, ctx, request, reply } as HandlerArgs<C>);
      const checked = ctx.config.validateResponses ? def.output.parse(data) : data;
      return { code: ErrorCode.OK, msg: 'ok', data: checked ?? null };
    },
  });
}
