import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { UPLOAD_KINDS } from '@shopkeeper/contract';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { dialectOf, type Executor, inTransaction, rowsChanged, type Trx } from '../../db/index.ts';
import { referencedUploads } from '../../db/upload-references.ts';
import { CONTENT_TYPES } from '../../lib/image-type.ts';
import type { UploadedFile } from '../../lib/uploaded-file.ts';
import { reencodeImage } from './reencode.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';
import { S3FileStorage } from './storage-s3.ts';

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Kinds anyone may read: a shop's logo, the warehouse's goods pictures and the store
 * centre's banners are shown to customers or to every merchant. Every other kind (ID
 * photos, payment proofs, signatures, chat pictures) is read only by its owner and operators.
 */
const PUBLIC_KINDS: ReadonlySet<UploadKind> = new Set(['logo', 'goods_image', 'banner']);

/** What the contract calls an upload path; anything else is not a stored file. */
const UPLOAD_PATH = /^[a-z_]+\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/;

const storages = new WeakMap<Config, FileStorage>();

/** The app's file storage: a folder under DATA_DIR, or an S3-compatible bucket (FILE_STORAGE=s3). */
export function fileStorage(config: Config): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    if (config.fileStorage === 's3' && !config.s3) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
    storage =
      config.fileStorage === 's3' && config.s3
        ? new S3FileStorage(config.s3)
        : new LocalFileStorage(path.join(config.dataDir, 'files'));
    storages.set(config, storage);
  }
  return storage;
}

export const fileUrl = (config: Config, uploadPath: string) => `${config.fileHost}${uploadPath}`;

/**
 * Stores an image a multipart call received: re-encoded without its metadata, under a random
 * name, owned by `ownerId`. For other modules' calls too (a payment proof, ID photos), which
 * store their files here and keep the returned path.
 *
 * `unclaimed`: the file is stored before a transaction that may still fail (a top-up refused
 * for a hash taken meanwhile). That transaction claims it with claimUpload; one never claimed
 * is deleted after UNCLAIMED_UPLOAD_RETENTION_MS (decision 015). Without it the upload is
 * kept for good, as every upload was before.
 */
