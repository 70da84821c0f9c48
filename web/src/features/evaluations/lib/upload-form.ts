import { apiErrorSchema } from '@creds/contract';
import { ApiError, apiClient, isSessionExpired, sessionExpiredError, validateSessionPath } from '../../../lib/api-client';

export interface UploadOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form to `/api{path}` with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. Cookies go along; a failure becomes the same `ApiError` as `apiClient`'s (status 0 when no
 * answer came), and a 401 whose body is exactly `Unauthorized` revalidates the session and retries once.
 */
export async function uploadForm<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  try {
    return await send<T>(path, body, options);
  } catch (error) {
    if (!isSessionExpired(error)) throw error;
    try {
      await apiClient.post(validateSessionPath);
    } catch {
      throw error;
    }
    return send<T>(path, body, options);
  }
}

function send<T>(path: string, body: FormData, { onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, text));
        return;
      }
      try {
        resolve((text === '' ? undefined : JSON.parse(text)) as T);
      } catch (cause) {
        reject(new ApiError({ status: request.status, cause }));
      }
    });
    request.addEventListener('error', () => reject(new ApiError({ status: 0 })));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

function toApiError(status: number, text: string): ApiError {
  const expired = sessionExpiredError(status, text);
  if (expired) return expired;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = apiErrorSchema.safeParse(json);
  if (!parsed.success) return new ApiError({ status });
  return new ApiError({ status, msg: parsed.data.msg, code: parsed.data.code, fields: parsed.data.fields });
}
