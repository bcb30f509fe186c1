/** The app state, passed to every component by context (created once in main.tsx). */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AppState } from '../app/app-state.ts';

/** Context holding the one AppState. */
export const AppContext = createContext<AppState | null>(null);

/** The app state; components call commands on it and read its signals. */
export function useApp(): AppState {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() outside <AppContext.Provider>');
  return app;
}
