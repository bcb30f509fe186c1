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
/** Majority (first) bonus = 10 x price; minority = 5 x price (Tycoon mode's third too). */
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

/**
 * Tycoon mode's second bonus by share price (docs/rules.md R19T): the published Tycoon chart's, which is no fixed
 * multiple of the price, so it is kept as data. Its first bonus is 10 x the price and its third 5 x.
 */
export const TYCOON_SECOND: Readonly<Record<number, number>> = {
  200: 1500,
  300: 2200,
  400: 3000,
  500: 3700,
  600: 4200,
  700: 5000,
  800: 5700,
  900: 6200,
  1000: 7000,
  1100: 7700,
  1200: 8200,
};

/**
 * The bonus of each place a chain of this tier and size pays, first place first: majority and minority in the
 * classic game; first, second and third in Tycoon mode. Nothing (0s) under 2 tiles: no chain.
 */
export function placeBonuses(tier: Tier, size: number, tycoon: boolean): number[] {
  const price = sharePrice(tier, size);
  if (price === 0) return tycoon ? [0, 0, 0] : [0, 0];
  if (!tycoon) return [price * MAJORITY_FACTOR, price * MINORITY_FACTOR];
  const second = TYCOON_SECOND[price];
  if (second === undefined) throw new Error(`no Tycoon bonus for a share price of ${price}`);
  return [price * MAJORITY_FACTOR, second, price * MINORITY_FACTOR];
}

/** The next size at which the price rises, and that price; null at 41+ where the chart ends. */
export function nextPriceStep(tier: Tier, size: number): { size: number; price: number } | null {
  for (const [from] of PRICE_CHART) if (from > size) return { size: from, price: sharePrice(tier, from) };
  return null;
}
