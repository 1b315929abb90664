import type { TokenPair } from '@ujian/shared/auth';
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosProgressEvent,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_BASE_URL, httpSession } from './http-session';

export { errorMessageOf } from './error-message';
export { API_BASE_URL, connectHttpSession, setRequestLanguage } from './http-session';

/** Auth calls answer 401 for bad credentials or a dead refresh token; refreshing for them would loop. */
const noRefreshPaths = ['/jwt/login', '/jwt/register', '/jwt/refresh-token', '/jwt/logout'];

export type HttpDeps = {
  baseURL: string;
  /** The access token to send now (read at request time, so a refresh is picked up by retries). */
  getAccessToken(): string | null;
  /**
   * Runs one token refresh and resolves once the new tokens are stored; rejects when the session
   * cannot be refreshed. The client calls it at most once per burst of 401s.
   */
  refresh(): Promise<void>;
  /** The screen's language, sent as Accept-Language so refusals come back in it. */
  language?(): string | undefined;
};

type RetryableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * An axios instance with the bearer header and the spec's 401 rule: one refresh shared by every
 * request that fails while it runs, then each of them is retried once with the new token.
 */
export function createHttpClient(deps: HttpDeps): AxiosInstance {
  const instance = axios.create({ baseURL: deps.baseURL });
  let refreshing: Promise<void> | null = null;

  instance.interceptors.request.use((config) => {
    const language = deps.language?.();
    if (language) config.headers.set('Accept-Language', language);
    const token = deps.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetryableConfig | undefined;
    const path = config?.url ?? '';
    if (error.response?.status !== 401 || !config || config._retried || noRefreshPaths.some((p) => path.endsWith(p))) {
      throw error;
    }
    const sentToken = bearerOf(config);
    // Without a token there is nothing to refresh: the caller simply is not signed in.
    if (!sentToken) throw error;
    // A 401 for a token that has since been replaced only needs a retry, not another refresh.
    if (sentToken === deps.getAccessToken()) {
      refreshing ??= deps.refresh().finally(() => {
        refreshing = null;
      });
      try {
        await refreshing;
      } catch {
        throw error;
      }
    }
    config._retried = true;
    config.headers.delete('Authorization');
    return instance.request(config);
  });

  return instance;
}

/** POST /jwt/refresh-token on a bare instance (no interceptors: it must never refresh itself). */
export async function requestTokenRefresh(baseURL: string, refreshToken: string): Promise<TokenPair> {
  const [response, { tokenPairSchema }] = await Promise.all([
    axios.post(`${baseURL}/jwt/refresh-token`, { refreshToken }),
    import('@ujian/shared/auth'),
  ]);
  return tokenPairSchema.parse(response.data);
}

/** POST /jwt/logout on a bare instance; a failure does not keep anyone signed in. */
export async function requestLogout(baseURL: string, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  await axios.post(`${baseURL}/jwt/logout`, { refreshToken });
}

/** The app's one API client. */
export const http: AxiosInstance = createHttpClient({ baseURL: API_BASE_URL, ...httpSession });

export type Params = Record<string, string | number | boolean | null | undefined>;

export async function getJson<T>(url: string, params?: Params): Promise<T> {
  return (await http.get<T>(url, { params })).data;
}

export async function getArrayBuffer(url: string, params?: Params): Promise<ArrayBuffer> {
  return (await http.get<ArrayBuffer>(url, { params, responseType: 'arraybuffer' })).data;
}

export async function getBlob(url: string, params?: Params): Promise<Blob> {
  return (await http.get<Blob>(url, { params, responseType: 'blob' })).data;
}

export async function postJson<T>(url: string, body?: unknown): Promise<T> {
  return (await http.post<T>(url, body)).data;
}

export async function patchJson<T>(url: string, body?: unknown): Promise<T> {
  return (await http.patch<T>(url, body)).data;
}

export async function deleteJson<T>(url: string): Promise<T> {
  return (await http.delete<T>(url)).data;
}

/** Multipart POST with upload progress in percent (0-100). */
export async function postMultipart<T>(
  url: string,
  formData: FormData,
  onProgress?: (percent: number, event: AxiosProgressEvent) => void,
): Promise<T> {
  const response = await http.post<T>(url, formData, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (!onProgress) return;
      const percent = event.total ? Math.round((event.loaded / event.total) * 100) : 0;
      onProgress(percent, event);
    },
  });
  return response.data;
}
