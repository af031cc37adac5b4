import type { ImageType } from './image-type.ts';

/**
 * A file part of a multipart call, read whole and judged by its bytes: plain data, so a module
 * that stores it needs nothing of the HTTP layer that read it (plugins/multipart-input.ts).
 */
export interface UploadedFile {
  bytes: Buffer;
  /** From the bytes, never from the name or the Content-Type the client sent. */
  type: ImageType;
  /** The client's name for it; shown to nobody, kept only for logs. */
  filename: string;
}
