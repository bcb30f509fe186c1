// docs/rules.md R19T (RULINGS.md "Tycoon mode"): three places paid, by the Tycoon chart, every tie case worked by
// hand. Amounts are typed from the published chart, never computed from the engine's table.
import { describe, expect, test } from 'vitest';
import { gameStory } from '../../src/engine/afterwards.ts';
import { awardBonuses, parseRecord, placeBonuses, resolveSetup, standingsIfEndedNow, type Holding } from '../../src/engine/index.ts';
import { cashOf, eventsOf, play, run, scenario } from '../fixtures/scenario.ts';
import { TOWER_TAKEN_OVER } from '../fixtures/tower-taken-over.ts';

const holdings = (...shares: number[]): Holding[] => shares.map((n, i) => ({ holder: i, shares: n }));
// A $300 share (a cheap chain of 3 tiles): 1st $3,000, 2nd $2,200, 3rd $1,500 (the Tycoon chart).
const AT_300 = [3000, 2200, 1500];
const paid = (h: Holding[], bonuses = AT_300) =>
  Object.fromEntries(awardBonuses(h, bonuses).map((a) => [a.holder === null ? 'market' : a.holder, a.amount]));
const places = (h: Holding[], bonuses = AT_300) => Object.fromEntries(awardBonuses(h, bonuses).map((a) => [a.holder === null ? 'market' : a.holder, a.places]));

describe('the Tycoon chart', () => {
  test('1st is 10 x the price, 3rd 5 x, and 2nd is the chart\'s own figure for each price', () => {
    expect(placeBonuses(0, 2, true)).toEqual([2000, 1500, 1000]); // Tower at 2 tiles: $200
    expect(placeBonuses(0, 3, true)).toEqual([3000, 2200, 1500]); // $300
    expect(placeBonuses(0, 5, true)).toEqual([5000, 3700, 2500]); // $500
    expect(placeBonuses(1, 5, true)).toEqual([6000, 4200, 3000]); // American at 5: 500 + 100 = $600
    expect(placeBonuses(2, 6, true)).toEqual([8000, 5700, 4000]); // Continental at 6: 600 + 200 = $800
    expect(placeBonuses(0, 31, true)).toEqual([9000, 6200, 4500]); // $900
    expect(placeBonuses(1, 41, true)).toEqual([11000, 7700, 5500]); // 1,000 + 100 = $1,100
    expect(placeBonuses(2, 41, true)).toEqual([12000, 8200, 6000]); // Imperial at 41: $1,200
    // The classic chart is unchanged by the option.
    expect(placeBonuses(2, 41, false)).toEqual([12000, 6000]);
  });
});

