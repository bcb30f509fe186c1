/**
 * Component tests' harness: a real app state (no storage, preferences in memory) with a game played to a position
 * through the same commands the screens use, and the component under test rendered with it on happy-dom.
 */
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { createAppState, type AppState } from '../../src/app/app-state.ts';
import { createPreferences } from '../../src/app/preferences.ts';
import type { Action, RecordSetup } from '../../src/engine/index.ts';
import { ActionPanel } from '../../src/ui/ActionPanel/index.tsx';
import { PlaceMore } from '../../src/ui/ActionPanel/PlaceMore.tsx';
import { NewGame } from '../../src/ui/NewGame/index.tsx';
import { AppContext } from '../../src/ui/context.ts';

/** An app with a game set up and played through `actions`; throws on the first refused one. */
export async function appAt(setup: RecordSetup, actions: Action[]): Promise<AppState> {
  const app = createAppState(null, createPreferences(null));
  await app.start();
  const problem = await app.newGame(setup);
  if (problem) throw new Error(problem);
  for (const action of actions) {
    const r = await app.act(action);
    if (r) throw new Error(`${JSON.stringify(action)} was refused: ${JSON.stringify(r)}`);
  }
  return app;
}

/** A started app with no game, its New game form rendered. */
export async function renderNewGame(): Promise<AppState> {
  const app = createAppState(null, createPreferences(null));
  await app.start();
  render(
    <AppContext.Provider value={app}>
      <NewGame />
    </AppContext.Provider>,
  );
  return app;
}

/** Renders `children` with the app in context. */
export function renderWith(app: AppState, children: ComponentChildren) {
  return render(<AppContext.Provider value={app}>{children}</AppContext.Provider>);
}

/**
 * The action panel of the open game, redrawn as the game moves on (as the game screen draws it); at the place step, the
 * rarer ways to place that "More…" opens there (no playable tile, a trade).
 */
export function renderPanel(app: AppState) {
  function Panel() {
    const s = app.session.value!;
    return s.state.awaiting === 'place' ? <PlaceMore state={s.state} /> : <ActionPanel state={s.state} log={s.log} turn={s.tableTurn} />;
  }
  return renderWith(app, <Panel />);
}

/**
 * A three-player game (Ann, Ben, Cal; no two-player market) up to Cal's merger: Tower (1A 2A) meets Luxor (4A 5A 6A)
 * at 3A. Ben holds 5 Tower (1 founder's + 3 + 1 bought at $200), Ann 3 Luxor (1 founder's + 2 bought at $200).
 */
export const UP_TO_MERGER: Action[] = [
  { type: 'place', tile: '1A' },
  { type: 'endTurn' },
  { type: 'place', tile: '2A' },
  { type: 'found', chain: 'Tower' },
  { type: 'buy', shares: { Tower: 3 } },
  { type: 'endTurn' },
  { type: 'place', tile: '4A' },
  { type: 'endTurn' },
  { type: 'place', tile: '5A' },
  { type: 'found', chain: 'Luxor' },
  { type: 'buy', shares: { Luxor: 2 } },
  { type: 'endTurn' },
  { type: 'place', tile: '6A' },
  { type: 'buy', shares: { Tower: 1 } },
  { type: 'endTurn' },
];
export const THREE = { players: ['Ann', 'Ben', 'Cal'] };
