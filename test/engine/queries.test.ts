// The UI's questions: previews, chain reports, whether the end may be declared.
import { describe, expect, test } from 'vitest';
import { buyLimits, chainReports, disposalOptions, endMeter, payoutTable, foundingChoices, netWorths, previewAllTiles, previewPlacement, tiedChoices } from '../../src/engine/index.ts';
import { play, scenario } from '../fixtures/scenario.ts';

describe('chain reports', () => {
  test('size, price, next price step, bank shares, safety and who would be paid now', () => {
    const s = scenario({
      chains: { Tower: '1A 2A 3A 4A 5A', Continental: '1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C' },
      shares: { Ann: { Tower: 3 }, Ben: { Tower: 3 }, Cal: { Tower: 1, Continental: 2 } },
    });
    const [tower, luxor] = chainReports(s);
    expect(tower).toEqual({
      chain: 'Tower', tier: 0, onBoard: true, size: 5, price: 500, next: { size: 6, price: 600 }, bankShares: 18, safe: false,
      bonuses: [
        { player: 'Ann', shares: 3, places: [1, 2], amount: 3800, tiedWith: ['Ben'] },
        { player: 'Ben', shares: 3, places: [1, 2], amount: 3800, tiedWith: ['Ann'] },
      ],
    });
    expect(luxor).toMatchObject({ chain: 'Luxor', onBoard: false, size: 0, price: 0, next: null, bonuses: [] });
    expect(chainReports(s)[6]).toMatchObject({ chain: 'Continental', size: 11, price: 900, safe: true, next: { size: 21, price: 1000 } });
  });
});

describe('what a tile would do', () => {
  const s = scenario({ chains: { Tower: '1A 2A', Continental: run11() }, loose: '5E 12I', shares: { Ann: { Tower: 2 } } });
  function run11() {
    return '1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C';
  }

  test('orphan, found with the chains on offer, grow with the new size and price, illegal with the reason', () => {
    expect(previewPlacement(s, '9G')).toEqual({ tile: '9G', effect: 'orphan' });
    const found = previewPlacement(s, '5f');
    expect(found).toMatchObject({ tile: '5F', effect: 'found', size: 2 });
    expect(found.effect === 'found' && found.choices.map((c) => c.chain)).toEqual(['Luxor', 'American', 'Worldwide', 'Festival', 'Imperial']);
    expect(previewPlacement(s, '3A')).toEqual({ tile: '3A', effect: 'grow', chain: 'Tower', size: 3, price: 300 });
    expect(previewPlacement(s, '1A')).toMatchObject({ effect: 'illegal', code: 'place/occupied' });
    expect(previewPlacement(s, 'nope')).toMatchObject({ effect: 'illegal', code: 'place/not-a-tile' });
  });

  test('the preview of all 108 tiles covers the board', () => {
    const all = previewAllTiles(s);
    expect(all).toHaveLength(108);
    expect(all.filter((p) => p.effect === 'illegal')).toHaveLength(15);
    expect(all.find((p) => p.tile === '1B')).toMatchObject({ effect: 'merge', survivorChoices: ['Continental'], size: 2 + 11 + 1 });
  });

  test('a merger preview marks which chains may go defunct: all but a sole largest; with a tie for largest, all', () => {
    // 1B touches Tower at 1A (2 tiles) and Continental at 1C (11): Continental is largest alone and surely survives.
    const sure = previewPlacement(s, '1B');
    expect(sure.effect === 'merge' && sure.chains.map((c) => [c.chain, c.mayGoDefunct])).toEqual([['Continental', false], ['Tower', true]]);
    // 3A would join Tower 1A-2A and Luxor 4A-5A, both of 2: either may survive, so either may go defunct.
    const tied = previewPlacement(scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' } }), '3A');
    expect(tied.effect === 'merge' && tied.chains.map((c) => [c.chain, c.mayGoDefunct])).toEqual([['Tower', true], ['Luxor', true]]);
  });

  test('a founding preview offers the chains the founding step will offer', () => {
    const preview = previewPlacement(s, '5F');
    const founding = foundingChoices(play(s, { type: 'place', tile: '5F' }).state)!;
    expect(preview.effect === 'found' && preview.choices).toEqual(founding.choices);
  });

  test('a preview never changes the game', () => {
    const before = JSON.stringify(s);
    previewAllTiles(s);
    expect(JSON.stringify(s)).toBe(before);
    expect(play(s, { type: 'place', tile: '3A' }).state.sizes[0]).toBe(3);
  });
});

describe('choices waiting in a merger', () => {
  test('the disposal options: held, sell price and the trade limit from the bank', () => {
    const s = play(
      scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 7, Tower: 23 } } }),
      { type: 'place', tile: '4A' },
    ).state;
    expect(disposalOptions(s)).toEqual({ player: 'Ann', chain: 'Luxor', survivor: 'Tower', held: 7, price: 200, bankSurvivor: 2, maxTrade: 4 });
    expect(tiedChoices(s)).toEqual([]);
  });

  test('the tied chains a choice is between', () => {
    const s = play(scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' } }), { type: 'place', tile: '3A' }).state;
    expect(tiedChoices(s).map(({ chain, size }) => ({ chain, size }))).toEqual([{ chain: 'Tower', size: 2 }, { chain: 'Luxor', size: 2 }]);
    expect(disposalOptions(s)).toBeNull();
  });

  test('what each survivor choice pays: the other chain goes defunct and pays its holders', () => {
    // Tower and Luxor, 2 tiles each, both the cheapest tier: $200 a share, majority $2,000, minority $1,000.
    // Tower survives → Luxor pays Ben (3) the majority $2,000 and Cal (1) the minority $1,000.
    // Luxor survives → Tower pays Ann, its only holder, both: $3,000.
    const s = play(
      scenario({ chains: { Tower: '1A 2A', Luxor: '4A 5A' }, shares: { Ann: { Tower: 2 }, Ben: { Luxor: 3 }, Cal: { Luxor: 1 } } }),
      { type: 'place', tile: '3A' },
    ).state;
    const [tower, luxor] = tiedChoices(s);
    expect(tower!.pays).toEqual([
      {
        chain: 'Luxor', placeBonuses: [2000, 1000],
        bonuses: [
          { player: 'Ben', shares: 3, places: [1], amount: 2000, tiedWith: [] },
          { player: 'Cal', shares: 1, places: [2], amount: 1000, tiedWith: [] },
        ],
      },
    ]);
    expect(luxor!.pays).toEqual([
      { chain: 'Tower', placeBonuses: [2000, 1000], bonuses: [{ player: 'Ann', shares: 2, places: [1, 2], amount: 3000, tiedWith: [] }] },
    ]);
  });
});

