/** A holder's disposal of defunct shares: the payout lines, sell and trade steppers within the limits, live cash. */
import { useSignal } from '@preact/signals';
import { describeEvent } from '../../app/wording.ts';
import { disposalOptions, survivorSharesFor, TRADE_IN_RATIO, type GameEvent, type GameState } from '../../engine/index.ts';
import { useGameCommands } from '../context.ts';
import { money } from '../format.ts';
import { Stepper } from '../Stepper/index.tsx';

/** The events of the merger (or end) so far: the payout table shows the bonus lines of the current chain. */
export function payoutLines(log: GameEvent[][], chain: string | null): string[] {
  const lines: string[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const events = log[i]!;
    for (const e of events) if (e.type === 'bonus' && (chain === null || e.chain === chain)) lines.push(describeEvent(e));
    if (events.some((e) => e.type === 'mergerStarted' || e.type === 'turnEnded')) break;
  }
  return lines;
}

/** The disposal panel for the holder the merger waits for. */
export function Disposal({ state, log }: { state: GameState; log: GameEvent[][] }) {
  const { act } = useGameCommands();
  const o = disposalOptions(state)!;
  const sell = useSignal(0);
  const trade = useSignal(0);
  const key = `${o.player}/${o.chain}/${log.length}`;
  const lastKey = useSignal(key);
  if (lastKey.value !== key) {
    lastKey.value = key;
    sell.value = 0;
    trade.value = 0;
  }
  const keep = o.held - sell.value - trade.value;
  const cash = state.players.find((p) => p.name === o.player)!.cash;
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
      <Stepper label="Sell" hint={`${money(o.price)} each`} value={sell.value} max={o.held - trade.value} onChange={(v) => (sell.value = v)} />
      <Stepper label={`Trade ${TRADE_IN_RATIO} for 1 ${o.survivor}`} hint={`bank has ${o.bankSurvivor} ${o.survivor}`} value={trade.value} step={TRADE_IN_RATIO} max={Math.min(o.maxTrade, o.held - sell.value)} onChange={(v) => (trade.value = v)} />
      <p>
        Keeps {keep} {o.chain} · gets {money(sell.value * o.price)}
        {trade.value > 0 && ` and ${survivorSharesFor(trade.value)} ${o.survivor}`} · cash after {money(cash + sell.value * o.price)}
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

