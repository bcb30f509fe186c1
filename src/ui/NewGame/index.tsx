/** New game: players in seat order, edition, house rules with a line each, holdings, optional draw for order. */
import { useSignal } from '@preact/signals';
import { DEFAULT_STARTING_CASH, EDITION_NAMES, EDITIONS, marketAllowed, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS, orderByDraw, type Edition, type RecordSetup } from '../../engine/index.ts';
import { EDITION_LABELS } from '../../app/wording.ts';
import { useApp } from '../context.ts';
import './style.css';


/** The setup form. */
export function NewGame() {
  const app = useApp();
  const players = useSignal<string[]>(['', '', '']);
  const edition = useSignal<Edition>('classic');
  const market = useSignal(true);
  const founderCash = useSignal(false);
  const trades = useSignal(true);
  const closed = useSignal(false);
  const tycoon = useSignal(false);
  const cash = useSignal(DEFAULT_STARTING_CASH);
  const draw = useSignal(false);
  // Each drawn tile belongs to the player who drew it (by name): removing or moving a player never hands it on.
  const drawn = useSignal<Record<string, string>>({});
  const error = useSignal<string | null>(null);

  const names = players.value;
  const set = (i: number, v: string) => (players.value = names.map((n, k) => (k === i ? v : n)));
  const move = (i: number, d: number) => {
    const next = names.slice();
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    players.value = next;
  };
  const filled = names.map((n) => n.trim()).filter(Boolean);
  const order = draw.value ? orderByDraw(filled, filled.map((name) => drawn.value[name] ?? '')) : null;

  async function start(e: Event) {
    e.preventDefault();
    const setup: RecordSetup = {
      players: filled,
      edition: edition.value,
      rules: {
        ...(marketAllowed(filled.length) ? { twoPlayerMarket: market.value } : {}),
        founderCashWhenNoShares: founderCash.value,
        playerTrades: trades.value,
        holdings: closed.value ? 'closed' : 'open',
        ...(tycoon.value ? { tycoon: true } : {}),
      },
      startingCash: cash.value,
    };
    if (draw.value) {
      if (!order?.ok) return void (error.value = order ? order.message : 'Enter the tile each player drew.');
      setup.players = order.players;
      setup.initialTiles = order.initialTiles;
    }
    error.value = await app.newGame(setup);
  }

  return (
    <form class="new-game" onSubmit={start}>
      <div class="row">
        <button type="button" onClick={() => void app.goHome()}>
          ← Home
        </button>
        <h1>New game</h1>
      </div>
      <fieldset class="panel">
        <legend>Players, in seat order (clockwise; the first plays first)</legend>
        <datalist id="known-names">
          {app.knownNames.value.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        {names.map((name, i) => (
          <div class="player-row" key={i}>
            <label>
              <span class="sr-only">Player {i + 1}</span>
              <input value={name} maxLength={MAX_NAME_LENGTH} list="known-names" placeholder={`Player ${i + 1}`} autoComplete="off" onInput={(e) => set(i, e.currentTarget.value)} />
            </label>
            <button type="button" aria-label={`Move player ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" aria-label={`Move player ${i + 1} down`} disabled={i === names.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
            <button type="button" aria-label={`Remove player ${i + 1}`} disabled={names.length <= MIN_PLAYERS} onClick={() => (players.value = names.filter((_, k) => k !== i))}>
              ✕
            </button>
          </div>
        ))}
        <button type="button" disabled={names.length >= MAX_PLAYERS} onClick={() => (players.value = [...names, ''])}>
          + Add player
        </button>
      </fieldset>

      <fieldset class="panel">
        <legend>Chains</legend>
        {EDITION_NAMES.map((ed) => (
          <label class="choice" key={ed}>
            <input type="radio" name="edition" checked={edition.value === ed} onChange={() => (edition.value = ed)} />
            <span>
              {EDITION_LABELS[ed]}
              <small>{EDITIONS[ed].map((c) => c.name).join(', ')}</small>
            </span>
          </label>
        ))}
        <Toggle checked={tycoon.value} onChange={(v) => (tycoon.value = v)} label="Tycoon mode (3rd bonus)">
          The edition sold since 2023 can pay the third-largest holder too, by the Tycoon side of its chart.
        </Toggle>
      </fieldset>

      <fieldset class="panel">
        <legend>House rules</legend>
        {marketAllowed(filled.length) && (
          <Toggle checked={market.value} onChange={(v) => (market.value = v)} label="Stock market as a third shareholder">
            With two players, each payout draws a tile: its column is the market's number of shares.
          </Toggle>
        )}
        <Toggle checked={trades.value} onChange={(v) => (trades.value = v)} label="Trades between players">
          Before placing, the current player may swap shares or cash with another player.
        </Toggle>
        <Toggle checked={founderCash.value} onChange={(v) => (founderCash.value = v)} label="Founder's cash when no share is left">
          A founder who cannot get the free share is paid its price instead.
        </Toggle>
        <Toggle checked={closed.value} onChange={(v) => (closed.value = v)} label="Closed holdings">
          Shares stay hidden on screen until a payout shows them; the banker can peek.
        </Toggle>
        <label class="choice">
          <span>
            Starting cash
            <small>Each player's money at the start.</small>
          </span>
          <input type="number" inputMode="numeric" min={0} step={1} value={cash.value} onInput={(e) => (cash.value = Number(e.currentTarget.value) || 0)} />
        </label>
      </fieldset>

      <fieldset class="panel">
        <legend>Who goes first</legend>
        <Toggle checked={draw.value} onChange={(v) => (draw.value = v)} label="Draw a tile each for order">
          The tile nearest 1A plays first, then clockwise; the drawn tiles stay on the board.
        </Toggle>
        {draw.value &&
          filled.map((name) => (
            <label class="choice" key={name}>
              <span>{name} drew</span>
              <input
                value={drawn.value[name] ?? ''}
                placeholder="e.g. 7C"
                autoCapitalize="characters"
                onInput={(e) => (drawn.value = { ...drawn.value, [name]: e.currentTarget.value })}
              />
            </label>
          ))}
        {draw.value && order?.ok && <p>Order of play: {order.players.join(' → ')}</p>}
      </fieldset>

      {error.value && (
        <p class="notice-error" role="alert">
          {error.value}
        </p>
      )}
      <button type="submit" class="primary big-submit" disabled={filled.length < 2}>
        Start the game
      </button>
    </form>
  );
}

function Toggle(props: { checked: boolean; onChange: (v: boolean) => void; label: string; children: string }) {
  return (
    <label class="choice">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      <span>
        {props.label}
        <small>{props.children}</small>
      </span>
    </label>
  );
}
