// npm run admin:create -- <email>
// Creates an admin account, or promotes an existing account to admin. A new account's password comes
// from ADMIN_PASSWORD or is asked for (hidden); its name from ADMIN_NAME (default "Administrator").
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createOrPromoteAdmin } from '../features/accounts/create-admin.js';
import { AppError } from '../lib/errors.js';

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question(question);
  muted = true;
  const value = await answer;
  prompt.close();
  process.stdout.write('\n');
  return value;
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run admin:create -- <email>');
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin(database.db, {
      email,
      name: process.env.ADMIN_NAME,
      password: async () => {
        if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
        if (!process.stdin.isTTY) throw new AppError('BAD_REQUEST', 'Set ADMIN_PASSWORD (there is no terminal to ask on).');
        const password = await askHidden('Password for the new admin account: ');
        if (password !== (await askHidden('Repeat the password: '))) throw new AppError('BAD_REQUEST', 'The passwords do not match.');
        return password;
      },
    });
    console.log(result.action === 'created' ? `Created the admin account ${result.email}.` : `${result.email} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
    else console.error('Could not create the admin:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
