import { apiErrorBodySchema, ERROR_CODES, GENERIC_ERROR_MESSAGE, type SafeParser } from '@travesia/domain';
import { readSessionToken } from './session-storage';

/** A failed API call: the HTTP status (0 when the server was unreachable), the stable code and the Spanish message to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the API is: the page's own origin on the web (empty), its address in the native app, whose pages are served by
 * the app itself (VITE_API_BASE_URL at build time, `npm run mobile:sync`; decision 031).
 */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The address of an API path (`/api/…`) for this build: same-origin on the web, the API's address in the native app. */
export function apiUrl(path: string): string {
  return path.startsWith('/') ? `${API_BASE_URL}${path}` : path;
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers to authenticated calls (the session was revoked or expired). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as it is (its own content type) instead of a JSON `body`, e.g. an uploaded logo. */
  file?: Blob;
  signal?: AbortSignal;
  /** Sign the call with the stored session token (default true; it is simply omitted when there is none). */
  authenticated?: boolean;
  /** Sign with this token instead of the stored one (logout revokes a session it has already cleared). */
  token?: string;
  /** Report a 401 to the session so it signs out (default true; logout itself opts out to avoid a loop). */
  reportUnauthorized?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** An answer taken as it is, for a caller that checks it itself once the schema it needs has loaded. */
export const UNCHECKED_JSON: SafeParser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** Same-origin JSON call to the API; answers are checked against the shared schema. */
export async function apiRequest<T>(
  path: string,
  schema: SafeParser<T>,
  options?: ApiRequestOptions,
): Promise<T>;
/** Same-origin call whose answer body is not needed (204 and the like). */
export async function apiRequest(
  path: string,
  schema?: undefined,
  options?: ApiRequestOptions,
): Promise<void>;
export async function apiRequest<T>(
  path: string,
  schema?: SafeParser<T>,
  options: ApiRequestOptions = {},
): Promise<T | undefined> {
  const { method = 'GET', body, file, signal, authenticated = true, reportUnauthorized = true } = options;
  const token = options.token ?? (authenticated ? readSessionToken() : null);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    if (response.status === 401 && token && reportUnauthorized) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw await toApiError(response);
  }
  if (!schema) return undefined;

  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError(response.status, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

/** A file the API serves behind the bearer token (CSV, calendar), which a plain link cannot fetch. */
export interface DownloadedFile {
  filename: string;
  content: Blob;
}

/**
 * Same-origin download with the session's token: the file and the name the answer's Content-Disposition gives
 * it (`fallbackName` without one). Failures are the same ApiError as any other call.
 */
export async function apiDownload(
  path: string,
  accept: string,
  fallbackName: string,
): Promise<DownloadedFile> {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = disposition.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  return { filename, content: await response.blob() };
}

/** Saves a downloaded file through a temporary link, as the browser would save any attachment. */
export function saveFile({ filename, content }: DownloadedFile): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = apiErrorBodySchema.safeParse(await readJson(response));
  if (body.success) return new ApiError(response.status, body.data.error.code, body.data.error.message);
  return new ApiError(response.status, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The message to show for any failure: the server's Spanish message, or the generic one (spec §8). */
export function getErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
