/**
 * What the API client reads from the app at request time: the access token, the one token refresh
 * and the screen's language. Kept apart from `http.ts` (axios) so the boot code can wire them without
 * loading the client: the sign-in page makes no request until its form is sent.
 */

/** Spec section 7/9: the API lives under an api prefix with base path v1. */
export const API_BASE_URL = '/api/v1';

let refreshHandler: () => Promise<void> = () => Promise.reject(new Error('session not started'));
let accessTokenSource: () => string | null = () => null;
let requestLanguage: string | undefined;

/** Boot wires the app's session into the shared instance (lib/ sits below stores/ and app/). */
export function connectHttpSession(options: { getAccessToken(): string | null; refresh(): Promise<void> }): void {
  accessTokenSource = options.getAccessToken;
  refreshHandler = options.refresh;
}

/** Every request says the screen's language, so refusals come back in it (`error.message`). */
export function setRequestLanguage(lng: string): void {
  requestLanguage = lng;
}

export const httpSession = {
  getAccessToken: (): string | null => accessTokenSource(),
  refresh: (): Promise<void> => refreshHandler(),
  language: (): string | undefined => requestLanguage,
};
