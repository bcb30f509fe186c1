/** Buying shares: steppers bounded by the bank, the per-turn limit and cash; then the turn ends. */
import { useSignal } from '@preact/signals';
import { dollars, buyLimits, canDeclareEnd, currentPlayer, MAX_BUY, type Action, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { Stepper } from '../Stepper/index.tsx';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';

/** The buy panel. */
export function Buy({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const counts = useSignal<Record<string, number>>({});
  const player = currentPlayer(state);
  const { choices, total, cost, cashAfter } = buyLimits(state, counts.value);
  /** One tap, stored as one write: the buy (none when buying nothing), the declaration if chosen, the end of turn. */
  function buyAndEnd(declare: boolean) {
    const shares = Object.fromEntries(Object.entries(counts.value).filter(([, n]) => n > 0));
    const actions: Action[] = total > 0 ? [{ type: 'buy', shares }] : [];
    if (declare) actions.push({ type: 'declareEnd' });
    actions.push({ type: 'endTurn' });
    void act(actions);
  }
  const mayDeclare = !state.declared && canDeclareEnd(state);
  return (
    <div class="action">
      <h2>
        {player.name}: buy up to {MAX_BUY} shares
      </h2>
      {choices.length === 0 && <p class="muted">No chain on the board yet.</p>}
      {choices.map((c) => (
        <Stepper key={c.chain} label={c.chain} hint={`${dollars(c.price)} · bank ${c.bankShares}`} value={c.chosen} max={c.most} onChange={(v) => (counts.value = { ...counts.value, [c.chain]: v })} />
      ))}
      <p>
        {total} of {MAX_BUY} · {dollars(cost)} · cash after {dollars(cashAfter)}
      </p>
      <div class="row">
        <button type="button" class="primary" onClick={() => buyAndEnd(false)}>
          {total > 0 ? `Buy ${total} and end turn` : 'End turn without buying'}
        </button>
        {mayDeclare && (
          <button type="button" onClick={() => buyAndEnd(true)}>
            {total > 0 ? `Buy ${total}, declare the end and end the game` : 'Declare the end and end the game'}
          </button>
        )}
      </div>
      <DeadTiles state={state} />
      <EndControls state={state} />
    </div>
  );
}

