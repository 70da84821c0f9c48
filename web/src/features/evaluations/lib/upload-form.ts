import { apiErrorSchema, errorMessages } from '@creds/contract';
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
 * A session that is over fails with the server's word on it, else the contract's "session expired":
 * never the bare `Unauthorized`.
 */
export async function uploadForm<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  try {
    return await send<T>(path, body, options);
  } catch (error) {
    if (!isSessionExpired(error)) throw error;
    try {
      await apiClient.post(validateSessionPath);
    } catch (validationError) {
      // The server's word on the ended session ("expired", or why it was ended) rather than the bare `Unauthorized`.
      throw withSessionMessage(validationError instanceof ApiError && validationError.status === 401 ? validationError : error);
    }
    // Retried once only: a second `Unauthorized` means the session is over after all.
    return send<T>(path, body, options).catch((retryError: unknown) => {
      throw retryError instanceof ApiError ? withSessionMessage(retryError) : retryError;
    });
  }
}

/** A 401 without a message of its own (or with the bare `Unauthorized`) says the session has expired. */
function withSessionMessage(error: ApiError): ApiError {
  if (error.status !== 401) return error;
  const hasMessage = (typeof error.msg === 'string' && error.msg !== '' && !isSessionExpired(error)) || (typeof error.msg === 'object' && error.msg !== null);
  if (hasMessage) return error;
  return new ApiError({ status: 401, msg: errorMessages.sessionExpired, code: error.code, fields: error.fields, cause: error });
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
  if (!parsed.success) return withSessionMessage(new ApiError({ status }));
  return withSessionMessage(new ApiError({ status, msg: parsed.data.msg, code: parsed.data.code, fields: parsed.data.fields }));
}
