/** End-game tally: chains and sizes, each player's cash and shares → bonuses, sales, totals and ranks. */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { COLUMNS, EDITION_NAMES, EDITIONS, endTally, marketAllowed, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS, readTallyInput, type Edition, type TallyInput } from '../../engine/index.ts';
import { TallyTable } from '../TallyTable/index.tsx';
import { TycoonSwitch } from './TycoonSwitch.tsx';

const KEY = 'mergemaker.tally';
const BLANK_TALLY: TallyInput = {
  edition: 'classic',
  chains: {},
  players: ['Player 1', 'Player 2', 'Player 3'].map((name) => ({ name, cash: 0, shares: {} })),
};

/** The entries kept on this device, or empty ones when there are none or they are not tally entries. */
function load(): TallyInput {
  try {
    const saved = localStorage.getItem(KEY);
    return (saved && readTallyInput(JSON.parse(saved))) || BLANK_TALLY;
  } catch {
    return BLANK_TALLY;
  }
}

/** A whole-number input with the numeric keypad. */
function NumberField({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  return (
    <label class="number-field">
      <span>{label}</span>
      <input type="number" inputMode="numeric" min={0} step={1} value={value || ''} placeholder="0" onInput={(e) => onChange(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))} />
    </label>
  );
}

/**
 * The tally; its own entries are kept on the device, so a reload keeps them. From a game it starts from the game's
 * numbers, which are the game's, not the tally's: they are never written over the entries kept on the device.
 */
export function TallyTool({ prefill }: { prefill: TallyInput | null }) {
  const input = useSignal<TallyInput>(prefill ?? load());
  useEffect(() => {
    if (prefill) return;
    try {
      localStorage.setItem(KEY, JSON.stringify(input.value));
    } catch {
      // Private mode: entries last for this visit only.
    }
  }, [input.value]);
  const v = input.value;
  const defs = EDITIONS[v.edition];
  const onBoard = defs.filter((d) => (v.chains[d.name] ?? 0) > 0);
  const set = (next: Partial<TallyInput>) => (input.value = { ...v, ...next });
  const setPlayer = (i: number, p: Partial<TallyInput['players'][number]>) => set({ players: v.players.map((x, k) => (k === i ? { ...x, ...p } : x)) });
  const result = endTally(v);

  return (
    <div class="tally-tool">
      <div class="panel tool-inputs">
        <label for="tally-edition">Chains</label>
        <select id="tally-edition" value={v.edition} onChange={(e) => set({ edition: e.currentTarget.value as Edition, chains: {} })}>
            {EDITION_NAMES.map((e) => (
              <option key={e}>{e}</option>
            ))}
        </select>
        <TycoonSwitch on={v.tycoon === true} onChange={(on) => set({ tycoon: on })} />
        <h2>Tiles of each chain on the board</h2>
        <div class="field-grid">
          {defs.map((d) => (
            <NumberField key={d.name} label={d.name} value={v.chains[d.name] ?? 0} onChange={(n) => set({ chains: { ...v.chains, [d.name]: n } })} />
          ))}
        </div>
      </div>
      {v.players.map((p, i) => (
        <fieldset class="panel tool-inputs" key={i}>
          <legend>
            <label>
              <span class="sr-only">Name of player {i + 1}</span>
              <input value={p.name} maxLength={MAX_NAME_LENGTH} onInput={(e) => setPlayer(i, { name: e.currentTarget.value })} />
            </label>
          </legend>
          <div class="field-grid">
            <NumberField label="Cash" value={p.cash} onChange={(n) => setPlayer(i, { cash: n })} />
            {onBoard.map((d) => (
              <NumberField key={d.name} label={`${d.name} shares`} value={p.shares[d.name] ?? 0} onChange={(n) => setPlayer(i, { shares: { ...p.shares, [d.name]: n } })} />
            ))}
          </div>
        </fieldset>
      ))}
      {marketAllowed(v.players.length) && onBoard.length > 0 && (
        <fieldset class="panel tool-inputs">
          <legend>Two-player market: drawn column per chain (empty without the market)</legend>
          <div class="field-grid">
            {onBoard.map((d) => (
              <NumberField
                key={d.name}
                label={`${d.name} market`}
                value={v.market?.[d.name] ?? 0}
                onChange={(n) => {
                  const market = { ...v.market };
                  if (n > 0) market[d.name] = Math.min(n, COLUMNS);
                  else delete market[d.name];
                  set({ market });
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div class="row">
        <button type="button" disabled={v.players.length >= MAX_PLAYERS} onClick={() => set({ players: [...v.players, { name: `Player ${v.players.length + 1}`, cash: 0, shares: {} }] })}>
          + Player
        </button>
        <button type="button" disabled={v.players.length <= MIN_PLAYERS} onClick={() => set({ players: v.players.slice(0, -1) })}>
          − Player
        </button>
        <button type="button" onClick={() => (input.value = BLANK_TALLY)}>
          Clear
        </button>
      </div>

      {!result.ok ? (
        <p class="notice-error" role="alert">
          {result.message}
        </p>
      ) : (
        <div class="panel results">
          <TallyTable lines={result.lines} caption="Tally" />
        </div>
      )}
    </div>
  );
}
