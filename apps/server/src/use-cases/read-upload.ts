import type { AppContext } from '../context.ts';
import { imageInConversationOf } from '../modules/chat/service.ts';
import { readUpload } from '../modules/uploads/service.ts';

/**
 * A stored file for a reader (modules/uploads readUpload), with one more reader the uploads
 * module cannot know of: a merchant reads the pictures of their own chat conversation,
 * the team's too (docs/decisions/030-live-stream-and-chat.md).
 */
export function readUploadFor(
  ctx: AppContext,
  uploadPath: string,
  reader: { id: number; role: 'merchant' | 'operator' } | undefined,
) {
  return readUpload(ctx, uploadPath, reader, async (file) =>
    file.kind === 'chat' && reader?.role === 'merchant'
      ? imageInConversationOf(ctx.database.db, uploadPath, reader.id)
      : false,
  );
}