export async function storeImage(
  ctx: AppContext,
  {
    ownerId,
    kind,
    file,
    field = 'file',
    unclaimed = false,
  }: { ownerId: number; kind: UploadKind; file: UploadedFile; field?: string; unclaimed?: boolean },
): Promise<{ path: string; url: string }> {
  const bytes = await reencodeImage(file.bytes, file.type, field);
  // 144 random bits: names cannot be guessed, and two uploads never meet.
  const uploadPath = `${kind}/${randomBytes(18).toString('base64url')}.${file.type}`;
  const storage = fileStorage(ctx.config);
  await storage.put(uploadPath, bytes);
  const now = Date.now();
  try {
    await ctx.database.db
      .insertInto('uploads')
      .values({
        path: uploadPath,
        kind,
        owner_id: ownerId,
        content_type: CONTENT_TYPES[file.type],
        size_bytes: bytes.length,
        created_at: now,
        claimed_at: unclaimed ? null : now,
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
  /** Another reader a use case lets in (an operator's chat picture, to its conversation's merchant). */
  alsoAllowed?: (file: { kind: UploadKind; ownerId: number }) => Promise<boolean>,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!UPLOAD_PATH.test(uploadPath)) return undefined;
  const row = await ctx.database.db
    .selectFrom('uploads')
    .select(['kind', 'owner_id', 'content_type'])
    .where('path', '=', uploadPath)
    .executeTakeFirst();
  if (!row) return undefined;
  const allowed =
    PUBLIC_KINDS.has(row.kind) ||
    reader?.role === 'operator' ||
    reader?.id === row.owner_id ||
    (alsoAllowed !== undefined && (await alsoAllowed({ kind: row.kind, ownerId: row.owner_id })));
  if (!allowed) return undefined;
  const bytes = await fileStorage(ctx.config).get(uploadPath);
  return bytes ? { bytes, contentType: row.content_type } : undefined;
}

/**
 * Which of `paths` are stored uploads of `kind`: for a call that keeps upload paths someone
 * sent (the console's goods pictures), so it never keeps a path to nothing or to another
 * kind's (private) file. With `ownerId`, only that person's (a merchant's feedback pictures).
 */
export async function storedUploadsOfKind(
  db: Executor,
  paths: readonly string[],
  kind: UploadKind,
  ownerId?: number,
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  let q = db
    .selectFrom('uploads')
    .select('path')
    .where('path', 'in', [...paths])
    .where('kind', '=', kind);
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  const rows = await q.execute();
  return new Set(rows.map((row) => row.path));
}

/**
 * Removes stored uploads and their files: for a call that stored several images and was then
 * refused (the second photo was not an image, a twin request won), so a refusal leaves no
 * file behind. Best effort: a file that cannot be deleted is left for the clean-up job.
 */
export async function discardUploads(ctx: AppContext, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await ctx.database.db
    .deleteFrom('uploads')
    .where('path', 'in', [...paths])
    .execute();
  const storage = fileStorage(ctx.config);
  await Promise.all(paths.map((p) => storage.delete(p).catch(() => {})));
}

/**
 * Takes an upload stored `unclaimed` as kept, inside the transaction that stores its path: if
 * that transaction rolls back, the upload stays unclaimed and is cleaned up. An upload already
 * cleaned up (or claimed) cannot be claimed: the caller's transaction fails rather than keep
 * a path to nothing.
 */
export async function claimUpload(trx: Trx, uploadPath: string, now = Date.now()): Promise<void> {
  const claimed = await rowsChanged(
    trx
      .updateTable('uploads')
      .set({ claimed_at: now })
      .where('path', '=', uploadPath)
      .where('claimed_at', 'is', null),
  );
  if (claimed !== 1) throw new Error(`upload ${uploadPath} is not waiting to be claimed`);
}

/**
 * Takes uploads stored `unclaimed` as kept, in the transaction that stores their paths; those
 * claimed already (a picture sent with two pieces of feedback) stay as they are.
 */
export async function claimUploads(trx: Trx, paths: readonly string[], now = Date.now()): Promise<void> {
  if (paths.length === 0) return;
  await trx
    .updateTable('uploads')
    .set({ claimed_at: now })
    .where('path', 'in', [...paths])
    .where('claimed_at', 'is', null)
    .execute();
}

/**
 * How long an unclaimed upload is kept. The call that stored it claims it within the same
 * request, seconds later; a day leaves room for any request still in flight (a slow
 * PostgreSQL, a paused server) and for looking into a failure, and is short enough that a
 * losing duplicate's proof (someone's bank statement) does not stay around.
 */
export const UNCLAIMED_UPLOAD_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_BATCH = 100;

/**
 * Deletes uploads left unclaimed past their retention: rows first, in a transaction that
 * only deletes rows still unclaimed (a claim and a clean-up never both win), then their
 * files. A crash between the two leaves a file without a row, which nobody can read; never
 * a row pointing to no file. Two servers running this at once take different rows on
 * PostgreSQL (SKIP LOCKED); on SQLite writes queue. Returns how many were deleted.
 */
export async function deleteUnclaimedUploads(ctx: AppContext, now = Date.now()): Promise<number> {
  const cutoff = now - UNCLAIMED_UPLOAD_RETENTION_MS;
  const storage = fileStorage(ctx.config);
  let deleted = 0;
  for (;;) {
    const { paths, batch } = await inTransaction(ctx.database, async (trx) => {
      let oldest = trx
        .selectFrom('uploads')
        .select(['id', 'path'])
        .where('claimed_at', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('id')
        .limit(CLEANUP_BATCH);
      if (dialectOf(trx) === 'postgres') oldest = oldest.forUpdate().skipLocked();
      const candidates = await oldest.execute();
      const batch = candidates.length;
      if (batch === 0) return { paths: [], batch };
      // A file a record points to is kept, claimed or not: it is taken as claimed now, so it
      // is not looked at again.
      const kept = await referencedUploads(
        trx,
        candidates.map((row) => row.path),
      );
      const keptIds = candidates.filter((row) => kept.has(row.path)).map((row) => row.id);
      if (keptIds.length > 0)
        await trx.updateTable('uploads').set({ claimed_at: now }).where('id', 'in', keptIds).execute();
      const ids = candidates.filter((row) => !kept.has(row.path)).map((row) => row.id);
      if (ids.length === 0) return { paths: [], batch };
      const rows = await trx
        .deleteFrom('uploads')
        .where('id', 'in', ids)
        .where('claimed_at', 'is', null)
        .returning('path')
        .execute();
      return { paths: rows.map((row) => row.path), batch };
    });
    for (const uploadPath of paths) await storage.delete(uploadPath);
    deleted += paths.length;
    if (batch < CLEANUP_BATCH) return deleted;
  }
}

/**
 * Whether `uploadPath` is a stored upload of `kind` that `ownerId` uploaded: for a call keeping
 * a path its caller sent (a signature), so it keeps only the caller's own file of that kind.
 */
export async function isOwnUpload(
  db: Executor,
  uploadPath: string,
  kind: UploadKind,
  ownerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('path', '=', uploadPath)
    .where('kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}
