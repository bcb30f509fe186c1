/** A holder's disposal of defunct shares: the payout lines, sell and trade steppers within the limits, live cash. */
import { useSignal } from '@preact/signals';
import { payoutLines } from '../../app/wording.ts';
import { dollars, disposalLimits, disposalOptions, TRADE_IN_RATIO, type GameEvent, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { Stepper } from '../Stepper/index.tsx';

/** The disposal panel for the holder the merger waits for. */
export function Disposal({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const { act } = useGameCommands();
  const o = disposalOptions(state)!;
  const sell = useSignal(0);
  const trade = useSignal(0);
  const limits = disposalLimits(state, sell.value, trade.value)!;
  return (
    <div class="action">
      <h2>
        {o.player}: {o.held} {o.chain} shares
      </h2>
      <ul class="payouts">
        {payoutLines(log, o.chain).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <Stepper label="Sell" hint={`${dollars(o.price)} each`} value={sell.value} max={limits.sellMost} onChange={(v) => (sell.value = v)} />
      <Stepper label={`Trade ${TRADE_IN_RATIO} for 1 ${o.survivor}`} hint={`bank has ${o.bankSurvivor} ${o.survivor}`} value={trade.value} step={TRADE_IN_RATIO} max={limits.tradeMost} onChange={(v) => (trade.value = v)} />
      <p>
        Keeps {limits.keep} {o.chain} · gets {dollars(limits.amount)}
        {limits.received > 0 && ` and ${limits.received} ${o.survivor}`} · cash after {dollars(limits.cashAfter)}
      </p>
      <button
        type="button"
        class="primary wide"
        onClick={() => void act({ type: 'dispose', player: o.player, ...(sell.value ? { sell: sell.value } : {}), ...(trade.value ? { trade: trade.value } : {}) })}
      >
        Confirm for {o.player}
      </button>
    </div>
  );
}

