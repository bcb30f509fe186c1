/** The defunct-for-survivor trade-in of a merger: two defunct shares for one survivor share (docs/rules.md R22). */

/** Defunct shares given for each survivor share received. */
export const TRADE_IN_RATIO = 2;

/** Survivor shares a trade-in of `traded` defunct shares brings back. */
export function survivorSharesFor(traded: number): number {
  return traded / TRADE_IN_RATIO;
}

/** Why `traded` defunct shares cannot be traded in while the bank has `bankSurvivor` survivor shares, or null. */
export function tradeInProblem(traded: number, bankSurvivor: number): 'odd' | 'bank-short' | null {
  if (traded % TRADE_IN_RATIO !== 0) return 'odd';
  return survivorSharesFor(traded) > bankSurvivor ? 'bank-short' : null;
}

/** The most defunct shares a holder of `held` can trade in while the bank has `bankSurvivor` survivor shares. */
export function maxTradeIn(held: number, bankSurvivor: number): number {
  return Math.min(held - (held % TRADE_IN_RATIO), TRADE_IN_RATIO * bankSurvivor);
}
