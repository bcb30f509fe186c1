/**
 * The final tally table, first place first: per player the total and rank (in view without scrolling sideways), then
 * the money before the end, the end bonuses and the share sales, each with its breakdown by chain.
 */
import { byRank, dollars, type TallyLine } from '../../engine/index.ts';

/** Used by the results screen and the end-game tally tool. */
export function TallyTable({ lines, caption }: { lines: TallyLine[]; caption: string }) {
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways on a small screen)`}>
      <table class="tally-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
            <th scope="col">Rank</th>
            <th scope="col">Before</th>
            <th scope="col">Bonuses</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {byRank(lines).map((l) => (
            <tr key={l.name} class={l.rank === 1 ? 'winner' : ''}>
              <th scope="row">{l.name}</th>
              <td>
                <strong>{dollars(l.cash)}</strong>
              </td>
              <td>{l.rank}</td>
              <td>{dollars(l.before)}</td>
              <td>
                {dollars(l.bonusTotal)}
                {l.bonuses.length > 0 && <small class="breakdown">{l.bonuses.map((b) => `${b.chain} ${b.award} ${dollars(b.amount)}`).join(', ')}</small>}
              </td>
              <td>
                {dollars(l.salesTotal)}
                {l.sales.length > 0 && <small class="breakdown">{l.sales.map((s) => `${s.count} ${s.chain} × ${dollars(s.price)}`).join(', ')}</small>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
