import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { UPLOAD_KINDS } from '@shopkeeper/contract';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { CONTENT_TYPES } from '../../lib/image-type.ts';
import type { UploadedFile } from '../../plugins/multipart-input.ts';
import { reencodeImage } from './reencode.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Kinds anyone may read: a shop's logo is shown to its customers. Every other kind (ID
 * photos, payment proofs, signatures, chat pictures) is read only by its owner and operators.
 */
const PUBLIC_KINDS: ReadonlySet<UploadKind> = new Set(['logo']);

/** What the contract calls an upload path; anything else is not a stored file. */
const UPLOAD_PATH = /^[a-z_]+\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/;

const storages = new WeakMap<Config, FileStorage>();

/** The app's file storage: a folder under DATA_DIR. */
export function fileStorage(config: Config): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
    storages.set(config, storage);
  }
  return storage;
}

export const fileUrl = (config: Config, uploadPath: string) => `${config.fileHost}${uploadPath}`;

/**
 * Stores an image a multipart call received: re-encoded without its metadata, under a random
 * name, owned by `ownerId`. For other modules' calls too (a payment proof, ID photos), which
 * store their files here and keep the returned path.
 */
export async function storeImage(
  ctx: AppContext,
  {
    ownerId,
    kind,
    file,
    field = 'file',
  }: { ownerId: number; kind: UploadKind; file: UploadedFile; field?: string },
): Promise<{ path: string; url: string }> {
  const bytes = await reencodeImage(file.bytes, file.type, field);
  // 144 random bits: names cannot be guessed, and two uploads never meet.
  const uploadPath = `${kind}/${randomBytes(18).toString('base64url')}.${file.type}`;
  const storage = fileStorage(ctx.config);
  await storage.put(uploadPath, bytes);
  try {
    await ctx.database.db
      .insertInto('uploads')
      .values({
        path: uploadPath,
        kind,
        owner_id: ownerId,
        content_type: CONTENT_TYPES[file.type],
        size_bytes: bytes.length,
        created_at: Date.now(),
      })
      .execute();
  } catch (error) {
    // No row, no file: a file nobody can be shown to is only a liability.
    await storage.delete(uploadPath).catch(() => {});
    throw error;
  }
  return { path: uploadPath, url: fileUrl(ctx.config, uploadPath) };
}

/**
 * A stored file for a reader, or undefined when it does not exist or the reader may not
 * see it (the same answer, so a private file's existence is not given away).
 */
export async function readUpload(
  ctx: AppContext,
  uploadPath: string,
  reader: { id: number; role: 'merchant' | 'operator' } | undefined,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!UPLOAD_PATH.test(uploadPath)) return undefined;
  const row = await ctx.database.db
    .selectFrom('uploads')
    .select(['kind', 'owner_id', 'content_type'])
    .where('path', '=', uploadPath)
    .executeTakeFirst();
  if (!row) return undefined;
  const allowed = PUBLIC_KINDS.has(row.kind) || reader?.role === 'operator' || reader?.id === row.owner_id;
  if (!allowed) return undefined;
  const bytes = await fileStorage(ctx.config).get(uploadPath);
  return bytes ? { bytes, contentType: row.content_type } : undefined;
}
