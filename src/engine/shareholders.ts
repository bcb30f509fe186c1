/** Who holds a chain and what its bonuses pay them (docs/rules.md R19-R21, R26). */
import { chainDefs, chainName } from './game.ts';
import { awardBonuses, type Award, type Holding } from './payouts.ts';
import { placeBonuses } from './prices.ts';
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
  return awardBonuses(holdingsOf(s, chain, market), bonusSizes(s, chain));
}

/** The bonus of each place a chain pays at its size now, first place first (three in Tycoon mode). */
export function bonusSizes(s: GameState, chain: number): number[] {
  const { tier } = chainDefs(s)[chain]!;
  return placeBonuses(tier, s.sizes[chain]!, s.setup.rules.tycoon);
}

/** Pays a chain's bonuses at its current size; a bonus the market wins stays in the bank. */
export function payBonuses(s: GameState, chain: number, market: number | null, atEnd: boolean, ev: GameEvent[]): void {
  const name = chainName(s, chain);
  const holderName = (h: number | null) => (h === null ? null : s.players[h]!.name);
  const placeCount = bonusSizes(s, chain).length;
  for (const a of bonusesOf(s, chain, market)) {
    if (a.holder !== null) s.players[a.holder]!.cash += a.amount;
    ev.push({
      type: 'bonus',
      chain: name,
      player: holderName(a.holder),
      shares: a.shares,
      places: a.places,
      placeCount,
      amount: a.amount,
      pot: a.pot,
      tiedWith: a.tiedWith.map(holderName),
      atEnd,
    });
  }
}
