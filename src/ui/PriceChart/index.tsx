/** Price and bonus chart of an edition, every number computed by the engine; one cell can be highlighted. */
import { dollars, bracketSizes, EDITIONS, PRICE_CHART, majorityBonus, minorityBonus, priceBracket, sharePrice, type Edition, type Tier } from '../../engine/index.ts';

const TIERS: Tier[] = [0, 1, 2];

/** A row's sizes as the chart prints them: "2", "6-10", "41+". */
function bracketLabel(row: number): string {
  const { from, to } = bracketSizes(row);
  if (to === null) return `${from}+`;
  return to === from ? `${from}` : `${from}-${to}`;
}

/** The chart: one row per size bracket; per tier, price / majority / minority. */
export function PriceChart({ edition, highlight }: { edition: Edition; highlight?: { tier: Tier; size: number } }) {
  const names = TIERS.map((t) => EDITIONS[edition].filter((c) => c.tier === t).map((c) => c.name).join(', '));
  const row = highlight ? priceBracket(highlight.size) : -1;
  return (
    <table class="price-chart">
      <caption>Price per share (bold), then majority / minority bonus, by chain size in tiles</caption>
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
                <span>
                  {dollars(majorityBonus(t, size))} / {dollars(minorityBonus(t, size))}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
