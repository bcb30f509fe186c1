/** Majority and minority bonuses, with every tie case (docs/rules.md R19, R20). */

/** Someone who holds shares at a payout: a player (seat index) or the two-player stock market (null). */
export interface Holding {
  readonly holder: number | null;
  readonly shares: number;
}

/** What a holder receives at one payout. `award` names which bonus; `tiedWith` the others who shared it. */
export interface Award {
  readonly holder: number | null;
  readonly shares: number;
  readonly award: 'majority+minority' | 'majority' | 'minority';
  readonly amount: number;
  /** Other holders in the same split (empty when not tied). */
  readonly tiedWith: readonly (number | null)[];
  /** The whole amount that was split, before rounding: the sum that was divided. */
  readonly pot: number;
}

/** A split share rounded up to the next $100 (docs/rules.md R20: 7,500 / 2 → 3,800; 1,000 / 3 → 400). */
export function splitRoundedUp(pot: number, ways: number): number {
  return Math.ceil(pot / ways / 100) * 100;
}

/** A tied bonus's arithmetic: the pot, how many share it, the exact quotient, and whether rounding up changed it. */
export interface SplitArithmetic {
  pot: number;
  ways: number;
  exact: number;
  amount: number;
  roundedUp: boolean;
}

/** How `pot` splits `ways` ways (R20: rounded up to $100; "rounded up" only when that changed the amount). */
export function splitArithmetic(pot: number, ways: number): SplitArithmetic {
  const amount = splitRoundedUp(pot, ways);
  return { pot, ways, exact: pot / ways, amount, roundedUp: amount * ways !== pot };
}

/**
 * Who receives what when a chain pays its bonuses. Holders with 0 shares get nothing; no holder, no bonus.
 * One holder takes both; a tie for majority splits both and pays no minority; a tie for minority splits it.
 */
export function awardBonuses(holdings: readonly Holding[], majority: number, minority: number): Award[] {
  const holders = holdings.filter((h) => h.shares > 0);
  if (holders.length === 0) return [];
  const top = Math.max(...holders.map((h) => h.shares));
  const first = holders.filter((h) => h.shares === top);
  if (holders.length === 1) return [award(first[0]!, 'majority+minority', majority + minority, [])];
  if (first.length > 1) {
    const each = splitRoundedUp(majority + minority, first.length);
    return first.map((h) => award(h, 'majority+minority', each, others(first, h), majority + minority));
  }
  const rest = holders.filter((h) => h.shares < top);
  const second = Math.max(...rest.map((h) => h.shares));
  const seconds = rest.filter((h) => h.shares === second);
  const each = splitRoundedUp(minority, seconds.length);
  return [
    award(first[0]!, 'majority', majority, []),
    ...seconds.map((h) => award(h, 'minority', each, others(seconds, h), minority)),
  ];
}

function award(h: Holding, kind: Award['award'], amount: number, tiedWith: (number | null)[], pot = amount): Award {
  return { holder: h.holder, shares: h.shares, award: kind, amount, tiedWith, pot };
}

function others(group: readonly Holding[], h: Holding): (number | null)[] {
  return group.filter((g) => g !== h).map((g) => g.holder);
}