describe('who is paid in Tycoon mode', () => {
  test('a sole holder takes all three bonuses: 3,000 + 2,200 + 1,500 = 6,700', () => {
    expect(paid(holdings(0, 5, 0))).toEqual({ 1: 6700 });
    expect(places(holdings(0, 5, 0))).toEqual({ 1: [1, 2, 3] });
  });

  test('two holders: the first takes the 1st, the second takes 2nd + 3rd (2,200 + 1,500 = 3,700)', () => {
    expect(paid(holdings(5, 3))).toEqual({ 0: 3000, 1: 3700 });
    expect(places(holdings(5, 3))).toEqual({ 0: [1], 1: [2, 3] });
  });

  test('three holders, no tie: 1st, 2nd and 3rd', () => {
    expect(paid(holdings(5, 3, 1))).toEqual({ 0: 3000, 1: 2200, 2: 1500 });
  });

  test('two tied for first share 1st + 2nd, the next holder is third', () => {
    // (3,000 + 2,200) / 2 = 2,600 each; the third holder 1,500.
    expect(paid(holdings(4, 4, 2))).toEqual({ 0: 2600, 1: 2600, 2: 1500 });
    // At $500 (5,000 / 3,700 / 2,500): (5,000 + 3,700) / 2 = 4,350 → 4,400 each.
    expect(paid(holdings(6, 6, 1), [5000, 3700, 2500])).toEqual({ 0: 4400, 1: 4400, 2: 2500 });
  });

  test('two tied for first with nobody else: they share all three (6,700 / 2 = 3,350 → 3,400)', () => {
    expect(paid(holdings(4, 4))).toEqual({ 0: 3400, 1: 3400 });
  });

  test('three or more tied for first share all three', () => {
    // 6,700 / 3 = 2,233.33 → 2,300 each; the fourth holder, behind them, gets nothing.
    expect(paid(holdings(3, 3, 3, 1))).toEqual({ 0: 2300, 1: 2300, 2: 2300 });
    // Four tied: 6,700 / 4 = 1,675 → 1,700 each.
    expect(paid(holdings(2, 2, 2, 2))).toEqual({ 0: 1700, 1: 1700, 2: 1700, 3: 1700 });
  });

  test('a clear first and a tie for second: the tied share 2nd + 3rd', () => {
    // (2,200 + 1,500) / 2 = 1,850 → 1,900 each; a fourth holder behind them gets nothing.
    expect(paid(holdings(6, 3, 3, 1))).toEqual({ 0: 3000, 1: 1900, 2: 1900 });
    expect(places(holdings(6, 3, 3))).toEqual({ 0: [1], 1: [2, 3], 2: [2, 3] });
  });

  test('a tie for third shares the 3rd: $1,500 ÷ 2 = $750, rounded up to $800', () => {
    expect(paid(holdings(6, 4, 2, 2))).toEqual({ 0: 3000, 1: 2200, 2: 800, 3: 800 });
    const [, , cal] = awardBonuses(holdings(6, 4, 2, 2), AT_300);
    expect(cal).toMatchObject({ places: [3], pot: 1500, tiedWith: [3] });
  });

  test('four holders, no tie: the fourth gets nothing', () => {
    expect(paid(holdings(7, 5, 3, 1))).toEqual({ 0: 3000, 1: 2200, 2: 1500 });
  });

  test('the two-player market takes a place like any holder; its bonus stays in the bank', () => {
    const market = (n: number): Holding => ({ holder: null, shares: n });
    // First place: the market's 8 beat Ann's 5 and Ben's 2.
    expect(paid([...holdings(5, 2), market(8)])).toEqual({ market: 3000, 0: 2200, 1: 1500 });
    // Second place.
    expect(paid([...holdings(9, 1), market(6)])).toEqual({ 0: 3000, market: 2200, 1: 1500 });
    // Third place.
    expect(paid([...holdings(9, 6), market(2)])).toEqual({ 0: 3000, 1: 2200, market: 1500 });
    // Tied with Ann for first: (3,000 + 2,200) / 2 = 2,600 each; Ben third.
    expect(paid([...holdings(5, 1), market(5)])).toEqual({ 0: 2600, market: 2600, 1: 1500 });
    // Alone with one player, second: the market takes 2nd + 3rd.
    expect(paid([...holdings(9), market(4)])).toEqual({ 0: 3000, market: 3700 });
  });

  test('with two places the same rule is the classic one: a sole holder takes both, a tie for first shares both', () => {
    expect(paid(holdings(0, 5), [3000, 1500])).toEqual({ 1: 4500 });
    expect(paid(holdings(4, 4, 2), [3000, 1500])).toEqual({ 0: 2300, 1: 2300 });
    expect(paid(holdings(6, 3, 3), [3000, 1500])).toEqual({ 0: 3000, 1: 800, 2: 800 });
  });
});

