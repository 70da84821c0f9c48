import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Every stored file under `prefix/`, with when it was written, a page at a time (for the orphan sweep). */
  list(prefix: string): AsyncIterable<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  writtenAt: Date;
}

/** Files per page of `list`. */
export const listPageSize = 1_000;

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
    async *list(prefix) {
      let page: StoredFile[] = [];
      for await (const file of walk(pathOf(prefix), prefix)) {
        page.push(file);
        if (page.length === listPageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
  };
}

async function* walk(directory: string, keyPrefix: string): AsyncGenerator<StoredFile> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    const key = `${keyPrefix}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(path, key);
    else if (entry.isFile()) {
      // A file deleted since the listing is simply not there any more.
      const info = await stat(path).catch(() => null);
      if (info) yield { key, writtenAt: info.mtime };
    }
  }
}

export function diskStorageRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}
