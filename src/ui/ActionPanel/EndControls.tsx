/** Declaring the end: offered only when legal, with the standings if the game ended now. */
import { useSignal } from '@preact/signals';
import { canDeclareEnd, standingsIfEndedNow, type GameState } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { money } from '../format.ts';

/** The declare button and its standings preview, or the note that the end is declared. */
export function EndControls({ state }: { state: GameState }) {
  const app = useApp();
  const open = useSignal(false);
  if (state.declared) return <p class="declared">The end is declared: the game ends when this turn ends.</p>;
  if (!canDeclareEnd(state)) return null;
  const { standings } = standingsIfEndedNow(state);
  return (
    <div class="end-controls">
      <button type="button" aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
        The end may be declared…
      </button>
      {open.value && (
        <div class="panel">
          <table>
            <caption>If the game ended now{state.setup.rules.twoPlayerMarket ? ' (before the market draws)' : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Money</th>
                <th scope="col">Rank</th>
              </tr>
            </thead>
            <tbody>
              {standings.map((s) => (
                <tr key={s.name}>
                  <td>{s.name}</td>
                  <td>{money(s.cash)}</td>
                  <td>{s.rank}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" class="primary" onClick={() => void app.act({ type: 'declareEnd' })}>
            Declare the end
          </button>
        </div>
      )}
    </div>
  );
}
