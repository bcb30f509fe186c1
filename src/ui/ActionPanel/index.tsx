/** What the game needs next, as the one panel to act on: founding, tie choices, market draw, disposal, buying. */
import { useSignal } from '@preact/signals';
import {
  chainDefs,
  chainReports,
  currentPlayer,
  disposalOptions,
  foundingChoices,
  parseTile,
  tileColumn,
  tiedChoices,
  type GameEvent,
  type GameState,
} from '../../engine/index.ts';
import { describeEvent } from '../../app/wording.ts';
import { useApp } from '../context.ts';
import { CHAIN_COLOURS, money } from '../format.ts';
import { Stepper } from '../Stepper/index.tsx';
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
      return <Disposal state={state} log={log} />;
    case 'buy':
      return <Buy state={state} />;
    case 'endTurn':
      return <EndTurn state={state} />;
    case 'ended':
      return null;
  }
}

function PlaceExtras({ state }: { state: GameState }) {
  const app = useApp();
  const trading = useSignal(false);
  return (
    <>
      <div class="row">
        <button type="button" onClick={() => void app.act({ type: 'skipPlace' })}>
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
  const app = useApp();
  const { size, choices } = foundingChoices(state)!;
  const index = (name: string) => chainDefs(state).findIndex((d) => d.name === name);
  return (
    <div class="action">
      <h2>{currentPlayer(state).name}: choose the chain to found</h2>
      <p class="muted">The new chain has {size} tiles.</p>
      <div class="choices">
        {choices.map((c) => (
          <button type="button" key={c.chain} class="chain-choice" style={{ borderColor: CHAIN_COLOURS[index(c.chain)] }} onClick={() => void app.act({ type: 'found', chain: c.chain })}>
            <span class="chain-tag" style={{ background: CHAIN_COLOURS[index(c.chain)] }}>
              {c.chain}
            </span>
            <small>
              {['cheap', 'medium', 'expensive'][c.tier]} · {money(c.price)}
              {c.bankShares === 0 ? ' · no share left' : ''}
            </small>
          </button>
        ))}
      </div>
    </div>
  );
}

function TieChoice({ state }: { state: GameState }) {
  const app = useApp();
  const type = state.awaiting === 'survivor' ? 'survivor' : 'defunct';
  return (
    <div class="action">
      <h2>{type === 'survivor' ? 'Which chain survives?' : 'Which chain is paid out next?'}</h2>
      <p class="muted">{currentPlayer(state).name} chooses: these chains are the same size.</p>
      <div class="choices">
        {tiedChoices(state).map((c) => (
          <button type="button" key={c.chain} class="primary" onClick={() => void app.act({ type, chain: c.chain })}>
            {c.chain} ({c.size} tiles)
          </button>
        ))}
      </div>
    </div>
  );
}

/** The events of the merger (or end) so far: the payout table shows the bonus lines of the current chain. */
function payoutLines(log: GameEvent[][], chain: string | null): string[] {
  const lines: string[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const events = log[i]!;
    for (const e of events) if (e.type === 'bonus' && (chain === null || e.chain === chain)) lines.push(describeEvent(e));
    if (events.some((e) => e.type === 'mergerStarted' || e.type === 'turnEnded')) break;
  }
  return lines;
}

function MarketDraw({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const app = useApp();
  const tile = useSignal('');
  const chainIdx = state.endScoring ? state.endScoring.remaining[0]! : state.merger!.current!.chain;
  const chain = chainDefs(state)[chainIdx]!.name;
  const drawn = parseTile(tile.value);
  const random = () => {
    const n = new Uint32Array(1);
    crypto.getRandomValues(n);
    return 1 + (n[0]! % 12);
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
          if (drawn !== null) void app.act({ type: 'market', shares: tileColumn(drawn) });
        }}
      >
        <label for="market-tile">Drawn tile</label>
        <input id="market-tile" value={tile.value} placeholder="7C" size={5} onInput={(e) => (tile.value = e.currentTarget.value)} />
        <button type="submit" class="primary" disabled={drawn === null}>
          {drawn === null ? 'Enter' : `${tileColumn(drawn)} shares`}
        </button>
        <button type="button" onClick={() => void app.act({ type: 'market', shares: random() })}>
          Draw for me
        </button>
      </form>
    </div>
  );
}

