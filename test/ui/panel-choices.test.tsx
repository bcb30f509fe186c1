// @vitest-environment happy-dom
// Every choice on the action panel is one the engine accepts now (docs/decisions.md 50): in random games, a buy is
// chosen and then taken back by undos; every enabled button of the panel (and of what its buttons open) then sends
// only actions that `apply` accepts, in order, on the state now.
import { cleanup, fireEvent, render } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { apply, chainDefs, type Action, type GameState } from '../../src/engine/index.ts';
import type { AppState } from '../../src/app/app-state.ts';
import { ActionPanel } from '../../src/ui/ActionPanel/index.tsx';
import { AppContext } from '../../src/ui/context.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { appAt } from './render.tsx';

afterEach(cleanup);

/** Clicks every enabled button of the panel, then those the clicks brought up, once each; returns what was refused. */
async function pressEverything(app: AppState): Promise<string[]> {
  const refused: string[] = [];
  const state = app.session.value!.state;
  const { log, tableTurn } = app.session.value!;
  // The app as the panel sees it, but a command is only checked against the engine, never applied.
  const probe: AppState = {
    ...app,
    act: (actions: Action | Action[]) => {
      let s: GameState = state;
      for (const a of Array.isArray(actions) ? actions : [actions]) {
        const r = apply(s, a);
        if (!r.ok) {
          refused.push(`${JSON.stringify(a)}: ${r.error.message}`);
          break;
        }
        s = r.state;
      }
      return Promise.resolve(null);
    },
  };
  const view = render(
    <AppContext.Provider value={probe}>
      <ActionPanel state={state} log={log} turn={tableTurn} />
    </AppContext.Provider>,
  );
  const pressed = new Set<string>();
  for (let round = 0; round < 6; round++) {
    // Lazily loaded parts (the trade form) arrive in a moment.
    await new Promise((r) => setTimeout(r, 5));
    const buttons = [...view.container.querySelectorAll('button')].filter((b) => !b.disabled && !pressed.has(b.textContent + '|' + b.getAttribute('aria-label')));
    if (buttons.length === 0) break;
    for (const b of buttons) {
      pressed.add(b.textContent + '|' + b.getAttribute('aria-label'));
      if (b.isConnected && !b.disabled) fireEvent.click(b);
    }
  }
  view.unmount();
  return refused;
}

describe('the panel offers only what the engine accepts', () => {
  test('random games: a buy chosen, 0-4 undos, then every enabled button of the panel is accepted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 4 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }), async (seed, cut, undos, counts) => {
        const game = randomGame(seed, { maxActions: cut });
        const app = await appAt(game.record.setup, game.record.actions);
        const defs = chainDefs(app.session.value!.state);
        app.chooseShares(Object.fromEntries(defs.map((d, i) => [d.name, counts[i % counts.length]!])));
        for (let k = 0; k < undos; k++) await app.undo();
        expect(await pressEverything(app)).toEqual([]);
      }),
      { numRuns: Number(process.env.MERGEMAKER_PANEL_RUNS ?? 100), seed: 34 },
    );
  }, 120_000);
});
