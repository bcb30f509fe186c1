/** Screens that are not needed to show home or continue a game load on first use (the shell stays small). */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A component whose code is fetched the first time it renders; shows a short note meanwhile. When the code cannot
 * be fetched (offline before it was cached, a file gone after an update) it says so and offers to try again or to
 * reload the app, instead of waiting forever; a failed fetch is forgotten, so the next try fetches anew.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ));
  return function Lazy(props: P) {
    const [, setReady] = useState(0);
    const [failed, setFailed] = useState(false);
    const [tries, setTries] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      fetchOnce().then(
        () => live && setReady((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => void (live = false);
    }, [tries]);
    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    if (!failed) return <p class="muted">Loading…</p>;
    return (
      <div class="notice-error load-failed" role="alert">
        <span>This part of the app could not be loaded: the device may be offline, or the app was updated since it was opened.</span>
        <div class="row">
          <button
            type="button"
            onClick={() => {
              setFailed(false);
              setTries((n) => n + 1);
            }}
          >
            Try again
          </button>
          <button type="button" onClick={() => location.reload()}>
            Reload the app
          </button>
        </div>
      </div>
    );
  };
}
