/** The final results: per player, money before the end, end bonuses by chain, share sales, total and rank. */
import type { GameEvent, GameState } from '../../engine/index.ts';
import { useApp } from '../context.ts';
import { shareRecord } from '../files.ts';
import { money } from '../format.ts';

/** The results table and export. */
export function Results({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const app = useApp();
  const finalEvents = log.flat().filter((e) => (e.type === 'bonus' && e.atEnd) || e.type === 'endSale');
  const standings = state.standings ?? [];
  const winners = standings.filter((s) => s.rank === 1).map((s) => s.name);
  return (
    <section class="panel results">
      <h2>{winners.length > 1 ? `${winners.join(' and ')} share the win` : `${winners[0]} wins`}</h2>
      <div class="table-scroll" tabIndex={0} role="region" aria-label="Final tally (scrolls sideways on a small screen)">
      <table>
        <caption>Final tally</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Before</th>
            <th scope="col">Bonuses</th>
            <th scope="col">Sales</th>
            <th scope="col">Total</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => {
            const bonuses = finalEvents.filter((e): e is Extract<GameEvent, { type: 'bonus' }> => e.type === 'bonus' && e.player === s.name);
            const sales = finalEvents.filter((e): e is Extract<GameEvent, { type: 'endSale' }> => e.type === 'endSale' && e.player === s.name);
            const b = bonuses.reduce((t, e) => t + e.amount, 0);
            const sold = sales.reduce((t, e) => t + e.amount, 0);
            return (
              <tr key={s.name} class={s.rank === 1 ? 'winner' : ''}>
                <th scope="row">{s.name}</th>
                <td>{money(s.cash - b - sold)}</td>
                <td>
                  {money(b)}
                  {bonuses.length > 0 && <small class="breakdown">{bonuses.map((e) => `${e.chain} ${money(e.amount)}`).join(', ')}</small>}
                </td>
                <td>
                  {money(sold)}
                  {sales.length > 0 && <small class="breakdown">{sales.map((e) => `${e.count} ${e.chain}`).join(', ')}</small>}
                </td>
                <td>
                  <strong>{money(s.cash)}</strong>
                </td>
                <td>{s.rank}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
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
