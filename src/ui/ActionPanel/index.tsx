/** What the game needs next, as the one panel to act on: founding, tie choices, market draw, disposal, buying. */
import { COLUMNS, currentPlayer, dollars, foundingChoices, marketDrawChain, marketDrawFromTilesLeft, tiedChoices, tilesLeft, type GameEvent, type GameState, type TiedChoice } from '../../engine/index.ts';
import { useApp, useGameCommands } from '../context.ts';
import { Buy } from './Buy.tsx';
import { TableSteps } from './TableSteps.tsx';
import { FoundingChoices } from './FoundingChoices.tsx';
import { Disposal } from './Disposal.tsx';
import { payoutLines, placeBonusWords, type TableTurn } from '../../app/wording.ts';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';
import './style.css';

/** The panel for the state's `awaiting`. */
export function ActionPanel({ state, log, turn }: { state: GameState; log: GameEvent[][]; turn: TableTurn }) {
  switch (state.awaiting) {
    case 'place':
      // The place step is the game screen's prompt above the board and the tile entry below it (TileEntry, with
      // PlaceMore for the rarer ways).
      return null;
    case 'found':
      return <FoundPicker state={state} />;
    case 'survivor':
    case 'defunct':
      return <TieChoice state={state} />;
    case 'market':
      return <MarketDraw state={state} log={log} />;
    case 'dispose':
      // A new key for each entry: the next holder's panel starts from nothing sold or traded.
      return <Disposal key={log.length} state={state} />;
    case 'buy':
      // The choice (kept in the app state per game and turn) survives an undo within the turn.
      return <Buy state={state} turn={turn} />;
    case 'endTurn':
      return <EndTurn state={state} turn={turn} />;
    case 'ended':
      return null;
  }
}

function FoundPicker({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const { size, choices } = foundingChoices(state)!;
  return (
    <div class="action">
      <h2>{currentPlayer(state).name}: choose the chain to found</h2>
      <p class="muted">The new chain has {size} tiles.</p>
      <FoundingChoices state={state} choices={choices} onChoose={(chain) => void act({ type: 'found', chain })} />
    </div>
  );
}

function TieChoice({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const showHoldings = useApp().view.value!.open;
  const type = state.awaiting === 'survivor' ? 'survivor' : 'defunct';
  const market = state.setup.rules.twoPlayerMarket;
  return (
    <div class="action">
      <h2>{type === 'survivor' ? 'Which chain survives?' : 'Which chain is paid out next?'}</h2>
      <p class="muted">
        {currentPlayer(state).name} chooses: these chains are the same size.{market ? ' Bonuses shown before the market draw.' : ''}
      </p>
      <div class="choices">
        {tiedChoices(state).map((c) => (
          <button type="button" key={c.chain} class="primary tie-choice" onClick={() => void act({ type, chain: c.chain })}>
            <span>
              {c.chain} ({c.size} tiles)
            </span>
            {c.pays.map((p) => (
              <small key={p.chain}>{paysWords(p, showHoldings)}</small>
            ))}
          </button>
        ))}
      </div>
    </div>
  );
}

/** "Tower pays Ben $2,000, Cal $1,000"; with holdings hidden, only the bonus sizes. */
function paysWords(p: TiedChoice['pays'][number], showHoldings: boolean): string {
  if (!showHoldings) return `${p.chain} pays ${placeBonusWords(p.placeBonuses)}`;
  if (p.bonuses.length === 0) return `${p.chain} pays no one (no shareholder)`;
  return `${p.chain} pays ${p.bonuses.map((b) => `${b.player} ${dollars(b.amount)}`).join(', ')}`;
}

function MarketDraw({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const { act } = useGameCommands();
  const chain = marketDrawChain(state)!;
  // The app's draw is the engine's, from the tiles not on the board (docs/decisions.md 19).
  const draw = () => {
    const n = new Uint32Array(1);
    crypto.getRandomValues(n);
    return marketDrawFromTilesLeft(state, n[0]! / 2 ** 32);
  };
  const left = tilesLeft(state).length;
  const paid = payoutLines(log, null);
  return (
    <div class="action">
      <h2>Stock market draw for {chain}</h2>
      <p class="muted" id="market-how">
        Draw a tile at random from the bag and tap its number: the market holds that many {chain} shares for this payout.
      </p>
      {paid.length > 0 && <p class="muted">Paid so far: {paid.join('; ')}</p>}
      <div class="market-numbers" role="group" aria-label="Number on the drawn tile" aria-describedby="market-how">
        {Array.from({ length: COLUMNS }, (_, c) => (
          <button type="button" key={c} onClick={() => void act({ type: 'market', shares: c + 1 })}>
            {c + 1}
          </button>
        ))}
      </div>
      {left > 0 && (
        <>
          <button type="button" aria-describedby="market-app-draw" onClick={() => void act({ type: 'market', shares: draw()!.shares })}>
            No bag at hand? Draw for me
          </button>
          <p class="muted" id="market-app-draw">
            The app draws one of the {left} tiles not on the board: the bag and the players' hands together, as it
            cannot see which tiles are in hand.
          </p>
        </>
      )}
    </div>
  );
}

function EndTurn({ state, turn }: { state: GameState; turn: TableTurn }) {
  const { act } = useGameCommands();
  return (
    <div class="action">
      <h2>{currentPlayer(state).name}: end the turn</h2>
      <TableSteps turn={turn} />
      <button type="button" class="primary wide" onClick={() => void act({ type: 'endTurn' })}>
        End turn
      </button>
      {!state.declared && <p class="muted">Or tap the next player's tile on the board.</p>}
      <DeadTiles state={state} />
      <EndControls state={state} />
    </div>
  );
}