function Disposal({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const app = useApp();
  const o = disposalOptions(state)!;
  const sell = useSignal(0);
  const trade = useSignal(0);
  const key = `${o.player}/${o.chain}/${log.length}`;
  const lastKey = useSignal(key);
  if (lastKey.value !== key) {
    lastKey.value = key;
    sell.value = 0;
    trade.value = 0;
  }
  const keep = o.held - sell.value - trade.value;
  const cash = state.players.find((p) => p.name === o.player)!.cash;
  return (
    <div class="action">
      <h2>
        {o.player}: {o.held} {o.chain} shares
      </h2>
      <ul class="payouts">
        {payoutLines(log, o.chain).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <Stepper label="Sell" hint={`${money(o.price)} each`} value={sell.value} max={o.held - trade.value} onChange={(v) => (sell.value = v)} />
      <Stepper label={`Trade 2 for 1 ${o.survivor}`} hint={`bank has ${o.bankSurvivor} ${o.survivor}`} value={trade.value} step={2} max={Math.min(o.maxTrade, o.held - sell.value)} onChange={(v) => (trade.value = v)} />
      <p>
        Keeps {keep} {o.chain} · gets {money(sell.value * o.price)}
        {trade.value > 0 && ` and ${trade.value / 2} ${o.survivor}`} · cash after {money(cash + sell.value * o.price)}
      </p>
      <button
        type="button"
        class="primary wide"
        onClick={() => void app.act({ type: 'dispose', player: o.player, ...(sell.value ? { sell: sell.value } : {}), ...(trade.value ? { trade: trade.value } : {}) })}
      >
        Confirm for {o.player}
      </button>
    </div>
  );
}

function Buy({ state }: { state: GameState }) {
  const app = useApp();
  const counts = useSignal<Record<string, number>>({});
  const turnKey = `${state.turn}`;
  const lastTurn = useSignal(turnKey);
  if (lastTurn.value !== turnKey) {
    lastTurn.value = turnKey;
    counts.value = {};
  }
  const player = currentPlayer(state);
  const onBoard = chainReports(state).filter((r) => r.onBoard);
  const total = Object.values(counts.value).reduce((a, b) => a + b, 0);
  const cost = onBoard.reduce((sum, r) => sum + (counts.value[r.chain] ?? 0) * r.price, 0);
  async function buyAndEnd() {
    const shares = Object.fromEntries(Object.entries(counts.value).filter(([, n]) => n > 0));
    // Buying nothing is just ending the turn: one entry in the record, one step to undo.
    if (total === 0) return void (await app.act({ type: 'endTurn' }));
    if ((await app.act({ type: 'buy', shares })) === null) await app.act({ type: 'endTurn' });
  }
  return (
    <div class="action">
      <h2>{player.name}: buy up to 3 shares</h2>
      {onBoard.length === 0 && <p class="muted">No chain on the board yet.</p>}
      {onBoard.map((r) => {
        const n = counts.value[r.chain] ?? 0;
        const max = Math.min(n + 3 - total, r.bankShares, n + Math.floor((player.cash - cost) / r.price));
        return (
          <Stepper key={r.chain} label={r.chain} hint={`${money(r.price)} · bank ${r.bankShares}`} value={n} max={Math.max(n, max)} onChange={(v) => (counts.value = { ...counts.value, [r.chain]: v })} />
        );
      })}
      <p>
        {total} of 3 · {money(cost)} · cash after {money(player.cash - cost)}
      </p>
      <div class="row">
        <button type="button" class="primary" onClick={() => void buyAndEnd()}>
          {total > 0 ? `Buy ${total} and end turn` : 'End turn without buying'}
        </button>
      </div>
      <EndControls state={state} />
    </div>
  );
}

function EndTurn({ state }: { state: GameState }) {
  const app = useApp();
  return (
    <div class="action">
      <h2>{currentPlayer(state).name}: end the turn</h2>
      <button type="button" class="primary wide" onClick={() => void app.act({ type: 'endTurn' })}>
        End turn
      </button>
      <EndControls state={state} />
    </div>
  );
}
