/** Price and bonus chart of an edition, every number computed by the engine. */
import { EDITIONS, PRICE_CHART, majorityBonus, minorityBonus, sharePrice, type Edition, type Tier } from '../../engine/index.ts';

const TIERS: Tier[] = [0, 1, 2];

/** Size brackets as the chart prints them: "2", "6-10", "41+". */
function bracketLabel(i: number): string {
  const from = PRICE_CHART[i]![0];
  const next = PRICE_CHART[i + 1]?.[0];
  if (next === undefined) return `${from}+`;
  return next - from === 1 ? `${from}` : `${from}-${next - 1}`;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The chart: one row per size bracket; per tier, price / majority / minority. */
export function PriceChart({ edition }: { edition: Edition }) {
  const names = TIERS.map((t) => EDITIONS[edition].filter((c) => c.tier === t).map((c) => c.name).join(', '));
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
              <td key={t}>
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
