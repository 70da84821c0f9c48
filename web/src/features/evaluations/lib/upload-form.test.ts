import { errorMessages } from '@creds/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { answer, mockApi } from '../../../test/mock-api';
import { mockUpload } from '../test/mock-upload';
import { uploadForm } from './upload-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadForm and the 401 of spec section 4', () => {
  it('revalidates the session and retries once when the body is exactly the text Unauthorized', async () => {
    let first = true;
    const uploads = mockUpload(() => {
      if (!first) return { status: 200, body: { msg: 'stored' } };
      first = false;
      return { status: 401, body: 'Unauthorized' };
    });
    const api = mockApi({ 'POST /auth/validate-session': () => answer(200, { msg: 'ok' }) });

    await expect(uploadForm('/badge/create-text', new FormData())).resolves.toEqual({ msg: 'stored' });
    expect(uploads).toHaveLength(2);
    expect(api.callsTo('POST /auth/validate-session')).toHaveLength(1);
  });

  it('passes on any other 401, a JSON message "Unauthorized" included, without revalidating', async () => {
    const uploads = mockUpload(() => ({ status: 401, body: { msg: 'Unauthorized' } }));
    const api = mockApi({ 'POST /auth/validate-session': () => answer(200, { msg: 'ok' }) });

    const failure = await uploadForm('/badge/create-text', new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, msg: 'Unauthorized' });
    expect(uploads).toHaveLength(1);
    expect(api.callsTo('POST /auth/validate-session')).toHaveLength(0);
  });

  it('fails with the server’s word when the revalidation says the session is over, not with the bare Unauthorized', async () => {
    const uploads = mockUpload(() => ({ status: 401, body: 'Unauthorized' }));
    mockApi({ 'POST /auth/validate-session': () => answer(401, { msg: 'Your session was ended by an administrator.' }) });

    const failure = await uploadForm('/badge/create-text', new FormData()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, msg: 'Your session was ended by an administrator.' });
    expect(uploads).toHaveLength(1);
  });

  it('says the session has expired for a 401 with no message, and for a second Unauthorized after a revalidation', async () => {
    mockUpload(() => ({ status: 401, body: '' }));
    await expect(uploadForm('/badge/create-text', new FormData())).rejects.toMatchObject({ status: 401, msg: errorMessages.sessionExpired });

    const uploads = mockUpload(() => ({ status: 401, body: 'Unauthorized' }));
    mockApi({ 'POST /auth/validate-session': () => answer(200, { msg: 'ok' }) });
    await expect(uploadForm('/badge/create-text', new FormData())).rejects.toMatchObject({ status: 401, msg: errorMessages.sessionExpired });
    expect(uploads).toHaveLength(2);
  });
});
