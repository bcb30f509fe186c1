/**
 * Buying shares. Each chain is a row with its price and how many are left, and the counts 1 to 3: one tap says how
 * many of that chain (within the bank, the turn's limit and the cash). A second tap on the same count changes
 * nothing (a double tap must not undo the choice); "Clear" takes every choice back.
 * Before anything is chosen, one tap buys the most of a single chain and ends the turn ("3 Tower"). The turn also
 * ends when the next player's tile is tapped on the board, with the shares chosen (see Game).
 */
import { dollars, buyLimits, canDeclareEnd, currentPlayer, findChain, MAX_BUY, type GameEvent, type GameState } from '../../engine/index.ts';
import { turnEnd } from '../../app/app-state.ts';
import { useApp, useGameCommands } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';
import { TableSteps } from './TableSteps.tsx';

/** The counts offered for each chain: 1 to the turn's limit. */
const COUNTS = Array.from({ length: MAX_BUY }, (_, i) => i + 1);

/** The buy panel. */
export function Buy({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const { act } = useGameCommands();
  const app = useApp();
  const counts = app.buyChoice.value;
  const player = currentPlayer(state);
  const { choices, total, cost, cashAfter } = buyLimits(state, counts);
  // What each chain alone allows, for the one-tap buys offered before any chip is tapped.
  const alone = buyLimits(state, {}).choices.filter((c) => c.most > 0);
  const colour = (chain: string) => CHAIN_COLOURS[findChain(state, chain)];
  const set = (chain: string, n: number) => app.chooseShares({ ...counts, [chain]: n });
  /** One tap, stored as one write: the buy (none when buying nothing), the declaration if chosen, the end of turn. */
  const buyAndEnd = (shares: Record<string, number>, declare: boolean) => void act(turnEnd(state, shares, declare));
  const mayDeclare = !state.declared && canDeclareEnd(state);
  return (
    <div class="action">
      <h2>
        {player.name}: buy up to {MAX_BUY} shares
      </h2>
      <TableSteps log={log} />
      {choices.length === 0 && <p class="muted">No chain on the board yet.</p>}
      {choices.length > 0 && (
        <p id="buy-how" class="muted">
          Tap how many of a chain.
        </p>
      )}
      {choices.length > 0 && (
        <ul class="buy-rows" aria-labelledby="buy-how">
          {choices.map((c) => (
            <li key={c.chain} class="buy-row" style={{ borderColor: colour(c.chain) }}>
              <span class="buy-chain">
                <span class="chain-tag" style={{ background: colour(c.chain) }}>
                  {c.chain}
                </span>
                <small>
                  {dollars(c.price)} · {c.bankShares} left
                </small>
              </span>
              <span class="buy-counts" role="group" aria-label={`How many ${c.chain}`}>
                {COUNTS.map((n) => (
                  <button type="button" key={n} aria-label={`${n} ${c.chain}`} aria-pressed={c.chosen === n} disabled={n > c.most} onClick={() => set(c.chain, n)}>
                    {n}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div class="row buy-total">
        <p aria-live="polite">
          {total} of {MAX_BUY} · {dollars(cost)} · cash after {dollars(cashAfter)}
        </p>
        {total > 0 && (
          <button type="button" onClick={() => app.chooseShares({})}>
            Clear
          </button>
        )}
      </div>
      <div class="row">
        <button type="button" class="primary" onClick={() => buyAndEnd(counts, false)}>
          {total > 0 ? `Buy ${total} and end turn` : 'End turn without buying'}
        </button>
        {mayDeclare && (
          <button type="button" onClick={() => buyAndEnd(counts, true)}>
            {total > 0 ? `Buy ${total}, declare the end and end the game` : 'Declare the end and end the game'}
          </button>
        )}
      </div>
      {!state.declared && (
        <p class="muted">
          Or tap the next player's tile on the board: {total > 0 ? 'this buy is made and ' : ''}
          {player.name}'s turn ends.
        </p>
      )}
      {total === 0 && alone.length > 0 && (
        <div class="row one-tap" role="group" aria-label="Buy and end the turn in one tap">
          {alone.map((c) => (
            <button type="button" key={c.chain} onClick={() => buyAndEnd({ [c.chain]: c.most }, false)}>
              {c.most} {c.chain} ({dollars(c.mostCost)}), end turn
            </button>
          ))}
        </div>
      )}
      <DeadTiles state={state} />
      <EndControls state={state} />
    </div>
  );
}

