import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { listPageSize, type FileStorage } from './storage.js';

export interface S3StorageOptions {
  /** An S3-compatible service (MinIO, Ceph, R2, …); unset: AWS S3 itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither: without keys the SDK's own chain applies (an instance or task role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted services need. */
  forcePathStyle: boolean;
}

/** Files in an S3 bucket, under the same keys the disk storage makes: `prefix/yyyy/mm/uuid`. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(bytes, hint) {
      const now = new Date();
      const key = [hint.prefix, String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), randomUUID()].join('/');
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: 'application/octet-stream' }));
      return key;
    },
    async read(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`The object ${key} came back without a readable body`);
        return Body;
      } catch (error) {
        // The same code a missing file on disk has, so callers need not know where files live.
        if (isMissingKey(error)) throw Object.assign(new Error(`No stored file under the key ${key}`), { code: 'ENOENT' });
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 itself answers success for a missing key; some compatible services answer NoSuchKey.
        if (!isMissingKey(error)) throw error;
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, MaxKeys: listPageSize, ContinuationToken }));
        const files = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ key: object.Key, writtenAt: object.LastModified ?? new Date(0) }] : []));
        if (files.length > 0) yield files;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

function isMissingKey(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey');
}
