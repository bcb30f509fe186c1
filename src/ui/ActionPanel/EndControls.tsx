/**
 * Declaring the end: offered whenever the engine would accept it, with the standings if the game ended now
 * (hidden in a closed-holdings game unless the banker view is on: they would reveal who holds what).
 */
import { useSignal } from '@preact/signals';
import { dollars, canDeclareEnd, type GameState } from '../../engine/index.ts';
import { useApp, useGameCommands } from '../context.ts';

/** The declare button and its standings preview, or the note that the end is declared. */
export function EndControls({ state }: { state: GameState }) {
  const app = useApp();
  const { act } = useGameCommands();
  const open = useSignal(false);
  if (state.declared) return <p class="declared">The end is declared: the game ends when this turn ends.</p>;
  if (!canDeclareEnd(state)) return null;
  return (
    <div class="end-controls">
      <button type="button" aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
        The end may be declared…
      </button>
      {open.value && (
        <div class="panel">
          {app.view.value!.open ? (
            <Standings state={state} />
          ) : (
            <p class="muted">Holdings are closed: the standings stay hidden until the final payouts (the banker view shows them).</p>
          )}
          <button type="button" class="primary" onClick={() => void act({ type: 'declareEnd' })}>
            Declare the end
          </button>
        </div>
      )}
    </div>
  );
}

/** The standings if the game ended now (the final payouts included, by the engine's tally). */
export function Standings({ state }: { state: GameState }) {
  // Null where the viewer may not see them: then nothing is drawn.
  const standings = useApp().standingsNow.value;
  if (!standings) return null;
  return (
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
            <td>{dollars(s.cash)}</td>
            <td>{s.rank}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
