/**
 * The rarer ways to act at the place step, opened by "More…" beside the typed tile (TileEntry): "No playable tile",
 * which asks once (docs/rules.md R14), a photo of the board to place from (the board check), and a trade with another
 * player before placing (R24), one tap on their name.
 */
import { useSignal } from '@preact/signals';
import { currentPlayer, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { lazyComponent } from '../lazy.tsx';

const TradeForm = lazyComponent(() => import('./TradeForm.tsx').then((m) => m.TradeForm));

/**
 * `onClose` closes the whole of it (its own Close button); without one there is none (a panel always shown).
 * `onCheckBoard` opens the board check (a photo of the board: a tile seen and not entered is placed from it).
 */
export function PlaceMore({ state, onClose, onCheckBoard }: { state: GameState; onClose?: () => void; onCheckBoard?: () => void }) {
  const { act } = useGameCommands();
  // The player the trade form is open with, if it is open.
  const trading = useSignal<string | null>(null);
  // Skipping a placement is rare and easy to tap by mistake: it asks once.
  const skipping = useSignal(false);
  const who = currentPlayer(state).name;
  return (
    <div class="action place-more" role="group" aria-label={`${who}: other ways to place`}>
      <div class="row">
        <button type="button" aria-expanded={skipping.value} onClick={() => (skipping.value = !skipping.value)}>
          No playable tile
        </button>
        {onCheckBoard && (
          <button type="button" onClick={onCheckBoard}>
            Check the board
          </button>
        )}
        {onClose && (
          <button type="button" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      {state.setup.rules.playerTrades && (
        // One tap opens the trade with that player; another name switches to them (the form's Cancel closes it).
        <div class="row trade-with" role="group" aria-labelledby="trade-with">
          <span id="trade-with">Trade with</span>
          {state.players
            .filter((p) => p.name !== who)
            .map((p) => (
              <button type="button" key={p.name} aria-pressed={trading.value === p.name} onClick={() => (trading.value = p.name)}>
                {p.name}
              </button>
            ))}
        </div>
      )}
      {skipping.value && (
        <div class="panel" role="group" aria-labelledby="skip-what">
          <p id="skip-what">
            Skip {who}'s tile? Only when none of {who}'s tiles can be placed: {who} still buys shares.
          </p>
          <div class="row">
            <button type="button" class="primary" onClick={() => void act({ type: 'skipPlace' })}>
              Skip {who}'s tile
            </button>
            <button type="button" onClick={() => (skipping.value = false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {trading.value !== null && <TradeForm state={state} partner={trading.value} onClose={() => (trading.value = null)} />}
    </div>
  );
}
