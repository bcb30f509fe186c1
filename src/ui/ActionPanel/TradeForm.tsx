/**
 * A trade between the current player and another, before placing: cash and shares each way. Each side lists only the
 * chains that player holds, with how many, and its cash: nothing else could be given.
 */
import { useSignal } from '@preact/signals';
import { chainDefs, currentIndex, dollars, type GameState, type TradeSide } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';

/** The trade form; the engine checks both sides own what they give. */
export function TradeForm({ state, onDone }: { state: GameState; onDone: () => void }) {
  const { act } = useGameCommands();
  const me = currentIndex(state);
  const others = state.players.filter((_, i) => i !== me);
  const other = useSignal(others[0]!.name);
  const give = useSignal<Record<string, number>>({});
  const get = useSignal<Record<string, number>>({});
  const defs = chainDefs(state);
  const side = (values: Record<string, number>): TradeSide => {
    const shares = Object.fromEntries(Object.entries(values).filter(([k, n]) => k !== 'cash' && n > 0));
    return { ...(values.cash ? { cash: values.cash } : {}), ...(Object.keys(shares).length ? { shares } : {}) };
  };
  const fields = (who: string, values: typeof give) => {
    const player = state.players.find((p) => p.name === who)!;
    const held = defs.map((d, c) => ({ chain: d.name, n: player.shares[c]! })).filter((h) => h.n > 0);
    return (
      <fieldset>
        <legend>{who} gives</legend>
        <label>
          Cash <small>(has {dollars(player.cash)})</small>{' '}
          <input type="number" inputMode="numeric" min={0} max={player.cash} step={1} value={values.value.cash ?? 0} onInput={(e) => (values.value = { ...values.value, cash: Number(e.currentTarget.value) || 0 })} />
        </label>
        {held.length === 0 && <p class="muted">No shares to give.</p>}
        {held.map((h) => (
          <label key={h.chain}>
            {h.chain} <small>(holds {h.n})</small>{' '}
            <input type="number" inputMode="numeric" min={0} max={h.n} value={values.value[h.chain] ?? 0} onInput={(e) => (values.value = { ...values.value, [h.chain]: Number(e.currentTarget.value) || 0 })} />
          </label>
        ))}
      </fieldset>
    );
  };
  async function submit(e: Event) {
    e.preventDefault();
    if ((await act({ type: 'trade', with: other.value, give: side(give.value), get: side(get.value) })) === null) onDone();
  }
  return (
    <form class="trade panel" onSubmit={submit}>
      {/* One tap picks the other player (a select would be two on a phone: open, then pick). */}
      <div class="row" role="group" aria-label="Trade with">
        {others.map((p) => (
          <button
            type="button"
            key={p.name}
            aria-pressed={other.value === p.name}
            onClick={() => {
              if (other.value !== p.name) get.value = {};
              other.value = p.name;
            }}
          >
            {p.name}
          </button>
        ))}
      </div>
      {fields(state.players[me]!.name, give)}
      {fields(other.value, get)}
      <button type="submit" class="primary">
        Make the trade
      </button>
    </form>
  );
}
