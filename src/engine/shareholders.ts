/** Who holds a chain and what its bonuses pay them (docs/rules.md R19-R21, R26). */
import { chainDefs, chainName } from './game.ts';
import { awardBonuses, type Award, type Holding } from './payouts.ts';
import { majorityBonus, minorityBonus } from './prices.ts';
import type { GameEvent, GameState } from './types.ts';

/** Players' holdings of a chain in seat order, plus the two-player market's when it takes part. */
export function holdingsOf(s: GameState, chain: number, market: number | null): Holding[] {
  const out: Holding[] = s.players.map((p, i) => ({ holder: i, shares: p.shares[chain]! }));
  if (market !== null) out.push({ holder: null, shares: market });
  return out;
}

/** Whether a payout of this chain waits for a market draw: the rule is on and some player holds the chain. */
export function needsMarketDraw(s: GameState, chain: number): boolean {
  return s.setup.rules.twoPlayerMarket && s.players.some((p) => p.shares[chain]! > 0);
}

/** The bonuses of a chain at its current size, without paying them. */
export function bonusesOf(s: GameState, chain: number, market: number | null): Award[] {
  const { majority, minority } = bonusSizes(s, chain);
  return awardBonuses(holdingsOf(s, chain, market), majority, minority);
}

/** A chain's majority and minority bonuses at its size now. */
export function bonusSizes(s: GameState, chain: number): { majority: number; minority: number } {
  const { tier } = chainDefs(s)[chain]!;
  const size = s.sizes[chain]!;
  return { majority: majorityBonus(tier, size), minority: minorityBonus(tier, size) };
}

/** Pays a chain's bonuses at its current size; a bonus the market wins stays in the bank. */
export function payBonuses(s: GameState, chain: number, market: number | null, atEnd: boolean, ev: GameEvent[]): void {
  const name = chainName(s, chain);
  const holderName = (h: number | null) => (h === null ? null : s.players[h]!.name);
  for (const a of bonusesOf(s, chain, market)) {
    if (a.holder !== null) s.players[a.holder]!.cash += a.amount;
    ev.push({
      type: 'bonus',
      chain: name,
      player: holderName(a.holder),
      shares: a.shares,
      award: a.award,
      amount: a.amount,
      pot: a.pot,
      tiedWith: a.tiedWith.map(holderName),
      atEnd,
    });
  }
}
