/** The browser's small key-value stores (localStorage, sessionStorage), or a stand-in given by a test. */

/** What the app reads and writes of such a store. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's store of that name, or null where there is none or it throws on access (some private modes). */
export function webStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStore | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}
