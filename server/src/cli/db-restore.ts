// npm run db:restore -- <file> [--force]
// Puts a backup made by db:backup back: into DATABASE_URL's database (pg_restore) or a fresh PGlite data
// directory under DATA_DIR, and its uploaded files into DATA_DIR/uploads. A database or uploads folder
// that already holds data is refused unless --force, which replaces it. Stop the server first.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, describeDatabase, restoreBackup } from './backup-archive.js';

const usage = 'Usage: npm run db:restore -- <file> [--force]';

async function main(): Promise<number> {
  let file: string | undefined;
  let force = false;
  try {
    const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Name one backup file.');
    file = positionals[0]!;
    force = values.force ?? false;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // npm runs scripts from the repository root; a relative path means the folder the command was typed in.
  const result = await restoreBackup(config, { file: resolve(process.env.INIT_CWD ?? '.', file), force });
  const { manifest } = result;
  const files = manifest.storage === 'disk' ? ` and ${result.files} uploaded file${result.files === 1 ? '' : 's'}` : '';
  console.log(`Restored ${describeDatabase(manifest.database)}${files} from the backup of ${manifest.createdAt}.`);
  if (manifest.storage === 's3') {
    console.log(`The uploaded files this database names are in the S3 bucket ${manifest.bucket}, not in the backup.`);
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error('The restore failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
