/**
 * A trade between the current player and another, before placing: cash and shares each way. Each side lists the
 * chains that player may give, each on a stepper, and its cash. With holdings open, only the chains held, up to what
 * is held ("holds 3"); in the table's view of a closed-holdings game, every chain with shares outside the bank, up to
 * that many, and no holding is named: the players show what they hand over, not what they keep (decision 51).
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { currentIndex, dollars, fitTradeSide, tradeOffer, type GameState, type TradeSide } from '../../engine/index.ts';
import { useApp, useGameCommands } from '../context.ts';
import { Stepper } from '../Stepper/index.tsx';

type Values = Record<string, number>;

/** The trade form with `partner`, picked outside it; the engine checks both sides own what they give. */
export function TradeForm({ state, partner, onClose }: { state: GameState; partner: string; onClose: () => void }) {
  const { act } = useGameCommands();
  const view = useApp().view.value!;
  const showHoldings = view.open;
  const me = state.players[currentIndex(state)]!.name;
  const mine = useSignal<Values>({});
  // Opened (or switched to another player) below the board: brought up under the pinned top, so its fields are in view.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.scrollIntoView({ block: 'start' }), [partner]);
  // The partner's side belongs to that partner: another name starts from nothing, with no reset that could wipe a
  // tap made the moment the form opened (the current player's side stays).
  const theirs = useSignal<{ partner: string; values: Values }>({ partner, values: {} });
  // What is shown and sent is always within what each player has now (an undo or another tab may have moved it).
  const give = fitTradeSide(state, me, mine.value, showHoldings);
  const get = fitTradeSide(state, partner, theirs.value.partner === partner ? theirs.value.values : {}, showHoldings);
  const setGive = (values: Values) => (mine.value = values);
  const setGet = (values: Values) => (theirs.value = { partner, values });
  const side = (values: Values): TradeSide => {
    const shares = Object.fromEntries(Object.entries(values).filter(([k]) => k !== 'cash'));
    return { ...(values.cash ? { cash: values.cash } : {}), ...(Object.keys(shares).length ? { shares } : {}) };
  };
  const fields = (who: string, values: Values, set: (v: Values) => void) => {
    const player = view.players.find((p) => p.name === who)!;
    const offered = tradeOffer(state, who, showHoldings);
    return (
      <fieldset>
        <legend>{who} gives</legend>
        <label>
          Cash <small>(has {dollars(player.cash)})</small>{' '}
          <input type="number" inputMode="numeric" min={0} max={player.cash} step={1} value={values.cash ?? 0} onInput={(e) => set({ ...values, cash: Number(e.currentTarget.value) || 0 })} />
        </label>
        {offered.length === 0 && <p class="muted">No shares to give.</p>}
        {offered.map((h) => (
          <Stepper key={h.chain} label={h.chain} hint={showHoldings ? `holds ${h.most}` : undefined} value={values[h.chain] ?? 0} max={h.most} onChange={(n) => set({ ...values, [h.chain]: n })} />
        ))}
      </fieldset>
    );
  };
  // A trade must move something (decision 11): until it does, there is nothing to make.
  const moves = Object.keys(give).length + Object.keys(get).length > 0;
  async function submit(e: Event) {
    e.preventDefault();
    if (!moves) return;
    if ((await act({ type: 'trade', with: partner, give: side(give), get: side(get) })) === null) onClose();
  }
  return (
    <form class="trade panel" onSubmit={submit} ref={form}>
      {fields(me, give, setGive)}
      {fields(partner, get, setGet)}
      {!moves && (
        <p id="trade-empty" class="muted">
          Choose what each side gives.
        </p>
      )}
      <div class="row">
        <button type="submit" class="primary" disabled={!moves} aria-describedby={moves ? undefined : 'trade-empty'}>
          Make the trade
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
