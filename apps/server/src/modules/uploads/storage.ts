import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files' bytes live. Keys are the upload paths (`<kind>/<random>.<ext>`),
 * already checked against the contract's pattern, so no key can climb out of its folder.
 *
 * An S3-compatible store fits the same three calls (PutObject, GetObject, DeleteObject on
 * one bucket, the key as the object name): storage-s3.ts, chosen by FILE_STORAGE=s3.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removing a missing key is not an error: a failed upload's clean-up may race. */
  delete(key: string): Promise<void>;
}

/** Files in a local folder (DATA_DIR/files by default). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private fileFor(key: string) {
    const file = path.resolve(this.root, key);
    // Defence in depth: keys are validated before they get here.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`file key outside storage: ${key}`);
    return file;
  }

  async put(key: string, bytes: Buffer) {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    // Names are random (144 bits) and unique in the uploads table, so nothing is overwritten.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, file);
  }

  async get(key: string) {
    try {
      return await readFile(this.fileFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    await rm(this.fileFor(key), { force: true });
  }
}
