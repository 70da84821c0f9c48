import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives a newcomer working defaults: port 3000, embedded database under ./data/db', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/data\/db$/) });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://creds:secret@db.internal:5432/creds' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://creds:secret@db.internal:5432/creds' });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ' }).database.kind).toBe('pglite');
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe', PUBLIC_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
    expect(problems).toMatch(/^TRUST_PROXY: must be one of/m);
    expect(problems).toMatch(/^PUBLIC_URL: must be an absolute URL/m);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('strips a trailing slash from PUBLIC_URL so links can be joined', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://creds.example.com/' }).publicUrl).toBe('https://creds.example.com');
  });
});
