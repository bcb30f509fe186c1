/**
 * Price chart with a lookup: pick a chain and a size → price and each place's bonus (majority and minority, or the
 * three of Tycoon mode), highlighted in the chart.
 */
import { useSignal } from '@preact/signals';
import { dollars, EDITION_NAMES, EDITIONS, MIN_CHAIN_SIZE, placeBonuses, sharePrice, TILE_COUNT, type Edition } from '../../engine/index.ts';
import { EDITION_LABELS, placeName } from '../../app/wording.ts';
import { TycoonSwitch } from './TycoonSwitch.tsx';
import { PriceChart } from '../PriceChart/index.tsx';
import { Stepper } from '../Stepper/index.tsx';

/** The chart tool. */
export function ChartTool({ edition: initial, tycoon: tycoonAtFirst = false }: { edition: Edition; tycoon?: boolean }) {
  const edition = useSignal<Edition>(initial);
  const tycoon = useSignal(tycoonAtFirst);
  const chain = useSignal(EDITIONS[initial][0]!.name);
  const size = useSignal(2);
  const def = EDITIONS[edition.value].find((c) => c.name === chain.value) ?? EDITIONS[edition.value][0]!;
  return (
    <div>
      <div class="panel tool-inputs">
        <label for="chart-edition">Chains</label>
        <select id="chart-edition" value={edition.value} onChange={(e) => ((edition.value = e.currentTarget.value as Edition), (chain.value = EDITIONS[edition.value][0]!.name))}>
          {EDITION_NAMES.map((e) => (
            <option key={e} value={e}>
              {EDITION_LABELS[e]}
            </option>
          ))}
        </select>
        <label for="chart-chain">Chain</label>
        <select id="chart-chain" value={def.name} onChange={(e) => (chain.value = e.currentTarget.value)}>
          {EDITIONS[edition.value].map((c) => (
            <option key={c.name}>{c.name}</option>
          ))}
        </select>
        <Stepper label="Tiles" value={size.value} min={MIN_CHAIN_SIZE} max={TILE_COUNT} onChange={(v) => (size.value = v)} />
        <TycoonSwitch on={tycoon.value} onChange={(on) => (tycoon.value = on)} />
        <p class="lookup" aria-live="polite">
          {def.name} at {size.value} tiles: <strong>{dollars(sharePrice(def.tier, size.value))}</strong> a share
          {placeBonuses(def.tier, size.value, tycoon.value).map((b, i, all) => (
            <span key={i}>
              {' '}
              · {placeName((i + 1) as 1 | 2 | 3, all.length)} <strong>{dollars(b)}</strong>
            </span>
          ))}
        </p>
      </div>
      <PriceChart edition={edition.value} highlight={{ tier: def.tier, size: size.value }} tycoon={tycoon.value} />
    </div>
  );
}
