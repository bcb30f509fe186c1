/** Keeps the screen awake during a game (Screen Wake Lock API), re-acquired when the page is shown again. */
import { useEffect } from 'preact/hooks';

/** Holds a screen wake lock while `active`; silently does nothing where the browser has no wake lock. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      try {
        if (document.visibilityState !== 'visible' || cancelled) return;
        const granted = await navigator.wakeLock.request('screen');
        // Granted after the game screen closed (the request was slow): give it back at once.
        if (cancelled) void granted.release();
        else lock = granted;
      } catch {
        // Refused (battery saver, no user gesture yet): the game works the same, the screen may dim.
      }
    };
    // The browser releases the lock when the page is hidden; take it again on return.
    const onVisible = () => void acquire();
    document.addEventListener('visibilitychange', onVisible);
    void acquire();
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [active]);
}
