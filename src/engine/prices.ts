/** The price chart and the fixed numbers of the game, as data (RULINGS.md "Price chart"). */
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

/** Cheap-tier price by chain size: [smallest size of the bracket, price]. Tiers add $100 each. */
export const PRICE_CHART: readonly (readonly [number, number])[] = [
  [2, 200],
  [3, 300],
  [4, 400],
  [5, 500],
  [6, 600],
  [11, 700],
  [21, 800],
  [31, 900],
  [41, 1000],
];

/** Price of one share of a chain of this tier and size; 0 for a size under 2 (no chain). */
export function sharePrice(tier: Tier, size: number): number {
  let price = 0;
  for (const [from, p] of PRICE_CHART) if (size >= from) price = p;
  return price === 0 ? 0 : price + tier * 100;
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