describe('the payout table of a defunct chain (docs/rules.md R19-R21)', () => {
  // Five players; Ann's 4A joins Tower (1A-3A) and Luxor (5A 6A): Luxor, the smaller, goes defunct at 2 tiles, the
  // cheapest tier: $200 a share, majority $2,000, minority $1,000. Luxor: Ann 4, Ben 2, Cal 2, Dee 2, Eve none.
  // Ann takes the majority, $2,000. Ben, Cal and Dee tie for the minority: $1,000 ÷ 3 = $333.33, rounded up to $400.
  const merged = () =>
    play(
      scenario({
        players: ['Ann', 'Ben', 'Cal', 'Dee', 'Eve'],
        chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' },
        shares: { Ann: { Luxor: 4 }, Ben: { Luxor: 2 }, Cal: { Luxor: 2 }, Dee: { Luxor: 2 } },
      }),
      { type: 'place', tile: '4A' },
    ).state;
  const minority = { places: [2], amount: 400, split: { pot: 1000, ways: 3, exact: 1000 / 3, amount: 400, roundedUp: true } };

  test('every player, those without a share too, ranked by shares, with the split arithmetic, and whose disposal is now', () => {
    expect(payoutTable(merged())).toEqual({
      chain: 'Luxor', size: 2, price: 200, placeBonuses: [2000, 1000], market: null,
      rows: [
        { holder: 'Ann', shares: 4, rank: 1, places: [1], amount: 2000, split: null, disposal: 'now' },
        { holder: 'Ben', shares: 2, rank: 2, ...minority, disposal: 'next' },
        { holder: 'Cal', shares: 2, rank: 2, ...minority, disposal: 'next' },
        { holder: 'Dee', shares: 2, rank: 2, ...minority, disposal: 'next' },
        { holder: 'Eve', shares: 0, rank: null, places: [], amount: 0, split: null, disposal: 'none' },
      ],
    });
  });

  test('after Ann sells all 4, the table still shows the shares she was paid for, and her disposal done', () => {
    const s = play(merged(), { type: 'dispose', player: 'Ann', sell: 4 }).state;
    const rows = payoutTable(s)!.rows;
    expect(rows.map((r) => [r.holder, r.shares, r.disposal])).toEqual([
      ['Ann', 4, 'done'],
      ['Ben', 2, 'now'],
      ['Cal', 2, 'next'],
      ['Dee', 2, 'next'],
      ['Eve', 0, 'none'],
    ]);
  });

  test('no table when no disposal waits', () => {
    expect(payoutTable(scenario({}))).toBeNull();
  });

  test('the two-player market: its drawn count takes part and is ranked, and it disposes of nothing', () => {
    // Ann 3 and Ben 1 Luxor; the market draws 5: it takes the majority ($2,000, kept by the bank), Ann the minority
    // ($1,000); Ben, third, gets nothing.
    const s0 = play(
      scenario({ players: ['Ann', 'Ben'], rules: { twoPlayerMarket: true }, chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 3 }, Ben: { Luxor: 1 } } }),
      { type: 'place', tile: '4A' },
    ).state;
    const s = play(s0, { type: 'market', shares: 5 }).state;
    const t = payoutTable(s)!;
    expect(t.market).toBe(5);
    expect(t.rows.map((r) => [r.holder, r.shares, r.rank, r.places, r.amount, r.disposal])).toEqual([
      [null, 5, 1, [1], 2000, 'none'],
      ['Ann', 3, 2, [2], 1000, 'now'],
      ['Ben', 1, 3, [], 0, 'next'],
    ]);
  });
});

