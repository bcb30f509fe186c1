// RULINGS.md "Price chart" and "Chain sets".
import { describe, expect, test } from 'vitest';
import {
  bracketSizes,
  DEFAULT_STARTING_CASH,
  EDITIONS,
  majorityBonus,
  minorityBonus,
  nextPriceStep,
  priceBracket,
  SAFE_SIZE,
  SHARES_PER_CHAIN,
  sharePrice,
  type Tier,
} from '../../src/engine/index.ts';

describe('the price chart', () => {
  test('its rows: 2, 3, 4 and 5 tiles alone, then 6-10, 11-20, 21-30, 31-40 and 41+; no row under 2 tiles', () => {
    expect([1, 2, 5, 6, 10, 11, 40, 41, 108].map(priceBracket)).toEqual([-1, 0, 3, 4, 4, 5, 7, 8, 8]);
    expect([0, 3, 4, 5, 8].map(bracketSizes)).toEqual([
      { from: 2, to: 2 },
      { from: 5, to: 5 },
      { from: 6, to: 10 },
      { from: 11, to: 20 },
      { from: 41, to: null },
    ]);
  });

  test('cheap tier: 2→200, 3→300, 4→400, 5→500, 6-10→600, 11-20→700, 21-30→800, 31-40→900, 41+→1000', () => {
    const expected: [number, number][] = [
      [2, 200], [3, 300], [4, 400], [5, 500], [6, 600], [10, 600], [11, 700], [20, 700],
      [21, 800], [30, 800], [31, 900], [40, 900], [41, 1000], [108, 1000],
    ];
    for (const [size, price] of expected) expect(sharePrice(0, size)).toBe(price);
  });

  test('the medium tier adds $100 a share and the expensive tier $200', () => {
    for (let size = 2; size <= 60; size++) {
      expect(sharePrice(1, size)).toBe(sharePrice(0, size) + 100);
      expect(sharePrice(2, size)).toBe(sharePrice(0, size) + 200);
    }
  });

  test('majority bonus is 10 x price and minority bonus 5 x price', () => {
    for (const tier of [0, 1, 2] as Tier[]) {
      for (let size = 2; size <= 45; size++) {
        expect(majorityBonus(tier, size)).toBe(10 * sharePrice(tier, size));
        expect(minorityBonus(tier, size)).toBe(5 * sharePrice(tier, size));
      }
    }
    expect(majorityBonus(2, 6)).toBe(8000); // Continental at 6 tiles: $800 a share
  });

  test('the next price step is the next bracket of the chart; none from 41 tiles', () => {
    expect(nextPriceStep(0, 2)).toEqual({ size: 3, price: 300 });
    expect(nextPriceStep(1, 7)).toEqual({ size: 11, price: 800 });
    expect(nextPriceStep(2, 40)).toEqual({ size: 41, price: 1200 });
    expect(nextPriceStep(0, 41)).toBeNull();
  });

  test('25 shares per chain, $6,000 starting cash, chains safe at 11 tiles', () => {
    expect(SHARES_PER_CHAIN).toBe(25);
    expect(DEFAULT_STARTING_CASH).toBe(6000);
    expect(SAFE_SIZE).toBe(11);
  });
});

describe('chain sets per edition', () => {
  const tiers = (e: keyof typeof EDITIONS) => [0, 1, 2].map((t) => EDITIONS[e].filter((c) => c.tier === t).map((c) => c.name));
  test('classic: Tower, Luxor / American, Worldwide, Festival / Imperial, Continental', () => {
    expect(tiers('classic')).toEqual([['Tower', 'Luxor'], ['American', 'Worldwide', 'Festival'], ['Imperial', 'Continental']]);
  });
  test('sackson: Tower, Sackson / American, Worldwide, Festival / Imperial, Continental', () => {
    expect(tiers('sackson')).toEqual([['Tower', 'Sackson'], ['American', 'Worldwide', 'Festival'], ['Imperial', 'Continental']]);
  });
  test('corporate: Sackson, Zeta / America, Fusion, Hydra / Phoenix, Quantum', () => {
    expect(tiers('corporate')).toEqual([['Sackson', 'Zeta'], ['America', 'Fusion', 'Hydra'], ['Phoenix', 'Quantum']]);
  });
});
