/**
 * A holder's disposal of defunct shares: the payout lines, one-tap choices (sell all, trade the most, keep all), sell
 * and trade steppers within the limits with live cash, and the holders still to come.
 */
import { useSignal } from '@preact/signals';
import { payoutLines } from '../../app/wording.ts';
import { dollars, disposalLimits, disposalOptions, disposalQueue, plural, TRADE_IN_RATIO, type Action, type GameEvent, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { Stepper } from '../Stepper/index.tsx';

/** The disposal panel for the holder the merger waits for. */
export function Disposal({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const { act } = useGameCommands();
  const o = disposalOptions(state)!;
  const sell = useSignal(0);
  const trade = useSignal(0);
  const limits = disposalLimits(state, sell.value, trade.value)!;
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
      <ul class="payouts">
        {payoutLines(log, o.chain).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
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
      <Stepper label="Sell" hint={`${dollars(o.price)} each`} value={sell.value} max={limits.sellMost} onChange={(v) => (sell.value = v)} />
      <Stepper label={`Trade ${TRADE_IN_RATIO} for 1 ${o.survivor}`} hint={`${o.bankSurvivor} ${o.survivor} left in the bank`} value={trade.value} step={TRADE_IN_RATIO} max={limits.tradeMost} onChange={(v) => (trade.value = v)} />
      <p>
        Keeps {limits.keep} {o.chain} · gets {dollars(limits.amount)}
        {limits.received > 0 && ` and ${limits.received} ${o.survivor}`} · cash after {dollars(limits.cashAfter)}
      </p>
      <button type="button" class="primary wide" onClick={() => void act(choice(sell.value, trade.value))}>
        Confirm for {o.player}
      </button>
      {next.length > 0 && (
        <>
          <p class="muted">
            Next: {next.map((h) => `${h.player} (${h.held})`).join(', ')}
          </p>
          <button type="button" onClick={() => void act([choice(sell.value, trade.value), ...next.map((h): Action => ({ type: 'dispose', player: h.player }))])}>
            Confirm for {o.player}; {next.length === 1 ? `${next[0]!.player} keeps` : 'the others keep'} all
          </button>
        </>
      )}
    </div>
  );
}

