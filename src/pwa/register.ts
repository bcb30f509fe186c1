/**
 * Service worker registration with consent for updates: a new version waits until the banker chooses to reload,
 * so it never swaps under a running game (STACK.md pitfall 2).
 */
import { signal } from '@preact/signals';

/** True when a new version is installed and waiting. */
export const updateReady = signal(false);
/** True once the app is cached for offline use. */
export const offlineReady = signal(false);
let update: ((reload?: boolean) => Promise<void>) | null = null;

/** Registers the service worker (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    update = registerSW({
      immediate: true,
      onNeedRefresh: () => (updateReady.value = true),
      onOfflineReady: () => (offlineReady.value = true),
    });
  });
}

/** Activates the waiting version and reloads. */
export function applyUpdate(): void {
  void update?.(true);
}
