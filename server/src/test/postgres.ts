import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function databaseUrlFor(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs a statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside the target). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(): string {
  return `creds_test_${randomBytes(6).toString('hex')}`;
}