describe('founding choices', () => {
  test('the chains not on the board, each with its tier and its price at the new size', () => {
    const s = play(scenario({ chains: { Tower: '1A 2A' }, loose: '5E 5D' }), { type: 'place', tile: '5F' }).state;
    const f = foundingChoices(s)!;
    expect(f.size).toBe(3);
    expect(f.choices.map((c) => [c.chain, c.tier, c.price])).toEqual([
      ['Luxor', 0, 300], ['American', 1, 400], ['Worldwide', 1, 400], ['Festival', 1, 400], ['Imperial', 2, 500], ['Continental', 2, 500],
    ]);
    expect(foundingChoices(scenario())).toBeNull();
  });
});

describe('net worth', () => {
  test('cash plus shares of chains on the board at their price; shares of chains off the board count nothing', () => {
    // Tower 5 tiles ($500), Continental 11 tiles ($900); Luxor is off the board.
    const s = scenario({
      chains: { Tower: '1A 2A 3A 4A 5A', Continental: '1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C' },
      shares: { Ann: { Tower: 2, Continental: 1, Luxor: 4 } },
      cash: { Ann: 1000 },
    });
    expect(netWorths(s)).toEqual([1000 + 2 * 500 + 900, 6000, 6000]);
  });
});

describe('the limits of a buy (docs/rules.md R23: at most 3 a turn, from the bank, paid in cash)', () => {
  // Tower 5 tiles ($500), Continental 11 tiles ($900); Ben and Cal hold 12 Tower each, so the bank has 25 - 24 = 1.
  const s = scenario({
    chains: { Tower: '1A 2A 3A 4A 5A', Continental: '1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C' },
    shares: { Ben: { Tower: 12 }, Cal: { Tower: 12 } },
    cash: { Ann: 2000 },
  });
  const most = (limits: ReturnType<typeof buyLimits>) => Object.fromEntries(limits.choices.map((c) => [c.chain, c.most]));

  test('nothing chosen: Tower 1 (the bank holds 1), Continental 2 (2,000 / 900 = 2.2)', () => {
    expect(most(buyLimits(s, {}))).toEqual({ Tower: 1, Continental: 2 });
    expect(buyLimits(s, {})).toMatchObject({ total: 0, cost: 0, cashAfter: 2000 });
  });

  test('1 Tower chosen: $500, cash after 1,500; Continental 1 more at most (1,500 / 900 = 1.7), Tower stays at 1', () => {
    const limits = buyLimits(s, { Tower: 1 });
    expect(limits).toMatchObject({ total: 1, cost: 500, cashAfter: 1500 });
    expect(most(limits)).toEqual({ Tower: 1, Continental: 1 });
  });

  test('3 in all is the turn\'s limit: with 1 Tower and 2 Continental ($2,300 on 3,000 cash) neither may grow', () => {
    const rich = scenario({ chains: { Tower: '1A 2A 3A 4A 5A', Continental: '1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C' }, cash: { Ann: 3000 } });
    const limits = buyLimits(rich, { Tower: 1, Continental: 2 });
    // 500 + 2 x 900 = 2,300; 3,000 - 2,300 = 700 left.
    expect(limits).toMatchObject({ total: 3, cost: 2300, cashAfter: 700 });
    expect(most(limits)).toEqual({ Tower: 1, Continental: 2 });
  });
});

describe('the end meter (docs/rules.md R25: a chain of 41 or more, or every chain on the board safe)', () => {
  const row = (letter: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${from + i}${letter}`).join(' ');

  test('no chain on the board: nothing to measure, the end is not near', () => {
    expect(endMeter(scenario({}))).toEqual({ largest: null, endSize: 41, safe: 0, onBoard: 0, reached: false });
  });

  test('American with 38 tiles and Tower with 11: the largest is 38 of 41, 2 of 2 chains safe, so the end may be declared', () => {
    // American: rows A-C full (3 × 12 = 36) and 1D 2D = 38 tiles. Tower: 1F-11F = 11 tiles, safe.
    const s = scenario({ chains: { American: `${row('A', 1, 12)} ${row('B', 1, 12)} ${row('C', 1, 12)} 1D 2D`, Tower: row('F', 1, 11) } });
    expect(endMeter(s)).toEqual({ largest: { chain: 'American', size: 38 }, endSize: 41, safe: 2, onBoard: 2, reached: true });
  });

  test('a 10-tile chain beside a safe one: 1 of 2 safe, the end not reached', () => {
    const s = scenario({ chains: { Tower: row('A', 1, 10), Luxor: row('C', 1, 12) } });
    expect(endMeter(s)).toEqual({ largest: { chain: 'Luxor', size: 12 }, endSize: 41, safe: 1, onBoard: 2, reached: false });
  });
});
