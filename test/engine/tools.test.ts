// Quick tools, against hand-worked examples. docs/rules.md R19-R22, R26.
import { describe, expect, test } from 'vitest';
import { byRank, endTally, mergerPayout, saleOutcome, tradeOutcome, type TallyInput } from '../../src/engine/index.ts';

const paid = (r: ReturnType<typeof mergerPayout>) => r.awards.map((a) => [a.name, a.places, a.amount]);

describe('the merger calculator', () => {
  test('a tie for majority with rounding: Worldwide at 7 tiles ($700), 5 and 5 split $10,500 → $5,300 each', () => {
    const r = mergerPayout(1, 7, [{ name: 'A', shares: 5 }, { name: 'B', shares: 5 }, { name: 'C', shares: 2 }]);
    expect([r.price, r.placeBonuses]).toEqual([700, [7000, 3500]]);
    expect(paid(r)).toEqual([['A', [1, 2], 5300], ['B', [1, 2], 5300]]);
    expect(r.awards[0]).toMatchObject({ pot: 10500, tiedWith: ['B'] });
  });

  test('a three-way tie for minority: Tower at 4 tiles, $2,000 / 3 → $700 each', () => {
    const r = mergerPayout(0, 4, [{ name: 'A', shares: 6 }, { name: 'B', shares: 2 }, { name: 'C', shares: 2 }, { name: 'D', shares: 2 }]);
    expect(paid(r)).toEqual([['A', [1], 4000], ['B', [2], 700], ['C', [2], 700], ['D', [2], 700]]);
  });

  test('a sole holder takes both: Continental at 12 tiles ($900) → $13,500', () => {
    expect(paid(mergerPayout(2, 12, [{ name: 'A', shares: 3 }, { name: 'B', shares: 0 }]))).toEqual([['A', [1, 2], 13500]]);
  });

  test('the two-player market as a holder: its bonus stays in the bank; a tie with it splits, rounded up', () => {
    const market = (n: number) => ({ name: 'Market', shares: n, market: true });
    const r = mergerPayout(0, 3, [{ name: 'Ann', shares: 4 }, market(6)]);
    expect(r.awards.map((a) => [a.name, a.market, a.places, a.amount])).toEqual([
      ['Market', true, [1], 3000],
      ['Ann', false, [2], 1500],
    ]);
    expect(paid(mergerPayout(0, 3, [{ name: 'Ann', shares: 6 }, market(6)]))).toEqual([
      ['Ann', [1, 2], 2300],
      ['Market', [1, 2], 2300],
    ]);
  });

  test('no holder, no bonus', () => {
    expect(mergerPayout(1, 5, [{ name: 'A', shares: 0 }]).awards).toEqual([]);
  });

  test('selling 5 Imperial at 8 tiles brings $4,000: the top tier at 6-10 tiles is $800 a share, 5 × 800', () => {
    expect(saleOutcome(2, 8, 5)).toEqual({ price: 800, amount: 4000 });
    // Worldwide (middle tier) at 3 tiles: $400 a share; 7 sold = 2,800. None sold, nothing.
    expect(saleOutcome(1, 3, 7)).toEqual({ price: 400, amount: 2800 });
    expect(saleOutcome(0, 2, 0)).toEqual({ price: 200, amount: 0 });
  });

  test('a 2-for-1 trade gives half, even shares only, within the survivor shares the bank has', () => {
    expect(tradeOutcome(7, 10)).toEqual({ traded: 6, received: 3, kept: 1 });
    expect(tradeOutcome(7, 2)).toEqual({ traded: 4, received: 2, kept: 3 });
    expect(tradeOutcome(1, 5)).toEqual({ traded: 0, received: 0, kept: 1 });
    expect(tradeOutcome(8, 0)).toEqual({ traded: 0, received: 0, kept: 8 });
  });
});

describe('the end-game tally', () => {
  const position: TallyInput = {
    edition: 'classic',
    chains: { Tower: 12, Imperial: 15 },
    players: [
      { name: 'Ann', cash: 3000, shares: { Tower: 5, Imperial: 2 } },
      { name: 'Ben', cash: 5000, shares: { Tower: 5 } },
      { name: 'Cal', cash: 1000, shares: { Imperial: 6, Luxor: 4 } },
    ],
  };

  test('bonuses (ties split and rounded up), sales at the price, totals and ranks; off-board shares worth nothing', () => {
    // Tower 12 tiles, $700: Ann 5 = Ben 5 → (7,000 + 3,500) / 2 = 5,250 → 5,300 each; sales 5 x 700 = 3,500 each.
    // Imperial 15 tiles, $900: Cal 6 majority 9,000; Ann 2 minority 4,500; sales Cal 5,400, Ann 1,800.
    const r = endTally(position);
    if (!r.ok) throw new Error(r.message);
    expect(r.lines.map((l) => [l.name, l.before, l.cash, l.rank])).toEqual([
      ['Ann', 3000, 3000 + 5300 + 4500 + 3500 + 1800, 1],
      ['Ben', 5000, 5000 + 5300 + 3500, 3],
      ['Cal', 1000, 1000 + 9000 + 5400, 2],
    ]);
    expect(r.lines[0]!.bonuses).toEqual([
      { chain: 'Tower', places: [1, 2], placeCount: 2, amount: 5300 },
      { chain: 'Imperial', places: [2], placeCount: 2, amount: 4500 },
    ]);
    expect(r.lines[2]!.sales).toEqual([{ chain: 'Imperial', count: 6, price: 900, amount: 5400 }]);
    // In all: Ann's bonuses 5,300 + 4,500 = 9,800 and sales 3,500 + 1,800 = 5,300.
    expect([r.lines[0]!.bonusTotal, r.lines[0]!.salesTotal]).toEqual([9800, 5300]);
    // First place first: Ann (1), Cal (2), Ben (3).
    expect(byRank(r.lines).map((l) => l.name)).toEqual(['Ann', 'Cal', 'Ben']);
  });

  test('equal totals share a rank', () => {
    const r = endTally({ edition: 'classic', chains: { Tower: 11 }, players: [{ name: 'A', cash: 100, shares: { Tower: 2 } }, { name: 'B', cash: 100, shares: { Tower: 2 } }] });
    expect(r.ok && r.lines.map((l) => l.rank)).toEqual([1, 1]);
    // Tied players keep their seat order.
    expect(r.ok && byRank(r.lines).map((l) => l.name)).toEqual(['A', 'B']);
  });

  test('two players with the market: its draws take part in each chain\'s bonuses', () => {
    const r = endTally({ edition: 'classic', chains: { Luxor: 11 }, players: [{ name: 'A', cash: 0, shares: { Luxor: 3 } }, { name: 'B', cash: 0, shares: {} }], market: { Luxor: 5 } });
    // Luxor 11 tiles, $700: the market 5 takes the majority (7,000, kept by the bank); A 3 the minority 3,500; sale 2,100.
    expect(r.ok && r.lines[0]!.cash).toBe(3500 + 2100);
  });

  test('impossible entries are explained', () => {
    expect(endTally({ ...position, chains: { Tower: 1 } })).toEqual({ ok: false, message: 'Tower: a chain on the board has 2 to 108 tiles.' });
    const tooMany = { ...position, players: [...position.players.slice(0, 2), { name: 'Cal', cash: 0, shares: { Tower: 16 } }] };
    expect(endTally(tooMany)).toEqual({ ok: false, message: 'Tower: 26 shares entered, but only 25 exist.' });
    expect(endTally({ ...position, players: [position.players[0]!, { ...position.players[1]!, name: 'Ann' }] })).toMatchObject({ ok: false });
  });
});
