import { describe, expect, it, vi } from 'vitest';
import { InvalidSigningKeyError, generateSigningKey, loadSigningKey, parseSigningKey } from './signing-key.js';

function memoryStore(initial: string | null = null) {
  let stored = initial;
  return {
    read: vi.fn(async () => stored),
    // Insert if absent, as the real store must.
    write: vi.fn(async (serialized: string) => {
      stored ??= serialized;
    }),
    get value() {
      return stored;
    },
  };
}

describe('signing key', () => {
  it('round-trips through its serialized form', async () => {
    const key = await generateSigningKey();
    const serialized = key.serialize();
    expect(JSON.parse(serialized)).toEqual({
      type: 'Multikey',
      publicKeyMultibase: key.publicKeyMultibase,
      secretKeyMultibase: expect.stringMatching(/^z/),
    });
    const loaded = await parseSigningKey(serialized);
    expect(loaded.publicKeyMultibase).toBe(key.publicKeyMultibase);
    expect(loaded.serialize()).toBe(serialized);
    const data = new TextEncoder().encode('same key');
    const [a, b] = await Promise.all([key.signer('did:web:x').sign({ data }), loaded.signer('did:web:x').sign({ data })]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('describes itself as a Multikey verification method of a controller', async () => {
    const key = await generateSigningKey();
    expect(key.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(key.verificationMethod('did:web:creds.example')).toEqual({
      id: `did:web:creds.example#${key.publicKeyMultibase}`,
      type: 'Multikey',
      controller: 'did:web:creds.example',
      publicKeyMultibase: key.publicKeyMultibase,
    });
    expect(key.signer('did:web:creds.example').id).toBe(`did:web:creds.example#${key.publicKeyMultibase}`);
    // Nothing secret shows when the key object is logged or serialized by accident.
    expect(JSON.stringify(key)).not.toContain(JSON.parse(key.serialize()).secretKeyMultibase);
  });

  it('refuses what is not a key, without repeating the secret', async () => {
    const [one, two] = await Promise.all([generateSigningKey(), generateSigningKey()]);
    const secret = JSON.parse(one.serialize()).secretKeyMultibase as string;
    const mismatched = JSON.stringify({ ...JSON.parse(two.serialize()), secretKeyMultibase: secret });
    for (const bad of ['not json', '{}', JSON.stringify({ type: 'Multikey', publicKeyMultibase: 'z6Mkabc' }), mismatched]) {
      const error = await parseSigningKey(bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidSigningKeyError);
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it('takes the configured key first, without touching the store', async () => {
    const configured = (await generateSigningKey()).serialize();
    const store = memoryStore((await generateSigningKey()).serialize());
    const key = await loadSigningKey({ configured, ...store });
    expect(key.source).toBe('configuration');
    expect(key.serialize()).toBe(configured);
    expect(store.read).not.toHaveBeenCalled();
  });

  it('takes the stored key when none is configured', async () => {
    const stored = (await generateSigningKey()).serialize();
    const store = memoryStore(stored);
    const key = await loadSigningKey({ configured: '  ', read: store.read, write: store.write });
    expect(key.source).toBe('store');
    expect(key.serialize()).toBe(stored);
    expect(store.write).not.toHaveBeenCalled();
  });

  it('generates and stores a key once when there is none, and keeps it', async () => {
    const store = memoryStore();
    const first = await loadSigningKey({ configured: undefined, read: store.read, write: store.write });
    expect(first.source).toBe('generated');
    expect(store.value).toBe(first.serialize());
    const second = await loadSigningKey({ read: store.read, write: store.write });
    expect(second.source).toBe('store');
    expect(second.publicKeyMultibase).toBe(first.publicKeyMultibase);
    expect(store.write).toHaveBeenCalledTimes(1);
  });

  it('settles on the key stored first when two instances generate at once', async () => {
    const store = memoryStore();
    const [a, b] = await Promise.all([loadSigningKey(store), loadSigningKey(store)]);
    expect(a.publicKeyMultibase).toBe(b.publicKeyMultibase);
    expect(store.value).toBe(a.serialize());
  });

  it('fails fast on a configured key that is not valid', async () => {
    await expect(loadSigningKey({ configured: '{"type":"Multikey"}', ...memoryStore() })).rejects.toThrow(InvalidSigningKeyError);
  });
});
