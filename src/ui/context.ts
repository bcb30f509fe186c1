/** The app state, passed to every component by context (created once in main.tsx). */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AppState } from '../app/app-state.ts';
import type { Action } from '../engine/index.ts';

/** Context holding the one AppState. */
export const AppContext = createContext<AppState | null>(null);

/** The app state; components call commands on it and read its signals. */
export function useApp(): AppState {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() outside <AppContext.Provider>');
  return app;
}

/**
 * Game commands bound to the game as this component shows it: a tap that arrives after the game has moved on
 * (the second tap of a double tap, a change from another tab) is ignored by the app instead of applied to a
 * screen the user never saw.
 */
export function useGameCommands() {
  const app = useApp();
  const shown = app.session.value;
  return {
    act: (action: Action | Action[]) => app.act(action, shown),
    undo: () => app.undo(shown),
  };
}
