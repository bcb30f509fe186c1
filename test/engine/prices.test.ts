// docs/rules.md R4-R7: chains, the price chart and the chain sets.
import { describe, expect, test } from 'vitest';
import {
  bracketSizes,
  chainReports,
  createGame,
  EDITIONS,
  nextPriceStep,
  placeBonuses,
  priceBracket,
  resolveSetup,
  sharePrice,
  type Tier,
} from '../../src/engine/index.ts';
import { scenario } from '../fixtures/scenario.ts';

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

  test('bonuses from the chart: majority 10 times the price, minority 5 times', () => {
    const bonuses = (tier: Tier, size: number) => placeBonuses(tier, size, false);
    expect(bonuses(0, 2)).toEqual([2000, 1000]); // Tower at 2 tiles: $200
    expect(bonuses(1, 11)).toEqual([8000, 4000]); // American at 11 tiles: 700 + 100 = $800
    expect(bonuses(2, 6)).toEqual([8000, 4000]); // Continental at 6 tiles: 600 + 200 = $800
    expect(bonuses(2, 41)).toEqual([12000, 6000]); // Imperial at 41 tiles: 1,000 + 200 = $1,200
    expect(bonuses(0, 1)).toEqual([0, 0]); // one tile is no chain
  });

  test('the next price step is the next bracket of the chart; none from 41 tiles', () => {
    expect(nextPriceStep(0, 2)).toEqual({ size: 3, price: 300 });
    expect(nextPriceStep(1, 7)).toEqual({ size: 11, price: 800 });
    expect(nextPriceStep(2, 40)).toEqual({ size: 41, price: 1200 });
    expect(nextPriceStep(0, 41)).toBeNull();
  });

  test('a new game: the bank holds 25 shares of each of the 7 chains, and each player $6,000', () => {
    const s = createGame(resolveSetup({ players: ['Ann', 'Ben', 'Cal'] }));
    expect(s.bank).toEqual([25, 25, 25, 25, 25, 25, 25]);
    expect(s.players.map((p) => p.cash)).toEqual([6000, 6000, 6000]);
  });

  test('a chain is safe from 11 tiles: 10 tiles is not, 11 is', () => {
    const ten = scenario({ chains: { Tower: '1A 2A 3A 4A 5A 6A 7A 8A 9A 10A' } });
    const eleven = scenario({ chains: { Tower: '1A 2A 3A 4A 5A 6A 7A 8A 9A 10A 11A' } });
    expect([chainReports(ten)[0]!.safe, chainReports(eleven)[0]!.safe]).toEqual([false, true]);
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
