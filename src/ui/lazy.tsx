/** Screens that are not needed to show home or continue a game load on first use (the shell stays small). */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component whose code is fetched the first time it renders; shows a short note meanwhile. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(0);
    useEffect(() => {
      if (loaded) return;
      pending ??= load().then((c) => (loaded = c));
      void pending.then(() => setReady((n) => n + 1));
    }, []);
    if (!loaded) return <p class="muted">Loading…</p>;
    const Component = loaded;
    return <Component {...props} />;
  };
}
