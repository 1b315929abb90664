import type { LoginResponse, TokenPair, UserData } from '@ujian/shared/auth';
import { create } from 'zustand';
import { browserStorage, type KeyValueStorage } from '../lib/storage';

/** The spec's storage keys (section 9); other tools and old tabs read them as they are. */
export const storageKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken', userData: 'userData' } as const;

export type SessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  userData: UserData | null;
  signIn(response: LoginResponse): void;
  setTokens(tokens: TokenPair): void;
  setUserData(userData: UserData): void;
  signOut(): void;
  /** Reads the stored keys again (another tab may have written them) and returns the fresh state. */
  reloadFromStorage(): Pick<SessionState, 'accessToken' | 'refreshToken' | 'userData'>;
};

/** Spec section 4: logged in means userData and the access token are both stored. */
export const selectIsLoggedIn = (state: Pick<SessionState, 'accessToken' | 'userData'>): boolean =>
  Boolean(state.userData && state.accessToken);

type UserDataSchema = typeof import('@ujian/shared/auth').userDataSchema;
let userDataSchema: UserDataSchema | undefined;

/**
 * Loads the schema that checks stored user data (and zod with it). Needed only where user data is
 * stored: at boot with a stored session (below), before a re-read of the storage and with the session
 * machine; an anonymous first visit (the sign-in page) never loads it.
 */
export async function loadUserDataSchema(): Promise<void> {
  userDataSchema ??= (await import('@ujian/shared/auth')).userDataSchema;
}

function readUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  // Never trust unchecked data: every path that reads stored data loads the schema first.
  if (!userDataSchema) throw new Error('loadUserDataSchema() must finish before stored user data is read');
  try {
    const parsed = userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readStored(storage: KeyValueStorage) {
  return {
    accessToken: storage.getItem(storageKeys.accessToken),
    refreshToken: storage.getItem(storageKeys.refreshToken),
    userData: readUserData(storage.getItem(storageKeys.userData)),
  };
}

function write(storage: KeyValueStorage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/**
 * Session slice persisted under the spec's three separate keys (not zustand's single JSON blob),
 * so the stored shape is exactly what the spec describes.
 */
export function createSessionStore(storage: KeyValueStorage) {
  return create<SessionState>()((set) => ({
    ...readStored(storage),
    reloadFromStorage() {
      const stored = readStored(storage);
      set(stored);
      return stored;
    },
    signIn(response) {
      write(storage, storageKeys.accessToken, response.accessToken);
      write(storage, storageKeys.refreshToken, response.refreshToken);
      write(storage, storageKeys.userData, JSON.stringify(response.userData));
      set({ accessToken: response.accessToken, refreshToken: response.refreshToken, userData: response.userData });
    },
    setTokens(tokens) {
      write(storage, storageKeys.accessToken, tokens.accessToken);
      write(storage, storageKeys.refreshToken, tokens.refreshToken);
      set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    },
    setUserData(userData) {
      write(storage, storageKeys.userData, JSON.stringify(userData));
      set({ userData });
    },
    signOut() {
      for (const key of Object.values(storageKeys)) storage.removeItem(key);
      set({ accessToken: null, refreshToken: null, userData: null });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

const storage = browserStorage();
if (storage.getItem(storageKeys.userData)) await loadUserDataSchema();

export const useSessionStore: SessionStore = createSessionStore(storage);

// Another tab signed in, refreshed or signed out: follow it, so two tabs never fight over one
// refresh token (a used refresh token revokes the whole login).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && !Object.values<string>(storageKeys).includes(event.key)) return;
    void loadUserDataSchema().then(() => useSessionStore.setState(readStored(window.localStorage)));
  });
}
