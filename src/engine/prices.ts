/** The price chart and the fixed numbers of the game, as data (docs/rules.md R4, R6, R7, R23, R25). */
import type { Tier } from './editions.ts';

/** A chain of this size or more can never be merged away. */
export const SAFE_SIZE = 11;
/** A chain of this size lets the end be declared. */
export const END_SIZE = 41;
/** Shares printed per chain. */
export const SHARES_PER_CHAIN = 25;
/** Most shares a player buys in one turn. */
export const MAX_BUY = 3;
/** Cash each player starts with unless the setup says otherwise. */
export const DEFAULT_STARTING_CASH = 6000;
/** Majority bonus = 10 x price, minority = 5 x price. */
export const MAJORITY_FACTOR = 10;
export const MINORITY_FACTOR = 5;

/** The smallest chain: two tiles side by side (the price chart's first row). */
export const MIN_CHAIN_SIZE = 2;

/** Cheap-tier price by chain size: [smallest size of the bracket, price]. Tiers add $100 each. */
export const PRICE_CHART: readonly (readonly [number, number])[] = [
  [MIN_CHAIN_SIZE, 200],
  [3, 300],
  [4, 400],
  [5, 500],
  [6, 600],
  [11, 700],
  [21, 800],
  [31, 900],
  [41, 1000],
];

/** The row of the price chart a chain of this size is priced by (0 for 2 tiles … 8 for 41+); -1 under 2 (no chain). */
export function priceBracket(size: number): number {
  let row = -1;
  PRICE_CHART.forEach(([from], i) => {
    if (size >= from) row = i;
  });
  return row;
}

/** The sizes a row of the price chart covers: from, and to (null for the last row, which has no end). */
export function bracketSizes(row: number): { from: number; to: number | null } {
  const next = PRICE_CHART[row + 1];
  return { from: PRICE_CHART[row]![0], to: next ? next[0] - 1 : null };
}

/** Price of one share of a chain of this tier and size; 0 for a size under 2 (no chain). */
export function sharePrice(tier: Tier, size: number): number {
  const row = priceBracket(size);
  return row < 0 ? 0 : PRICE_CHART[row]![1] + tier * 100;
}

/** Majority bonus of a chain of this tier and size. */
export function majorityBonus(tier: Tier, size: number): number {
  return sharePrice(tier, size) * MAJORITY_FACTOR;
}

/** Minority bonus of a chain of this tier and size. */
export function minorityBonus(tier: Tier, size: number): number {
  return sharePrice(tier, size) * MINORITY_FACTOR;
}

/** The next size at which the price rises, and that price; null at 41+ where the chart ends. */
export function nextPriceStep(tier: Tier, size: number): { size: number; price: number } | null {
  for (const [from] of PRICE_CHART) if (from > size) return { size: from, price: sharePrice(tier, from) };
  return null;
}
