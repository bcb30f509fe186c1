/** What the game needs next, as the one panel to act on: founding, tie choices, market draw, disposal, buying. */
import { useSignal } from '@preact/signals';
import { dollars, chainDefs, COLUMNS, currentPlayer, foundingChoices, marketDrawChain, parseTile, TIER_NAMES, tileColumn, tiedChoices, type GameEvent, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { CHAIN_COLOURS } from '../format.ts';
import { Buy } from './Buy.tsx';
import { Disposal } from './Disposal.tsx';
import { payoutLines } from '../../app/wording.ts';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';
import { lazyComponent } from '../lazy.tsx';
import './style.css';

const TradeForm = lazyComponent(() => import('./TradeForm.tsx').then((m) => m.TradeForm));

/** The panel for the state's `awaiting`. */
export function ActionPanel({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const who = currentPlayer(state).name;
  switch (state.awaiting) {
    case 'place':
      return (
        <div class="action">
          <h2>{who}: place a tile</h2>
          <p class="muted">Tap the board or type the tile.</p>
          <PlaceExtras state={state} />
        </div>
      );
    case 'found':
      return <FoundPicker state={state} />;
    case 'survivor':
    case 'defunct':
      return <TieChoice state={state} />;
    case 'market':
      return <MarketDraw state={state} log={log} />;
    case 'dispose':
      // A new key for each entry: the next holder's panel starts from nothing sold or traded.
      return <Disposal key={log.length} state={state} log={log} />;
    case 'buy':
      // The choice survives an undo within the turn, and starts empty on each new turn.
      return <Buy key={state.turn} state={state} />;
    case 'endTurn':
      return <EndTurn state={state} />;
    case 'ended':
      return null;
  }
}

function PlaceExtras({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const trading = useSignal(false);
  return (
    <>
      <div class="row">
        <button type="button" onClick={() => void act({ type: 'skipPlace' })}>
          No playable tile
        </button>
        {state.setup.rules.playerTrades && (
          <button type="button" aria-expanded={trading.value} onClick={() => (trading.value = !trading.value)}>
            Trade with a player
          </button>
        )}
      </div>
      {trading.value && <TradeForm state={state} onDone={() => (trading.value = false)} />}
      <EndControls state={state} />
    </>
  );
}

function FoundPicker({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const { size, choices } = foundingChoices(state)!;
  const index = (name: string) => chainDefs(state).findIndex((d) => d.name === name);
  return (
    <div class="action">
      <h2>{currentPlayer(state).name}: choose the chain to found</h2>
      <p class="muted">The new chain has {size} tiles.</p>
      <div class="choices">
        {choices.map((c) => (
          <button type="button" key={c.chain} class="chain-choice" style={{ borderColor: CHAIN_COLOURS[index(c.chain)] }} onClick={() => void act({ type: 'found', chain: c.chain })}>
            <span class="chain-tag" style={{ background: CHAIN_COLOURS[index(c.chain)] }}>
              {c.chain}
            </span>
            <small>
              {TIER_NAMES[c.tier]} · {dollars(c.price)}
              {c.bankShares === 0 ? ' · no share left' : ''}
            </small>
          </button>
        ))}
      </div>
    </div>
  );
}

function TieChoice({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const type = state.awaiting === 'survivor' ? 'survivor' : 'defunct';
  return (
    <div class="action">
      <h2>{type === 'survivor' ? 'Which chain survives?' : 'Which chain is paid out next?'}</h2>
      <p class="muted">{currentPlayer(state).name} chooses: these chains are the same size.</p>
      <div class="choices">
        {tiedChoices(state).map((c) => (
          <button type="button" key={c.chain} class="primary" onClick={() => void act({ type, chain: c.chain })}>
            {c.chain} ({c.size} tiles)
          </button>
        ))}
      </div>
    </div>
  );
}

function MarketDraw({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const { act } = useGameCommands();
  const tile = useSignal('');
  const chain = marketDrawChain(state)!;
  const drawn = parseTile(tile.value);
  const random = () => {
    const n = new Uint32Array(1);
    crypto.getRandomValues(n);
    return 1 + (n[0]! % COLUMNS);
  };
  return (
    <div class="action">
      <h2>Stock market draw for {chain}</h2>
      <p class="muted">Draw a tile at random: its column is the number of {chain} shares the market holds for this payout.</p>
      {payoutLines(log, null).length > 0 && <p class="muted">Paid so far: {payoutLines(log, null).join('; ')}</p>}
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (drawn !== null) void act({ type: 'market', shares: tileColumn(drawn) });
        }}
      >
        <label for="market-tile">Drawn tile</label>
        <input id="market-tile" value={tile.value} placeholder="7C" size={5} onInput={(e) => (tile.value = e.currentTarget.value)} />
        <button type="submit" class="primary" disabled={drawn === null}>
          {drawn === null ? 'Enter' : `${tileColumn(drawn)} shares`}
        </button>
        <button type="button" onClick={() => void act({ type: 'market', shares: random() })}>
          Draw for me
        </button>
      </form>
    </div>
  );
}

function EndTurn({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  return (
    <div class="action">
      <h2>{currentPlayer(state).name}: end the turn</h2>
      <button type="button" class="primary wide" onClick={() => void act({ type: 'endTurn' })}>
        End turn
      </button>
      <DeadTiles state={state} />
      <EndControls state={state} />
    </div>
  );
}
