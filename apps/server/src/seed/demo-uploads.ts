import type { Trx } from '../db/index.ts';
import type { UploadKind } from '../modules/uploads/service.ts';

/** A picture the seed drew and stored itself (none drawn without configuration: 0 bytes). */
export interface DemoImage {
  path: string;
  bytes: number;
}

/**
 * The upload rows of pictures the seed stored, owned by the demo operator and claimed at once,
 * as if uploaded through the console.
 */
export async function recordDemoUploads(
  trx: Trx,
  demo: { kind: UploadKind; ownerId: number; images: readonly DemoImage[]; at: number },
): Promise<void> {
  await trx
    .insertInto('uploads')
    .values(
      demo.images.map((image) => ({
        path: image.path,
        kind: demo.kind,
        owner_id: demo.ownerId,
        content_type: 'image/webp',
        size_bytes: image.bytes,
        created_at: demo.at,
        claimed_at: demo.at,
      })),
    )
    .execute();
}
