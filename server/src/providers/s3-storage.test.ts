import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { evaluationFiles, evaluations } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { courseDescription, multipart, pngBytes } from '../test/files.js';
import { createS3Storage } from './s3-storage.js';
import { diskStorageRoot } from './storage.js';

// s3rver speaks the S3 REST protocol (HTTP, XML errors, SigV4 headers) over a directory. It knows one
// account (these keys) and refuses any other access key, though it does not recompute V4 signatures.
const bucket = 'creds-test';
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'creds-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const storage = (keyId = accessKeyId) =>
  createS3Storage({ endpoint, region: 'us-east-1', bucket, accessKeyId: keyId, secretAccessKey, forcePathStyle: true });

/** The object as the bucket holds it, read with a client of its own. */
async function objectBytes(key: string): Promise<Buffer> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await Body!.transformToByteArray());
}

describe('createS3Storage against a local S3 server', () => {
  it('stores bytes under a new prefix/yyyy/mm/uuid key and streams them back', async () => {
    const files = storage();
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255, ...Buffer.from('course outline')]);
    const key = await files.put(bytes, { prefix: 'evaluations' });
    expect(files.kind).toBe('s3');
    expect(key).toMatch(/^evaluations\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(await buffer(await files.read(key))).toEqual(bytes);
    expect(await objectBytes(key)).toEqual(bytes);
    expect(await files.put(bytes, { prefix: 'evaluations' })).not.toBe(key);
  });

  it('removes a file, and removing it again is not an error', async () => {
    const files = storage();
    const key = await files.put(pngBytes, { prefix: 'certificates' });
    await files.delete(key);
    await expect(files.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(files.delete(key)).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix, with when each was written, for the orphan sweep', async () => {
    const files = storage();
    const before = Date.now() - 60_000;
    const listed = await Promise.all([1, 2, 3].map(() => files.put(pngBytes, { prefix: 'listed' })));
    await files.put(pngBytes, { prefix: 'listed-not' });
    const found: { key: string; writtenAt: Date }[] = [];
    for await (const page of files.list('listed')) found.push(...page);
    expect(found.map((file) => file.key).sort()).toEqual([...listed].sort());
    for (const file of found) expect(file.writtenAt.getTime()).toBeGreaterThan(before);
  });

  it('fails to read a key that was never stored', async () => {
    await expect(storage().read('evaluations/2024/01/00000000-0000-0000-0000-000000000000')).rejects.toThrow(/No stored file/);
  });

  it('passes on the server\'s refusal of unknown keys', async () => {
    await expect(storage('AKIAUNKNOWN').put(pngBytes, { prefix: 'evaluations' })).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});

describe('S3 configuration', () => {
  it('selects S3 storage when S3_BUCKET is set, in us-east-1 unless told', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'creds-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'creds-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const config = loadConfig({
      S3_BUCKET: 'creds-files',
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.storage).toMatchObject({ region: 'eu-west-3', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it.each([
    [{ S3_BUCKET: 'creds-files', S3_ACCESS_KEY_ID: 'key' }, /^S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }, /^S3_BUCKET: is required when S3_ENDPOINT, S3_FORCE_PATH_STYLE is set/],
    [{ S3_BUCKET: 'Creds_Files' }, /^S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'creds-files', S3_ENDPOINT: 'ftp://files.example.com' }, /^S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
    [{ S3_BUCKET: 'creds-files', S3_FORCE_PATH_STYLE: 'maybe' }, /^S3_FORCE_PATH_STYLE: must be one of/],
  ])('stops start-up on %j', (env, problem) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(problem)]);
  });
});

describe('an evaluation submitted with S3_BUCKET set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    });
  });
  afterAll(() => t.close());

  it('keeps its proof in the bucket, not on the disk, and serves it from there', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const body = multipart(
      {
        courseName: 'Data Structures and Algorithms',
        courseStartDate: '2024-01-08',
        courseEndDate: '2024-05-03',
        creditHours: '45',
        learningMode: 'f2f',
        instituteName: 'Example State University',
        instituteWebsite: 'example.edu',
        instituteCountry: 'United States',
        contactName: 'Office of the Registrar',
        contactEmail: 'registrar@example.edu',
        description: courseDescription,
      },
      { proof: { name: 'certificate.png', type: 'image/png', bytes: pngBytes } },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/badge/create-text', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(response.statusCode).toBe(200);
    const { badgeId } = response.json().msg;

    const [file] = await t.database.db
      .select({ id: evaluationFiles.id, storageKey: evaluationFiles.storageKey, sha256: evaluationFiles.sha256 })
      .from(evaluationFiles)
      .innerJoin(evaluations, eq(evaluations.id, evaluationFiles.evaluationId))
      .where(eq(evaluations.badgeId, badgeId));
    expect(file!.storageKey).toMatch(/^evaluations\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const stored = await objectBytes(file!.storageKey);
    expect(stored).toEqual(pngBytes);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(file!.sha256);
    expect(existsSync(diskStorageRoot(t.config.dataDir))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/api/badge/${badgeId}/files/${file!.id}`, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pngBytes);
  });
});
