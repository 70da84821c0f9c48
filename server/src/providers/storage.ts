import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are made by the storage, never taken from a user. */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under a new random key and returns the key. */
  put(bytes: Uint8Array, hint: { prefix: string }): Promise<string>;
  /** The stored bytes as a stream; throws when the key is unknown. */
  read(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Files on the local disk, under a directory outside the web root (default `DATA_DIR/uploads`). */
export function createDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error('Invalid storage key');
    return path;
  };
  return {
    kind: 'disk',
    async put(bytes, hint) {
      const now = new Date();
      const key = [hint.prefix, String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), randomUUID()].join('/');
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async read(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function diskStorageRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}
