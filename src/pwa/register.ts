/**
 * Service worker registration with consent for updates: a new version waits until the banker chooses to reload,
 * so it never swaps under a running game (vite-plugin-pwa's 'prompt', not 'autoUpdate'). Written by hand instead of workbox-window to keep
 * 2.8 KB out of the first load; the generated worker (vite-plugin-pwa, 'prompt') waits for SKIP_WAITING.
 */
import type { UpdateState } from '../app/app-state.ts';

let registration: ServiceWorkerRegistration | null = null;

/** Registers the service worker (production builds only) and tells the app state of an update or offline use. */
export function registerServiceWorker({ ready: updateReady, offlineReady }: UpdateState): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((reg) => {
    registration = reg;
    if (reg.waiting && navigator.serviceWorker.controller) updateReady.value = true;
    if (reg.active) offlineReady.value = true;
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state !== 'installed') return;
        // With a controller this is an update waiting for consent; without one it is the first install.
        if (navigator.serviceWorker.controller) updateReady.value = true;
        else offlineReady.value = true;
      });
    });
    // Look for a new version whenever the app comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
    });
  });
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
