import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { optionalUser, registerCall } from '../../plugins/contract-routes.ts';
import { readUploadFor } from '../../use-cases/read-upload.ts';
import { storeImage, type UploadKind } from './service.ts';

const PLATFORM_KINDS: ReadonlySet<UploadKind> = new Set(['goods_image', 'banner']);

/** Where this server serves files: FILE_HOST when it is a path, /files/ when it names another host. */
function servedPrefix(fileHost: string) {
  if (!fileHost.startsWith('/')) return '/files/';
  return fileHost.endsWith('/') ? fileHost : `${fileHost}/`;
}

/**
 * Uploads: one multipart call storing an image, and the files served back. A private file is
 * read with the reader's token in the Authorization header (the apps fetch it and show a
 * blob); without one, or as another merchant, it does not exist.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  registerCall(app, calls.upload, async ({ input, user, files, ctx }) => {
    // Goods pictures and banners are the platform's, public to everyone: only operators add them.
    if (PLATFORM_KINDS.has(input.kind) && user.role !== 'operator')
      throw fail(ErrorCode.INSUFFICIENT_PERMISSIONS);
    // A feedback picture is kept once its feedback is sent (which claims it); one chosen and
    // never sent is removed with the other unclaimed uploads a day later.
    return storeImage(ctx, {
      ownerId: user.id,
      kind: input.kind,
      file: files.file!,
      unclaimed: input.kind === 'feedback',
    });
  });

  app.get(`${servedPrefix(app.ctx.config.fileHost)}*`, async (request, reply) => {
    const ctx = app.ctx;
    const reader = await optionalUser(ctx, request);
    const file = await readUploadFor(ctx, (request.params as { '*': string })['*'], reader);
    if (!file) throw fail(ErrorCode.NOT_FOUND, { httpStatus: 404 });
    return (
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        // A private file may sit in no shared cache; a logo may be kept by the reader a while.
        .header('cache-control', reader ? 'private, max-age=3600' : 'public, max-age=3600')
        .send(file.bytes)
    );
  });
}
