import type { CallAuth, CallDefinition, CallOutput, CallParsedInput } from '@shopkeeper/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import { parseInput } from '../lib/validation.ts';
import { authenticate, type SessionUser } from '../modules/accounts/sessions.ts';
import { tokenFromHeader } from '../modules/accounts/tokens.ts';
import { requestLanguage } from './language.ts';

export interface HandlerArgs<C extends CallDefinition> {
  input: CallParsedInput<C>;
  /** The signed-in user; absent only on calls with auth 'none'. */
  user: C['auth'] extends 'none' ? undefined : SessionUser;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends CallDefinition> = (args: HandlerArgs<C>) => Promise<CallOutput<C>>;

const ROLE_FOR_AUTH: Partial<Record<CallAuth, SessionUser['role']>> = {
  merchant: 'merchant',
  operator: 'operator',
};

/** Calls the server answers, for the coverage figure printed by the contract test. */
export const implementedCalls = new Set<CallDefinition>();

/**
 * Registers a contract call: the route's path and method come from the contract, the input is
 * validated against its schema (403/405 naming the field), the token and role are checked, and
 * the result is wrapped in the envelope — and checked against the output schema outside
 * production, so a handler cannot drift from what clients were promised.
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
      if (def.auth !== 'none') {
        const token = tokenFromHeader(request.headers.authorization);
        if (!token) throw fail(ErrorCode.NOT_AUTHENTICATED);
        user = await authenticate(ctx.database.db, ctx.config, token);
        const role = ROLE_FOR_AUTH[def.auth];
        if (role && user.role !== role) throw fail(ErrorCode.INSUFFICIENT_PERMISSIONS);
        request.lang = requestLanguage(request, user.lang);
      }
      const source = def.method === 'GET' ? request.query : request.body;
      // A body, when there is one, is a JSON object; an array or a bare value is not a request.
      if (source !== undefined && (typeof source !== 'object' || source === null || Array.isArray(source))) {
        throw invalidField('body', 'invalid');
      }
      const raw = {
        ...(source as object | undefined),
        ...(request.params as object | undefined),
      };
      const input = parseInput(def.input, raw);
      const data = await handler({ input, user, ctx, request, reply } as HandlerArgs<C>);
      const checked = ctx.config.validateResponses ? def.output.parse(data) : data;
      return { code: ErrorCode.OK, msg: 'ok', data: checked ?? null };
    },
  });
}
