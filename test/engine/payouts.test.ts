// docs/rules.md R19, R20: majority/minority, every tie case, rounding up to $100.
import { describe, expect, test } from 'vitest';
import { awardBonuses, splitRoundedUp, type Holding } from '../../src/engine/index.ts';

const holdings = (...shares: number[]): Holding[] => shares.map((n, i) => ({ holder: i, shares: n }));
const paid = (h: Holding[], majority: number, minority: number) =>
  Object.fromEntries(awardBonuses(h, [majority, minority]).map((a) => [a.holder === null ? 'market' : a.holder, a.amount]));

describe('splitting a bonus', () => {
  test('every split share is rounded up to the next $100: 7,500/2 → 3,800; 1,000/3 → 400; 4,500/4 → 1,200', () => {
    expect(splitRoundedUp(7500, 2)).toBe(3800);
    expect(splitRoundedUp(1000, 3)).toBe(400);
    expect(splitRoundedUp(4500, 4)).toBe(1200);
    expect(splitRoundedUp(6000, 2)).toBe(3000);
  });
});

describe('majority and minority bonuses', () => {
  test('the most shares takes the majority bonus, the second most the minority bonus', () => {
    expect(paid(holdings(5, 3, 1), 4000, 2000)).toEqual({ 0: 4000, 1: 2000 });
  });

  test('one holder only takes majority and minority', () => {
    const [a] = awardBonuses(holdings(0, 4, 0), [4000, 2000]);
    expect(a).toMatchObject({ holder: 1, amount: 6000, places: [1, 2], tiedWith: [] });
  });

  test('a tie for majority adds both bonuses and splits them evenly; no minority is paid', () => {
    expect(paid(holdings(4, 4, 2), 5000, 2500)).toEqual({ 0: 3800, 1: 3800 });
  });

  test('a three-way tie for majority splits majority + minority three ways, rounded up', () => {
    // 3,000 + 1,500 = 4,500 / 3 = 1,500 each.
    expect(paid(holdings(2, 2, 2), 3000, 1500)).toEqual({ 0: 1500, 1: 1500, 2: 1500 });
    // 7,000 + 3,500 = 10,500 / 3 = 3,500 each.
    expect(paid(holdings(3, 3, 3, 1), 7000, 3500)).toEqual({ 0: 3500, 1: 3500, 2: 3500 });
  });

  test('a clear majority with a tie for minority splits the minority, rounded up', () => {
    // minority 2,500 / 2 = 1,250 → 1,300 each.
    expect(paid(holdings(6, 2, 2), 5000, 2500)).toEqual({ 0: 5000, 1: 1300, 2: 1300 });
    // minority 1,000 / 3 → 400 each.
    expect(paid(holdings(9, 1, 1, 1), 2000, 1000)).toEqual({ 0: 2000, 1: 400, 2: 400, 3: 400 });
  });

  test('players with 0 shares get nothing; with no holder at all no bonus is paid', () => {
    expect(awardBonuses(holdings(0, 0, 0), [2000, 1000])).toEqual([]);
    expect(paid(holdings(0, 3, 0, 1), 2000, 1000)).toEqual({ 1: 2000, 3: 1000 });
  });

  test('the two-player market is a holder like a player; what it wins stays in the bank', () => {
    const market: Holding = { holder: null, shares: 7 };
    expect(paid([...holdings(5, 2), market], 6000, 3000)).toEqual({ market: 6000, 0: 3000 });
    // The market ties a player for majority: both split majority + minority.
    expect(paid([...holdings(7, 0), market], 6000, 3000)).toEqual({ market: 4500, 0: 4500 });
  });
});

describe('the Wikipedia worked examples (Alex, Betty, Carla)', () => {
  // Festival and Worldwide are medium-tier chains; at 5 tiles a share is $600: majority $6,000, minority $3,000.
  const MAJ = 6000;
  const MIN = 3000;
  const [alex, betty, carla] = [0, 1, 2];

  test('Festival: Alex 10, Betty 8, Carla 6 → Alex majority, Betty minority', () => {
    const awards = awardBonuses(holdings(10, 8, 6), [MAJ, MIN]);
    expect(awards.map((a) => [a.holder, a.places, a.amount])).toEqual([
      [alex, [1], 6000],
      [betty, [2], 3000],
    ]);
  });

  test('Worldwide: Alex 8, Betty 8, Carla 7 → Alex and Betty share both bonuses, Carla gets nothing', () => {
    const awards = awardBonuses(holdings(8, 8, 7), [MAJ, MIN]);
    expect(awards.map((a) => [a.holder, a.places, a.amount])).toEqual([
      [alex, [1, 2], 4500],
      [betty, [1, 2], 4500],
    ]);
    expect(awards.find((a) => a.holder === carla)).toBeUndefined();
  });

  test('Worldwide: Alex 8, Betty 7, Carla 7 → Alex keeps the majority, Betty and Carla split the minority', () => {
    const awards = awardBonuses(holdings(8, 7, 7), [MAJ, MIN]);
    expect(awards.map((a) => [a.holder, a.places, a.amount, a.tiedWith])).toEqual([
      [alex, [1], 6000, []],
      [betty, [2], 1500, [carla]],
      [carla, [2], 1500, [betty]],
    ]);
  });
});
