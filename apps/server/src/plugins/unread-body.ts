import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bodyLimitOf } from './multipart-input.ts';

/**
 * A request answered before its body was read whole (a multipart refusal stops reading at the
 * first bad part or past the call's limit) would leave the rest of that body in the
 * connection, and the next request on a kept-alive connection would wait behind it until the
 * request timeout (408). The rest is read and dropped when it is within what the call takes;
 * a body larger than that, or of unknown length, is not worth reading: the answer says
 * `Connection: close` and the connection is closed once it is sent.
 */
export default fp(async function unreadBody(app: FastifyInstance, options: { defaultLimit: number }) {
  const limitOf = (request: Parameters<typeof bodyLimitOf>[0]) =>
    bodyLimitOf(request) ?? options.defaultLimit;

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete) return payload;
    const length = Number(request.headers['content-length']);
    if (!(length <= limitOf(request))) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    // Node closes the connection itself after an answer that says so.
    if (String(reply.getHeader('connection')).toLowerCase() === 'close') return;
    const limit = limitOf(request);
    let seen = 0;
    raw.unpipe();
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) raw.socket?.destroy();
    });
    raw.resume();
  });
});
