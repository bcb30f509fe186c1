/** Price and bonus chart of an edition, every number computed by the engine; one cell can be highlighted. */
import { dollars, bracketSizes, EDITIONS, PRICE_CHART, placeBonuses, priceBracket, sharePrice, type Edition, type Tier } from '../../engine/index.ts';

const TIERS: Tier[] = [0, 1, 2];

/** A row's sizes as the chart prints them: "2", "6-10", "41+". */
function bracketLabel(row: number): string {
  const { from, to } = bracketSizes(row);
  if (to === null) return `${from}+`;
  return to === from ? `${from}` : `${from}-${to}`;
}

/** The chart: one row per size bracket; per tier, the price and each place's bonus (three in Tycoon mode). */
export function PriceChart({ edition, highlight, tycoon = false }: { edition: Edition; highlight?: { tier: Tier; size: number }; tycoon?: boolean }) {
  const names = TIERS.map((t) => EDITIONS[edition].filter((c) => c.tier === t).map((c) => c.name).join(', '));
  const row = highlight ? priceBracket(highlight.size) : -1;
  return (
    <table class="price-chart">
      <caption>{tycoon ? 'Price per share (bold), then the 1st / 2nd / 3rd bonus (Tycoon mode), by chain size in tiles' : 'Price per share (bold), then majority / minority bonus, by chain size in tiles'}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          {names.map((n) => (
            <th scope="col" key={n}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PRICE_CHART.map(([size], i) => (
          <tr key={size}>
            <th scope="row">{bracketLabel(i)}</th>
            {TIERS.map((t) => (
              <td key={t} class={i === row && t === highlight?.tier ? 'hit' : undefined} aria-current={i === row && t === highlight?.tier ? 'true' : undefined}>
                <strong>{dollars(sharePrice(t, size))}</strong>
                <span>{placeBonuses(t, size, tycoon).map(dollars).join(' / ')}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
