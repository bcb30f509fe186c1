/**
 * A trade between the current player and another, before placing: cash and shares each way. Each side lists only the
 * chains that player holds, each on a stepper up to what is held (a share or two in a tap each), and its cash.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { chainDefs, currentIndex, dollars, type GameState, type TradeSide } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { Stepper } from '../Stepper/index.tsx';

/** The trade form with `partner`, picked outside it; the engine checks both sides own what they give. */
export function TradeForm({ state, partner, onClose }: { state: GameState; partner: string; onClose: () => void }) {
  const { act } = useGameCommands();
  const me = currentIndex(state);
  const give = useSignal<Record<string, number>>({});
  const get = useSignal<Record<string, number>>({});
  // Another partner: what the last one was to give no longer applies; the current player's side stays.
  useEffect(() => void (get.value = {}), [partner]);
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
          <Stepper key={h.chain} label={h.chain} hint={`holds ${h.n}`} value={values.value[h.chain] ?? 0} max={h.n} onChange={(n) => (values.value = { ...values.value, [h.chain]: n })} />
        ))}
      </fieldset>
    );
  };
  async function submit(e: Event) {
    e.preventDefault();
    if ((await act({ type: 'trade', with: partner, give: side(give.value), get: side(get.value) })) === null) onClose();
  }
  return (
    <form class="trade panel" onSubmit={submit}>
      {fields(state.players[me]!.name, give)}
      {fields(partner, get)}
      <div class="row">
        <button type="submit" class="primary">
          Make the trade
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
