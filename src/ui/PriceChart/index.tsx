/** Price and bonus chart of an edition, every number computed by the engine; one cell can be highlighted. */
import { EDITIONS, PRICE_CHART, majorityBonus, minorityBonus, sharePrice, type Edition, type Tier } from '../../engine/index.ts';
import { money } from '../format.ts';

const TIERS: Tier[] = [0, 1, 2];

/** Size brackets as the chart prints them: "2", "6-10", "41+". */
function bracketLabel(i: number): string {
  const from = PRICE_CHART[i]![0];
  const next = PRICE_CHART[i + 1]?.[0];
  if (next === undefined) return `${from}+`;
  return next - from === 1 ? `${from}` : `${from}-${next - 1}`;
}

/** Index of the chart row a size falls in. */
function bracketOf(size: number): number {
  let row = 0;
  PRICE_CHART.forEach(([from], i) => {
    if (size >= from) row = i;
  });
  return row;
}

/** The chart: one row per size bracket; per tier, price / majority / minority. */
export function PriceChart({ edition, highlight }: { edition: Edition; highlight?: { tier: Tier; size: number } }) {
  const names = TIERS.map((t) => EDITIONS[edition].filter((c) => c.tier === t).map((c) => c.name).join(', '));
  const row = highlight ? bracketOf(highlight.size) : -1;
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
                <strong>{money(sharePrice(t, size))}</strong>
                <span>
                  {money(majorityBonus(t, size))} / {money(minorityBonus(t, size))}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
