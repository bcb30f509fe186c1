/**
 * A holder's disposal of defunct shares: the payout table (every player's shares at the payout, the ranking, each
 * bonus with its split arithmetic, whose disposal is done, now or next), one-tap choices (sell all, trade the most,
 * keep all), sell and trade steppers within the limits with live cash, and "the others keep all" in one tap.
 */
import { useSignal } from '@preact/signals';
import { list, placeBonusWords, placesTaken, placesWords, splitText } from '../../app/wording.ts';
import { dollars, disposalLimits, fitDisposal, disposalOptions, disposalQueue, payoutTable, plural, TRADE_IN_RATIO, type Action, type GameState, type PayoutRow, type PayoutTable } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { Stepper } from '../Stepper/index.tsx';

/** The disposal panel for the holder the merger waits for. */
export function Disposal({ state }: { state: GameState }) {
  const { act } = useGameCommands();
  const o = disposalOptions(state)!;
  const draft = useSignal({ sell: 0, trade: 0 });
  // What is shown and confirmed is always within the waiting holder's limits now.
  const { sell, trade } = fitDisposal(state, draft.value.sell, draft.value.trade);
  const limits = disposalLimits(state, sell, trade)!;
  const [, ...next] = disposalQueue(state);
  // What the one-tap choices come to: everything sold, or the most traded in and the rest kept.
  const sellAll = disposalLimits(state, o.held, 0)!;
  const tradeMost = disposalLimits(state, 0, o.maxTrade)!;
  const choice = (s: number, t: number): Action => ({ type: 'dispose', player: o.player, ...(s ? { sell: s } : {}), ...(t ? { trade: t } : {}) });
  return (
    <div class="action">
      <h2>
        {o.player}: {plural(o.held, `${o.chain} share`)}
      </h2>
      <div class="row one-tap" role="group" aria-label={`${o.player} in one tap`}>
        <button type="button" onClick={() => void act(choice(o.held, 0))}>
          Sell all {o.held} ({dollars(sellAll.amount)})
        </button>
        {o.maxTrade > 0 && (
          <button type="button" onClick={() => void act(choice(0, o.maxTrade))}>
            Trade {o.maxTrade} for {plural(tradeMost.received, `${o.survivor} share`)}
            {tradeMost.keep > 0 ? `, keep ${tradeMost.keep}` : ''}
          </button>
        )}
        <button type="button" onClick={() => void act(choice(0, 0))}>
          Keep all {o.held}
        </button>
      </div>
      <Stepper label="Sell" hint={`${dollars(o.price)} each`} value={sell} max={limits.sellMost} onChange={(v) => (draft.value = { sell: v, trade })} />
      <Stepper label={`Trade ${TRADE_IN_RATIO} for 1 ${o.survivor}`} hint={`${o.bankSurvivor} ${o.survivor} left in the bank`} value={trade} step={TRADE_IN_RATIO} max={limits.tradeMost} onChange={(v) => (draft.value = { sell, trade: v })} />
      <p>
        Keeps {limits.keep} {o.chain} · gets {dollars(limits.amount)}
        {limits.received > 0 && ` and ${limits.received} ${o.survivor}`} · cash after {dollars(limits.cashAfter)}
      </p>
      <button type="button" class="primary wide" onClick={() => void act(choice(sell, trade))}>
        Confirm for {o.player}
      </button>
      {next.length > 0 && (
        <>
          <button type="button" onClick={() => void act([choice(sell, trade), ...next.map((h): Action => ({ type: 'dispose', player: h.player }))])}>
            Confirm for {o.player}; {next.length === 1 ? `${next[0]!.player} keeps` : 'the others keep'} all
          </button>
        </>
      )}
      {/* Under the choices, so "Confirm" is in view on a phone without a scroll; the bonuses are read from it. */}
      <PayoutTableView table={payoutTable(state)!} />
    </div>
  );
}

const DISPOSAL_WORDS = { done: 'done', now: 'now', next: 'next', none: 'no share' } as const;

/**
 * Who was paid what for the defunct chain, and where each holder's disposal is; under it, each tie's split in numbers
 * ("Ben and Cal tie for both bonuses: $3,000 ÷ 2 = $1,500").
 */
function PayoutTableView({ table: t }: { table: PayoutTable }) {
  const name = (r: PayoutRow) => r.holder ?? `Market (drew ${t.market})`;
  const count = t.placeBonuses.length;
  // One line per tied group, named by the places it shares ("Ann and Cal tie for the minority: …").
  const ties = [...new Set(t.rows.flatMap((r) => (r.split ? [r.places.join()] : [])))].map((key) => {
    const tied = t.rows.filter((r) => r.places.join() === key);
    const places = tied[0]!.places;
    const what = places.length === count ? placesTaken(places, count) : `the ${placesWords(places, count)}`;
    return `${list(tied.map(name))} tie for ${what}: ${splitText(tied[0]!.split!)}`;
  });
  return (
    <>
      <div class="table-scroll" tabIndex={0} aria-label="Payout (scrolls sideways on a small screen)">
        <table class="disposal-payout">
          <caption>
            {t.chain}: {plural(t.size, 'tile')}, {dollars(t.price)} a share · {placeBonusWords(t.placeBonuses)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Holder</th>
              <th scope="col">Shares</th>
              <th scope="col">Rank</th>
              <th scope="col">Bonus</th>
              <th scope="col">Disposal</th>
            </tr>
          </thead>
          <tbody>
            {t.rows.map((r) => (
              <tr key={r.holder ?? 'market'} class={r.disposal === 'now' ? 'current' : undefined}>
                <th scope="row">{name(r)}</th>
                <td>{r.shares}</td>
                <td>{r.rank ?? '—'}</td>
                <td>
                  {r.places.length === 0 ? (
                    '—'
                  ) : (
                    <>
                      {dollars(r.amount)} <small>{placesTaken(r.places, count, true)}</small>
                      {r.holder === null && <small class="breakdown">kept by the bank</small>}
                    </>
                  )}
                </td>
                <td>{r.holder === null ? '—' : DISPOSAL_WORDS[r.disposal]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ties.map((line) => (
        <p key={line} class="tie-split">
          {line}
        </p>
      ))}
    </>
  );
}
