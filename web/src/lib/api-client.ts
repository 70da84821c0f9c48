import { errorCodes, errorMessages, type ErrorCode } from '@creds/contract';

/** An API call that did not succeed: the HTTP status (0 when no response arrived) and the server's `msg`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The `msg` of the error body: text, an object, or undefined when the body had none. */
  readonly msg: unknown;
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    msg?: unknown;
    code?: ErrorCode | undefined;
    fields?: Record<string, string> | undefined;
    cause?: unknown;
  }) {
    super(typeof init.msg === 'string' && init.msg ? init.msg : `Request failed with status ${init.status}`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.status = init.status;
    this.msg = init.msg;
    this.code = init.code;
    this.fields = init.fields;
  }
}

/**
 * The text to show for a failed call (spec section 8): the server's `msg` as is when it is text, as
 * JSON text when it is an object, otherwise `fallback`.
 */
export function getErrorMessage(error: unknown, fallback: string = errorMessages.unexpected): string {
  if (!(error instanceof ApiError)) return fallback;
  const { msg } = error;
  if (typeof msg === 'string' && msg.length > 0) return msg;
  if (typeof msg === 'object' && msg !== null) return JSON.stringify(msg);
  return fallback;
}

/**
 * The text for a form that could not be sent: no answer at all means the connection is down (spec
 * section 8); otherwise as `getErrorMessage`, with the form's own `fallback`.
 */
export function getSubmitErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.status === 0) return errorMessages.offline;
  return getErrorMessage(error, fallback);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which is sent as multipart as is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Prefix of every path: `/api` in the app, an absolute URL in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
}

export const validateSessionPath = '/auth/validate-session';

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

export function createApiClient({
  baseUrl,
  // Looked up per call, so a fetch installed later (tests, polyfills) is used.
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
}: ApiClientOptions): ApiClient {
  /** One validation at a time: concurrent 401s wait for the same call. */
  let inFlightValidation: Promise<{ isValid: true } | { isValid: false; error: unknown }> | null = null;

  function validateSession(): Promise<{ isValid: true } | { isValid: false; error: unknown }> {
    inFlightValidation ??= send(validateSessionPath, { method: 'POST' })
      .then(
        () => ({ isValid: true }) as const,
        (error: unknown) => ({ isValid: false, error }) as const,
      )
      .finally(() => {
        inFlightValidation = null;
      });
    return inFlightValidation;
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const { method = 'GET', body, query, headers, signal } = options;
    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
      signal,
    };

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, query), init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({ status: 0, cause });
    }

    const text = await response.text();
    if (!response.ok) throw toApiError(response, text);
    try {
      return parseBody(text, response) as T;
    } catch (cause) {
      throw new ApiError({ status: response.status, cause });
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (!isSessionExpired(error) || path === validateSessionPath) throw error;
      const validation = await validateSession();
      // The server's word on the ended session ("expired", or why it was ended) rather than the bare `Unauthorized`.
      if (!validation.isValid) throw validation.error instanceof ApiError && validation.error.status === 401 ? validation.error : error;
      // Retried once only: a second `Unauthorized` is passed on as is.
      return send<T>(path, options);
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

/** The one 401 that means "session expired, revalidate": its body is exactly the text `Unauthorized`. */
export function isSessionExpired(error: unknown): error is ApiError {
  return error instanceof ApiError && sessionExpiredErrors.has(error);
}

const sessionExpiredErrors = new WeakSet<ApiError>();

/** The error of an answer whose status is 401 and body exactly `Unauthorized`, else undefined. */
export function sessionExpiredError(status: number, text: string): ApiError | undefined {
  if (status !== 401 || text !== errorMessages.unauthorizedBody) return undefined;
  const error = new ApiError({ status: 401, msg: text });
  sessionExpiredErrors.add(error);
  return error;
}

function toApiError(response: Response, text: string): ApiError {
  const expired = sessionExpiredError(response.status, text);
  if (expired) return expired;
  const body = safeJsonParse(text) as { msg?: unknown; code?: unknown; fields?: unknown } | undefined;
  const msg = body?.msg;
  if (typeof msg !== 'string' && (typeof msg !== 'object' || msg === null || Array.isArray(msg))) return new ApiError({ status: response.status });
  return new ApiError({
    status: response.status,
    msg: msg as string | Record<string, unknown>,
    code: (errorCodes as readonly unknown[]).includes(body?.code) ? (body?.code as ErrorCode) : undefined,
    fields: readFieldMessages(body?.fields),
  });
}

/** The error's field messages, when they are what the API sends: field path → text. */
function readFieldMessages(fields: unknown): Record<string, string> | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields);
  return entries.every(([, message]) => typeof message === 'string') ? Object.fromEntries(entries) : undefined;
}

function parseBody(text: string, response: Response): unknown {
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** The app's client: same-origin `/api`, cookies included. */
export const apiClient = createApiClient({ baseUrl: '/api' });
