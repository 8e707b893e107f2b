import { createSessionStore, type SessionStore } from './session';
import { trimCharacters } from '@creator/domain/text';

/**
 * Runtime configuration of the client: the API base URL (default: same origin, relative paths) and the
 * session that supplies the contract's headers. One build serves every environment.
 */
export interface ApiClientConfig {
  baseUrl: string;
  session: SessionStore;
}

let current: ApiClientConfig | undefined;

export function apiClientConfig(): Readonly<ApiClientConfig> {
  current ??= { baseUrl: '', session: createSessionStore() };
  return current;
}

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  const base = apiClientConfig();
  current = { ...base, ...next, baseUrl: trimCharacters(next.baseUrl ?? base.baseUrl, '/', 'end') };
}

/** The session the client reads its headers from. */
export function apiSession(): SessionStore {
  return apiClientConfig().session;
}
