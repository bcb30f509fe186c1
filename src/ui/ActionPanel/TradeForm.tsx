/** A trade between the current player and another, before placing: cash and shares each way. */
import { useSignal } from '@preact/signals';
import { chainDefs, currentIndex, type GameState, type TradeSide } from '../../engine/index.ts';
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
  const fields = (who: string, values: typeof give) => (
    <fieldset>
      <legend>{who} gives</legend>
      <label>
        Cash <input type="number" inputMode="numeric" min={0} step={1} value={values.value.cash ?? 0} onInput={(e) => (values.value = { ...values.value, cash: Number(e.currentTarget.value) || 0 })} />
      </label>
      {defs.map((d) => (
        <label key={d.name}>
          {d.name}{' '}
          <input type="number" inputMode="numeric" min={0} value={values.value[d.name] ?? 0} onInput={(e) => (values.value = { ...values.value, [d.name]: Number(e.currentTarget.value) || 0 })} />
        </label>
      ))}
    </fieldset>
  );
  async function submit(e: Event) {
    e.preventDefault();
    if ((await act({ type: 'trade', with: other.value, give: side(give.value), get: side(get.value) })) === null) onDone();
  }
  return (
    <form class="trade panel" onSubmit={submit}>
      <label>
        Trade with{' '}
        <select value={other.value} onChange={(e) => (other.value = e.currentTarget.value)}>
          {others.map((p) => (
            <option key={p.name}>{p.name}</option>
          ))}
        </select>
      </label>
      {fields(state.players[me]!.name, give)}
      {fields(other.value, get)}
      <button type="submit" class="primary">
        Make the trade
      </button>
    </form>
  );
}
