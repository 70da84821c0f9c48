import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { adminsOnly, registerAuth } from './auth.js';

// The hooks under test run at registration and never reach the database.
const noDatabase = {} as Database;

describe('the roles of administration routes', () => {
  it('refuses to register an /api/admin route that names no roles, and accepts one that does', async () => {
    const app = Fastify();
    registerAuth(app, loadConfig({}), noDatabase);
    expect(() => app.get('/api/admin/forgotten', async () => ({ ok: true }))).toThrow('GET /api/admin/forgotten must name the roles that may call it (config.roles)');
    expect(() => app.get('/api/admin/guarded', { config: adminsOnly }, async () => ({ ok: true }))).not.toThrow();
    expect(() => app.get('/api/profile', async () => ({ ok: true }))).not.toThrow();
    await app.close();
  });
});