describe('a Tycoon game', () => {
  test('the setup says it as rules.tycoon; absent is classic; anything but true or false is refused', () => {
    const record = (rules: unknown) => JSON.stringify({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben', 'Cal'], rules }, actions: [] });
    const on = parseRecord(record({ tycoon: true }));
    expect(on.ok && resolveSetup(on.record.setup).rules.tycoon).toBe(true);
    expect(resolveSetup({ players: ['Ann', 'Ben', 'Cal'] }).rules.tycoon).toBe(false);
    const refused = parseRecord(record({ tycoon: 'yes' }));
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.error).toEqual({ path: 'setup.rules.tycoon', message: 'must be true or false' });
  });

  test('a merger of three chains pays three places for each defunct chain, largest defunct first', () => {
    // Continental 1D-5D (5 tiles) survives; Luxor 6E-8E (3 tiles, $300: 3,000 / 2,200 / 1,500) and Tower 5F 5G
    // (2 tiles, $200: 2,000 / 1,500 / 1,000) go defunct when Ann places 5E.
    // Luxor: Ann 4 → 3,000; Ben 2 → 2,200; Cal 1 → 1,500.
    // Tower: Ann 2 = Ben 2 → (2,000 + 1,500) / 2 = 1,750 → 1,800 each; Cal 1 → 1,000.
    const s = scenario({
      rules: { tycoon: true },
      chains: { Continental: run('1D', 5), Luxor: '6E 7E 8E', Tower: '5F 5G' },
      shares: { Ann: { Luxor: 4, Tower: 2 }, Ben: { Luxor: 2, Tower: 2 }, Cal: { Luxor: 1, Tower: 1 } },
    });
    const keep = (player: string) => ({ type: 'dispose' as const, player });
    const { state, events } = play(s, { type: 'place', tile: '5E' }, keep('Ann'), keep('Ben'), keep('Cal'));
    expect(eventsOf(events, 'bonus').map((e) => [e.chain, e.player, e.places, e.amount])).toEqual([
      ['Luxor', 'Ann', [1], 3000],
      ['Luxor', 'Ben', [2], 2200],
      ['Luxor', 'Cal', [3], 1500],
      ['Tower', 'Ann', [1, 2], 1800],
      ['Tower', 'Ben', [1, 2], 1800],
      ['Tower', 'Cal', [3], 1000],
    ]);
    // 6,000 each at the start: Ann + 3,000 + 1,800; Ben + 2,200 + 1,800; Cal + 1,500 + 1,000.
    expect(cashOf(state)).toEqual({ Ann: 10800, Ben: 10000, Cal: 8500 });
  });

  test('the end pays three places for every chain on the board, then sells every share', () => {
    // Tower (cheap, 11 tiles: $700 → 7,000 / 5,000 / 3,500): Ann 4 = Ben 4, nobody third: they share all three,
    // 15,500 / 2 = 7,750 → 7,800 each; sales 4 x 700 = 2,800 each.
    // Imperial (expensive, 12 tiles: $900 → 9,000 / 6,200 / 4,500): Cal 5 → 9,000; Ann 2 takes 2nd + 3rd, 10,700;
    // sales Cal 5 x 900 = 4,500, Ann 2 x 900 = 1,800. Ann's Luxor is off the board: worth nothing.
    const s = scenario({
      rules: { tycoon: true },
      chains: { Tower: run('1A', 11), Imperial: run('1C', 12) },
      shares: { Ann: { Tower: 4, Imperial: 2, Luxor: 3 }, Ben: { Tower: 4 }, Cal: { Imperial: 5 } },
    });
    // "If the game ended now" pays the same three places before anyone declares.
    expect(standingsIfEndedNow(s).standings.map((x) => x.cash)).toEqual([29100, 16600, 19500]);
    const { state } = play(s, { type: 'declareEnd' }, { type: 'skipPlace' }, { type: 'endTurn' });
    // Ann 6,000 + 7,800 + 10,700 + 2,800 + 1,800; Ben 6,000 + 7,800 + 2,800; Cal 6,000 + 9,000 + 4,500.
    expect(cashOf(state)).toEqual({ Ann: 29100, Ben: 16600, Cal: 19500 });
    expect(state.standings!.map((x) => [x.name, x.rank])).toEqual([
      ['Ann', 1],
      ['Ben', 3],
      ['Cal', 2],
    ]);
  });

  test('the net-worth story counts a third-place bonus like the others', () => {
    // The UI test's merger, replayed as a record: Tower (3 tiles, $300) pays Ben 3,000 (1st) and Ann and Cal 1,900
    // each (2nd + 3rd shared): 6,800 in bonuses, the biggest merger's total.
    const story = gameStory({
      format: 'mergemaker-game',
      version: 1,
      setup: { players: ['Ann', 'Ben', 'Cal'], rules: { tycoon: true } },
      actions: TOWER_TAKEN_OVER,
    });
    expect(story.stats.map((p) => [p.name, p.bonusTotal])).toEqual([
      ['Ann', 1900],
      ['Ben', 3000],
      ['Cal', 1900],
    ]);
  });
});
