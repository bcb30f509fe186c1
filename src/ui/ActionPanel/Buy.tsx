/**
 * Buying shares. Each chain is a chip: a tap adds one share (within the bank, the turn's limit and the cash), "−"
 * takes one back. Before anything is chosen, one tap buys the most of a single chain and ends the turn ("3 Tower").
 * The turn also ends when the next player's tile is tapped on the board, with the shares chosen (see Game).
 */
import { dollars, buyLimits, canDeclareEnd, currentPlayer, findChain, MAX_BUY, type GameEvent, type GameState } from '../../engine/index.ts';
import { turnEnd } from '../../app/app-state.ts';
import { useApp, useGameCommands } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';
import { TableSteps } from './TableSteps.tsx';

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
          Tap a chain to add one share.
        </p>
      )}
      {choices.length > 0 && (
        <div class="buy-chips" role="group" aria-labelledby="buy-how">
          {choices.map((c) => (
            <div key={c.chain} class="buy-chip">
              <button type="button" class="buy-choice" style={{ borderColor: colour(c.chain) }} disabled={c.chosen >= c.most} onClick={() => set(c.chain, c.chosen + 1)}>
                <span class="chain-tag" style={{ background: colour(c.chain) }}>
                  {c.chain}
                </span>
                <small>
                  {dollars(c.price)} · {c.bankShares} left
                </small>
                {c.chosen > 0 && <strong class="badge">×{c.chosen}</strong>}
              </button>
              {c.chosen > 0 && (
                <button type="button" class="less" aria-label={`${c.chain}: one less`} onClick={() => set(c.chain, c.chosen - 1)}>
                  −
                </button>
              )}
            </div>
          ))}
        </div>
      )}
      <p aria-live="polite">
        {total} of {MAX_BUY} · {dollars(cost)} · cash after {dollars(cashAfter)}
      </p>
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
              {c.most} {c.chain} ({dollars(c.most * c.price)}), end turn
            </button>
          ))}
        </div>
      )}
      <DeadTiles state={state} />
      <EndControls state={state} />
    </div>
  );
}

