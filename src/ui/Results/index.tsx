/** The final results: per player, money before the end, end bonuses by chain, share sales, total and rank. */
import type { GameEvent, GameState } from '../../engine/index.ts';
import type { TallyLine } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { shareRecord } from '../files.ts';
import { TallyTable } from '../TallyTable/index.tsx';

/** The game's end as tally lines, from the end-of-game events. */
function finalLines(state: GameState, log: GameEvent[][]): TallyLine[] {
  const events = log.flat();
  return (state.standings ?? []).map((s) => {
    const bonuses = events.flatMap((e) => (e.type === 'bonus' && e.atEnd && e.player === s.name ? [{ chain: e.chain, award: e.award, amount: e.amount }] : []));
    const sales = events.flatMap((e) => (e.type === 'endSale' && e.player === s.name ? [{ chain: e.chain, count: e.count, price: e.price, amount: e.amount }] : []));
    const before = s.cash - bonuses.reduce((t, b) => t + b.amount, 0) - sales.reduce((t, x) => t + x.amount, 0);
    return { ...s, before, bonuses, sales };
  });
}

/** The results table and export. */
export function Results({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const app = useApp();
  const lines = finalLines(state, log);
  const winners = lines.filter((l) => l.rank === 1).map((l) => l.name);
  return (
    <section class="panel results">
      <h2>{winners.length > 1 ? `${winners.join(' and ')} share the win` : `${winners[0]} wins`}</h2>
      <TallyTable lines={lines} caption="Final tally" />
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
