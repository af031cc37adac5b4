import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { FileStorage } from './storage.ts';

/**
 * Files in one bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph…), the
 * upload path as the object key. The AWS SDK signs each request (SigV4). It is loaded on the
 * first file call, so a server storing files locally never pays for loading it.
 *
 * Errors name the operation, the bucket and the key, never the credentials.
 */
export class S3FileStorage implements FileStorage {
  #client: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;

  constructor(private readonly config: S3Config) {}

  private client() {
    this.#client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = this.config;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        credentials:
          accessKeyId && secretAccessKey
            ? { accessKeyId, secretAccessKey: secretAccessKey.reveal() }
            : undefined,
        // Checksums only when an operation requires one: several S3-compatible servers refuse
        // the newer default trailing checksums on PutObject.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, sdk };
    });
    return this.#client;
  }

  /** The SDK's error as a short one naming what failed (its name and status, not its request). */
  private failure(operation: string, key: string, error: unknown): Error {
    const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode ? ` HTTP ${e.$metadata.httpStatusCode}` : '';
    return new Error(
      `file storage: S3 ${operation} of ${this.config.bucket}/${key} failed: ${e.name ?? 'Error'}${status} ${e.message ?? ''}`.trim(),
    );
  }

  async put(key: string, bytes: Buffer) {
    const { client, sdk } = await this.client();
    try {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    } catch (error) {
      throw this.failure('PutObject', key, error);
    }
  }

  async get(key: string) {
    const { client, sdk } = await this.client();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!object.Body) return undefined;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return undefined;
      throw this.failure('GetObject', key, error);
    }
  }

  /** S3 answers a delete of a missing key with success, as FileStorage asks. */
  async delete(key: string) {
    const { client, sdk } = await this.client();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      throw this.failure('DeleteObject', key, error);
    }
  }
}
