/** Merger calculator: a defunct chain and its size, each holder's shares → who receives what, with the arithmetic. */
import { useSignal } from '@preact/signals';
import { COLUMNS, dollars, EDITIONS, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_CHAIN_SIZE, MIN_PLAYERS, mergerPayout, saleOutcome, SAFE_SIZE, SHARES_PER_CHAIN, TIER_NAMES, tradeOutcome, type CalcHolder, type Edition } from '../../engine/index.ts';
import type { MergerEntries } from '../../app/tool-prefill.ts';
import { placeBonusWords, placesTaken, placesWords, splitWords } from '../../app/wording.ts';
import { Stepper } from '../Stepper/index.tsx';
import { TycoonSwitch } from './TycoonSwitch.tsx';

/** The calculator; `prefill` holds the merger at hand when opened from a game. */
export function MergerTool({ prefill, edition }: { prefill: MergerEntries | null; edition: Edition }) {
  const chains = EDITIONS[edition];
  const chain = useSignal(prefill?.chain ?? chains[0]!.name);
  const size = useSignal(prefill?.size ?? MIN_CHAIN_SIZE);
  const holders = useSignal<CalcHolder[]>(prefill?.holders ?? [1, 2, 3].map((i) => ({ name: `Player ${i}`, shares: 0 })));
  const market = useSignal<number | null>(prefill?.market ?? null);
  const tycoon = useSignal(prefill?.tycoon ?? false);
  const sell = useSignal(0);
  const tradeIn = useSignal(0);
  const bank = useSignal(prefill?.bankSurvivor ?? SHARES_PER_CHAIN);
  const def = chains.find((c) => c.name === chain.value)!;
  const all = market.value === null ? holders.value : [...holders.value, { name: 'Market', shares: market.value, market: true }];
  const result = mergerPayout(def.tier, size.value, all, tycoon.value);
  const count = result.placeBonuses.length;
  const trade = tradeOutcome(tradeIn.value, bank.value);
  const setHolder = (i: number, h: Partial<CalcHolder>) => (holders.value = holders.value.map((x, k) => (k === i ? { ...x, ...h } : x)));

  return (
    <div class="merger-tool">
      <div class="panel tool-inputs">
        <label for="merger-chain">Chain taken over</label>
        <select id="merger-chain" value={chain.value} onChange={(e) => (chain.value = e.currentTarget.value)}>
            {chains.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} ({TIER_NAMES[c.tier]})
              </option>
            ))}
        </select>
        <Stepper label="Tiles before the merger" value={size.value} min={MIN_CHAIN_SIZE} max={SAFE_SIZE - 1} onChange={(v) => (size.value = v)} hint={`${dollars(result.price)} a share · a safe chain (${SAFE_SIZE}+ tiles) is never taken over`} />
        <TycoonSwitch on={tycoon.value} onChange={(on) => (tycoon.value = on)} />
        <h2>Shareholders</h2>
        {holders.value.map((h, i) => (
          <div class="holder-row" key={i}>
            <label>
              <span class="sr-only">Name of holder {i + 1}</span>
              <input value={h.name} maxLength={MAX_NAME_LENGTH} onInput={(e) => setHolder(i, { name: e.currentTarget.value })} />
            </label>
            <Stepper label={`${h.name || `Holder ${i + 1}`} shares`} hideLabel value={h.shares} max={SHARES_PER_CHAIN} onChange={(v) => setHolder(i, { shares: v })} />
          </div>
        ))}
        <div class="row">
          <button type="button" disabled={holders.value.length >= MAX_PLAYERS} onClick={() => (holders.value = [...holders.value, { name: `Player ${holders.value.length + 1}`, shares: 0 }])}>
            + Holder
          </button>
          <button type="button" disabled={holders.value.length <= MIN_PLAYERS} onClick={() => (holders.value = holders.value.slice(0, -1))}>
            − Holder
          </button>
          <button type="button" aria-pressed={market.value !== null} onClick={() => (market.value = market.value === null ? 1 : null)}>
            Two-player market {market.value === null ? 'off' : 'on'}
          </button>
        </div>
        {market.value !== null && <Stepper label="Market shares (drawn column)" value={market.value} min={1} max={COLUMNS} onChange={(v) => (market.value = v)} />}
      </div>

      <div class="panel table-scroll" tabIndex={0} role="region" aria-label="Payouts">
        <table class="payout-table">
          <caption>
            {chain.value} at {size.value} tiles: {placeBonusWords(result.placeBonuses)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Holder</th>
              <th scope="col">Shares</th>
              <th scope="col">Bonus</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {result.awards.length === 0 && (
              <tr>
                <td colSpan={4}>Nobody holds {chain.value}: no bonus.</td>
              </tr>
            )}
            {result.awards.map((a) => {
              const ways = a.tiedWith.length + 1;
              const how =
                ways > 1
                  ? `${placesWords(a.places, count)}: ${splitWords(a.pot, ways)}`
                  : result.awards.length === 1
                    ? `only holder: ${placesTaken(a.places, count)}`
                    : placesWords(a.places, count);
              return (
                <tr key={a.name}>
                  <th scope="row">{a.name}</th>
                  <td>{a.shares}</td>
                  <td>
                    {dollars(a.amount)}
                    {a.market && <small class="breakdown">stays in the bank</small>}
                  </td>
                  <td class="how">{how}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div class="panel tool-inputs">
        <h2>Sell or trade</h2>
        <Stepper label={`Sell ${chain.value} shares`} value={sell.value} max={SHARES_PER_CHAIN} onChange={(v) => (sell.value = v)} />
        <p>
          {sell.value} × {dollars(result.price)} = <strong>{dollars(saleOutcome(def.tier, size.value, sell.value).amount)}</strong>
        </p>
        <Stepper label={`Trade ${chain.value} shares in`} value={tradeIn.value} max={SHARES_PER_CHAIN} onChange={(v) => (tradeIn.value = v)} />
        <Stepper label="Survivor shares left in the bank" value={bank.value} max={SHARES_PER_CHAIN} onChange={(v) => (bank.value = v)} />
        <p>
          Trades <strong>{trade.traded}</strong> for <strong>{trade.received}</strong> survivor shares
          {trade.kept > 0 ? `; ${trade.kept} left to sell or keep` : ''}.
        </p>
      </div>
    </div>
  );
}
