/** The chains a new chain may become, one button each with its price tier, price and the bank's shares. */
import { dollars, TIER_NAMES, type FoundingChoice } from '../../engine/index.ts';
import { CHAIN_COLOURS } from '../format.ts';

/** One button per chain that may be founded; `colourOf` gives a chain's index in the edition (its colour). */
export function FoundingChoices({ choices, colourOf, onChoose }: { choices: FoundingChoice[]; colourOf: (chain: string) => number; onChoose: (chain: string) => void }) {
  return (
    <div class="choices">
      {choices.map((c) => (
        <button type="button" key={c.chain} class="chain-choice" style={{ borderColor: CHAIN_COLOURS[colourOf(c.chain)] }} onClick={() => onChoose(c.chain)}>
          <span class="chain-tag" style={{ background: CHAIN_COLOURS[colourOf(c.chain)] }}>
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
