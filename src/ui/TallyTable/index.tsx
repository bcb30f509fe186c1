/**
 * The final tally table, first place first: per player a row with the total, the rank and the money before the end,
 * and under it a row with the end bonuses and the share sales, each with its breakdown by chain. Two rows a player,
 * so that everything fits a 360 px phone with no sideways scrolling.
 */
import { placesWords } from '../../app/wording.ts';
import { byRank, dollars, type TallyLine } from '../../engine/index.ts';
import './style.css';

/** Used by the results screen and the end-game tally tool. */
export function TallyTable({ lines, caption }: { lines: TallyLine[]; caption: string }) {
  return (
    <div>
      <table class="tally-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
            <th scope="col">Rank</th>
            <th scope="col">Before</th>
          </tr>
        </thead>
        {byRank(lines).map((l) => (
          // One body per player: the row of numbers, and the row of where the end's money came from.
          <tbody key={l.name} class={l.rank === 1 ? 'winner' : ''}>
            <tr>
              <th scope="row">{l.name}</th>
              <td>
                <strong>{dollars(l.cash)}</strong>
              </td>
              <td>{l.rank}</td>
              <td>{dollars(l.before)}</td>
            </tr>
            <tr class="tally-detail">
              <td colSpan={4}>
                <span>
                  Bonuses {dollars(l.bonusTotal)}
                  {l.bonuses.length > 0 && `: ${l.bonuses.map((b) => `${b.chain} ${placesWords(b.places, b.placeCount)} ${dollars(b.amount)}`).join(', ')}`}
                </span>
                <span>
                  Sales {dollars(l.salesTotal)}
                  {l.sales.length > 0 && `: ${l.sales.map((x) => `${x.count} ${x.chain} × ${dollars(x.price)}`).join(', ')}`}
                </span>
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}
