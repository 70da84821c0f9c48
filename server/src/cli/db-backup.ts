// npm run db:backup -- [--out <file>]
// Writes one .tar.gz: the database (pg_dump of DATABASE_URL, which may stay in use; or the embedded
// PGlite data directory, which needs the server stopped) and, with disk storage, every uploaded file.
// Default file: BACKUP_DIR/creds-backup-<time>.tar.gz. An existing file is never overwritten.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, createBackup, describeDatabase } from './backup-archive.js';

const usage = 'Usage: npm run db:backup -- [--out <file>]';

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string', short: 'o' } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // npm runs scripts from the repository root; a relative --out means the folder the command was typed in.
  const result = await createBackup(config, { out: out === undefined ? undefined : resolve(process.env.INIT_CWD ?? '.', out) });
  const { manifest } = result;
  const files = manifest.storage === 'disk' ? ` and ${manifest.files} uploaded file${manifest.files === 1 ? '' : 's'}` : '';
  console.log(`Backed up ${describeDatabase(manifest.database)}${files} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`);
  if (manifest.storage === 's3') {
    console.log(
      `Uploaded files stay in the S3 bucket ${manifest.bucket} and are not in this archive: ` +
        "protect them with the object store's own versioning and replication.",
    );
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error('The backup failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
