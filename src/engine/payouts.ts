/** Majority and minority bonuses (and Tycoon mode's third), with every tie case (docs/rules.md R19, R19T, R20). */

/** Someone who holds shares at a payout: a player (seat index) or the two-player stock market (null). */
export interface Holding {
  readonly holder: number | null;
  readonly shares: number;
}

/**
 * The places of a payout, first place first: 1 is the majority bonus, 2 the minority bonus and, in Tycoon mode
 * (docs/rules.md R19T), 3 the third bonus.
 */
export type Place = 1 | 2 | 3;

/** What a holder receives at one payout. `places` names the bonuses it shares in; `tiedWith` the others who shared them. */
export interface Award {
  readonly holder: number | null;
  readonly shares: number;
  /** The places whose bonuses this holder's group takes, in order (e.g. [1, 2]: majority and minority). */
  readonly places: readonly Place[];
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
 * Who receives what when a chain pays its bonuses; `bonuses` holds the bonus of each place, first place first (two
 * places in the classic game, three in Tycoon mode). Holders with 0 shares get nothing; no holder, no bonus.
 *
 * One rule for every case (docs/rules.md R19, R19T): holders are ranked by shares and taken group by group (a
 * group: holders with equal shares). Each group fills as many places as it has holders and shares the bonuses of
 * those places, each part rounded up to $100 (R20); groups past the last place get nothing. Places nobody fills
 * go to the last group paid: a sole holder takes every bonus; with two places, a tie for first shares both and no
 * second is paid; with three, two holders leave the third to the second. This is the only place that decides it.
 */
export function awardBonuses(holdings: readonly Holding[], bonuses: readonly number[]): Award[] {
  const holders = holdings.filter((h) => h.shares > 0);
  const counts = [...new Set(holders.map((h) => h.shares))].sort((a, b) => b - a);
  const paid: { group: Holding[]; places: Place[] }[] = [];
  let next = 0;
  for (const count of counts) {
    if (next >= bonuses.length) break;
    const group = holders.filter((h) => h.shares === count);
    const places = placesFrom(next, Math.min(bonuses.length, next + group.length));
    paid.push({ group, places });
    next += group.length;
  }
  const last = paid.at(-1);
  if (!last) return [];
  // Places nobody fills go to the last group paid.
  if (next < bonuses.length) last.places.push(...placesFrom(next, bonuses.length));
  return paid.flatMap(({ group, places }) => {
    const pot = places.reduce((sum, p) => sum + bonuses[p - 1]!, 0);
    const each = splitRoundedUp(pot, group.length);
    return group.map((h) => award(h, places, each, others(group, h), pot));
  });
}

/** Places from index `from` (0-based) up to `to`, as place numbers. */
function placesFrom(from: number, to: number): Place[] {
  const out: Place[] = [];
  for (let i = from; i < to; i++) out.push((i + 1) as Place);
  return out;
}

function award(h: Holding, places: readonly Place[], amount: number, tiedWith: (number | null)[], pot: number): Award {
  return { holder: h.holder, shares: h.shares, places, amount, tiedWith, pot };
}

function others(group: readonly Holding[], h: Holding): (number | null)[] {
  return group.filter((g) => g !== h).map((g) => g.holder);
}
