/**
 * Buying shares. Each chain is a column with its price (and the bank's count where it limits the buy), and the counts
 * 1 to 3 down it: one tap says how many of that chain (within the bank, the turn's limit and the cash). A second tap on
 * the same count changes nothing (a double tap must not undo the choice); "Clear" takes every choice back.
 * Before anything is chosen, one tap buys the most of a single chain and ends the turn ("3 Tower"). The turn also
 * ends when the next player's tile is tapped on the board, with the shares chosen (see Game); the board is drawn
 * above this panel at the buy step, so both are in view on a phone.
 */
import { dollars, buyLimits, canDeclareEnd, currentPlayer, findChain, MAX_BUY, type GameState } from '../../engine/index.ts';
import type { TableTurn } from '../../app/wording.ts';
import { turnEnd } from '../../app/app-state.ts';
import { useApp, useGameCommands } from '../context.ts';
import { ChainName } from '../ChainName.tsx';
import { CHAIN_COLOURS } from '../format.ts';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';
import { TableSteps } from './TableSteps.tsx';

/** The counts offered for each chain: 1 to the turn's limit. */
const COUNTS = Array.from({ length: MAX_BUY }, (_, i) => i + 1);

/** The buy panel. */
export function Buy({ state, turn }: { state: GameState; turn: TableTurn }) {
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
    <div class="action buy">
      <h2>
        {player.name}: buy up to {MAX_BUY} shares
      </h2>
      {/* The counts and the end of the turn first, small enough to sit with the whole board above them on a phone
          (the next player's tile ends the turn); what to do at the table and the other ways follow. */}
      {choices.length === 0 && <p class="muted">No chain on the board yet.</p>}
      {choices.length > 0 && (
        <ul class="buy-grid" aria-labelledby="buy-how" style={{ '--buy-columns': choices.length }}>
          {choices.map((c) => (
            <li key={c.chain} class="buy-column">
              <span class="buy-chain">
                <span class="chain-tag" style={{ background: colour(c.chain) }}>
                  {/* A narrow column shows the first letters (style.css). */}
                  <ChainName name={c.chain} />
                </span>
                <small>{dollars(c.price)}</small>
                {/* How many the bank has is said where it limits this buy (fewer than a turn's 3); the chains
                    table has every count. */}
                {c.bankShares < MAX_BUY && <small class="left">{c.bankShares} left</small>}
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
      <div class="row buy-end">
        <button type="button" class="primary" onClick={() => buyAndEnd(counts, false)}>
          {total > 0 ? `Buy ${total} and end turn` : 'End turn without buying'}
        </button>
        {/* Said once something is chosen (the cash is in the strip above): the row stays one line on a phone. */}
        <p aria-live="polite">{total > 0 && `${total} of ${MAX_BUY} · ${dollars(cost)} · cash after ${dollars(cashAfter)}`}</p>
        {total > 0 && (
          <button type="button" onClick={() => app.chooseShares({})}>
            Clear
          </button>
        )}
      </div>
      {mayDeclare && (
        <div class="row">
          <button type="button" onClick={() => buyAndEnd(counts, true)}>
            {total > 0 ? `Buy ${total}, declare the end and end the game` : 'Declare the end and end the game'}
          </button>
        </div>
      )}
      {(choices.length > 0 || !state.declared) && (
        <p id="buy-how" class="muted">
          {choices.length > 0 ? 'Tap how many of a chain. ' : ''}
          {!state.declared && `Or tap the next player's tile on the board: ${total > 0 ? 'this buy is made and ' : ''}${player.name}'s turn ends.`}
        </p>
      )}
      <TableSteps turn={turn} />
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
