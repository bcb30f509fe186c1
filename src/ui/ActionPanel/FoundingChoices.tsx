/** The chains a new chain may become, one button each with its price tier, price and the bank's shares. */
import { dollars, findChain, TIER_NAMES, type FoundingChoice, type GameState } from '../../engine/index.ts';
import { CHAIN_COLOURS } from '../format.ts';

/** One button per chain of `state`'s game that may be founded, in the chain's colour. */
export function FoundingChoices({ state, choices, onChoose }: { state: GameState; choices: FoundingChoice[]; onChoose: (chain: string) => void }) {
  const colour = (chain: string) => CHAIN_COLOURS[findChain(state, chain)];
  return (
    <div class="choices">
      {choices.map((c) => (
        <button type="button" key={c.chain} class="chain-choice" style={{ borderColor: colour(c.chain) }} onClick={() => onChoose(c.chain)}>
          <span class="chain-tag" style={{ background: colour(c.chain) }}>
            {c.chain}
          </span>
          <small>
            {TIER_NAMES[c.tier]} · {dollars(c.price)}
            {c.bankShares === 0 ? ' · no share left' : ''}
          </small>
        </button>
      ))}
    </div>
  );
}
