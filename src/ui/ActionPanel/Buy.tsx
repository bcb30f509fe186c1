/** Buying shares: steppers bounded by the bank, the per-turn limit and cash; then the turn ends. */
import { useSignal } from '@preact/signals';
import { canDeclareEnd, chainReports, currentPlayer, MAX_BUY, type Action, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { money } from '../format.ts';
import { Stepper } from '../Stepper/index.tsx';
import { DeadTiles } from './DeadTiles.tsx';
import { EndControls } from './EndControls.tsx';

/** The buy panel. */
export function Buy({ state }: { state: GameState }) {
  const { act } = useGameCommands();
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
      {onBoard.length === 0 && <p class="muted">No chain on the board yet.</p>}
      {onBoard.map((r) => {
        const n = counts.value[r.chain] ?? 0;
        const max = Math.min(n + MAX_BUY - total, r.bankShares, n + Math.floor((player.cash - cost) / r.price));
        return (
          <Stepper key={r.chain} label={r.chain} hint={`${money(r.price)} · bank ${r.bankShares}`} value={n} max={Math.max(n, max)} onChange={(v) => (counts.value = { ...counts.value, [r.chain]: v })} />
        );
      })}
      <p>
        {total} of {MAX_BUY} · {money(cost)} · cash after {money(player.cash - cost)}
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

