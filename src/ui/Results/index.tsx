/** The final results: the winner with the amount, then the tally first place first (total and rank, then the breakdown). */
import { dollars, finalTally, type GameEvent, type GameState } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { shareRecord } from '../files.ts';
import { lazyComponent } from '../lazy.tsx';
import { TallyTable } from '../TallyTable/index.tsx';

const Story = lazyComponent(() => import('../Story/index.tsx').then((m) => m.Story));

/** The results table and export. */
export function Results({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const app = useApp();
  const lines = finalTally(state, log.flat());
  const winners = lines.filter((l) => l.rank === 1);
  const names = winners.map((l) => l.name);
  return (
    <section class="panel results">
      <h2>
        {names.length > 1 ? `${names.join(' and ')} share the win` : `${names[0]} wins`} with {dollars(winners[0]?.cash ?? 0)}
      </h2>
      <TallyTable lines={lines} caption="Final tally" />
      <h3>The game over time</h3>
      <Story record={app.session.value!.record} state={state} />
      <div class="row">
        <button type="button" class="primary" onClick={() => void shareRecord(app.exportText()!, state.setup.players)}>
          Export / share the game
        </button>
        <button type="button" onClick={() => void app.goHome()}>
          Saved games
        </button>
      </div>
    </section>
  );
}
