// The game told over time (docs/decisions.md, "The game afterwards"): net worth after each turn, mergers, foundings
// and statistics, all from the record. The scripted game's numbers are worked out by hand below.
import { describe, expect, test } from 'vitest';
import { gameStory } from '../../src/engine/afterwards.ts';
import { replay } from '../../src/engine/index.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

describe('the scripted game told over time', () => {
  const story = gameStory(scriptedRecord());

  test('net worth after every turn, cash plus shares at that turn\'s price; the last point is the final money', () => {
    // Cheap chains (Tower, Luxor): 2 tiles $200, 5 $500, 6-10 $600, 11-20 $700; middle (American, Worldwide,
    // Festival): 2 tiles $300. Shares of a chain taken over are worth nothing. Worked turn by turn:
    //  1 Ann 1A: all 6,000.
    //  2 Ben founds Tower, buys 2: 5,600 + 3 × 200 = 6,200.
    //  3 Cal buys 3 Tower: 5,400 + 3 × 200 = 6,000.
    //  4 Ann founds Luxor, buys 2: 5,600 + 3 × 200 = 6,200.
    //  5 Ben pays Ann 600 for a Luxor; 3A: Tower pays Ben and Cal 1,500 each; Ben sells 1 (200), trades 2 for 1
    //    Luxor, buys 1 Luxor at 500. Luxor 5 tiles, $500. Ann 6,200 + 2 × 500 = 7,200; Ben 6,200 + 3 × 500 =
    //    7,700; Cal 6,900 (3 Tower: nothing).
    //  6 Cal buys 1 Luxor: 6,400 + 500 = 6,900.
    //  7 Ann founds American, buys 2: 5,600 + 3 × 300 + 2 × 500 = 7,500.
    //  8 Ben 6C: no change.
    //  9 Cal founds Worldwide, buys 2: 5,800 + 3 × 300 + 500 = 7,200.
    // 10 Ann 5B grows Luxor to 6 ($600): Ann 5,600 + 900 + 2 × 600 = 7,700; Ben 6,200 + 3 × 600 = 8,000;
    //    Cal 5,800 + 900 + 600 = 7,300.
    // 11 Ben 6B: American pays Ann 4,500, she sells 1 (300) and trades 2; Worldwide pays Cal 4,500, he trades 2.
    //    Luxor 11 tiles, $700; Ben buys 2: 4,800. Ann 10,400 + 3 × 700 = 12,500; Ben 4,800 + 5 × 700 = 8,300;
    //    Cal 10,300 + 2 × 700 = 11,700.
    // 12 Cal 10B: no change.
    // 13 Ann founds Festival, buys 1: 10,100 + 2 × 300 + 3 × 700 = 12,800.
    // 14 the end: Ann 20,800, Ben 15,300, Cal 11,700 (the final money, worked out in scripted-game.test.ts).
    expect(story.points.map((p) => [p.turn, ...p.worths])).toEqual([
      [0, 6000, 6000, 6000],
      [1, 6000, 6000, 6000],
      [2, 6000, 6200, 6000],
      [3, 6000, 6200, 6000],
      [4, 6200, 6200, 6000],
      [5, 7200, 7700, 6900],
      [6, 7200, 7700, 6900],
      [7, 7500, 7700, 6900],
      [8, 7500, 7700, 6900],
      [9, 7500, 7700, 7200],
      [10, 7700, 8000, 7300],
      [11, 12500, 8300, 11700],
      [12, 12500, 8300, 11700],
      [13, 12800, 8300, 11700],
      [14, 20800, 15300, 11700],
    ]);
    expect(story.points.map((p) => p.final)).toEqual([...Array(14).fill(false), true]);
  });

  test('the lead: Ben from turn 2 (tied with Ann at 4), Ann from turn 11: one change', () => {
    expect(story.leaders).toEqual([null, null, 'Ben', 'Ben', null, 'Ben', 'Ben', 'Ben', 'Ben', 'Ben', 'Ben', 'Ann', 'Ann', 'Ann', 'Ann']);
    expect(story.leadChanges).toBe(1);
  });

  test('three mergers in Ben\'s turns 5, 11 and 14; the biggest paid 4,500 + 4,500', () => {
    // 5: Tower (2) into Luxor (2) + 3A = 5 tiles; Ben and Cal 1,500 each. 11: American and Worldwide (2 each) into
    // Luxor (6) + 6B = 11; 4,500 each. 14: Festival (2) into Luxor (11) + 9B = 14; Ann 4,500.
    expect(story.mergers).toEqual([
      { turn: 5, player: 'Ben', survivor: 'Luxor', defunct: ['Tower'], size: 5, bonuses: 3000 },
      { turn: 11, player: 'Ben', survivor: 'Luxor', defunct: ['American', 'Worldwide'], size: 11, bonuses: 9000 },
      { turn: 14, player: 'Ben', survivor: 'Luxor', defunct: ['Festival'], size: 14, bonuses: 4500 },
    ]);
    expect(story.biggestMerger).toEqual(story.mergers[1]);
  });

  test('who founded what', () => {
    expect(story.foundings).toEqual([
      { turn: 2, chain: 'Tower', player: 'Ben' },
      { turn: 4, chain: 'Luxor', player: 'Ann' },
      { turn: 7, chain: 'American', player: 'Ann' },
      { turn: 9, chain: 'Worldwide', player: 'Cal' },
      { turn: 13, chain: 'Festival', player: 'Ann' },
    ]);
  });

  test('each player\'s bonuses, buys, sales, trade-ins and what each chain brought', () => {
    // Ann: bonuses American 4,500, Festival 4,500, Luxor's minority at the end 3,500. Bought 2 Luxor (400),
    // 2 American (600), 1 Festival (300). Sold 1 American (300), 2 Festival (600), 3 Luxor at the end (2,100).
    // Ben: Tower 1,500, Luxor's majority 7,000. Bought 2 Tower (400), 1 Luxor at 500, 2 at 700, 1 at 700 (3,000).
    // Sold 1 Tower (200) and 6 Luxor at the end (4,200). Cal: Tower 1,500, Worldwide 4,500. Bought 3 Tower (600),
    // 1 Luxor (500), 2 Worldwide (600). Sold 2 Luxor at the end (1,400).
    expect(story.stats).toEqual([
      { name: 'Ann', bonuses: { American: 4500, Festival: 4500, Luxor: 3500 }, bonusTotal: 12500, bought: 5, spent: 1300, sold: 6, soldFor: 3000, tradedIn: 2, received: 1, playerTrades: 1, earned: { American: 4800, Festival: 5100, Luxor: 5600 } },
      { name: 'Ben', bonuses: { Tower: 1500, Luxor: 7000 }, bonusTotal: 8500, bought: 6, spent: 3000, sold: 7, soldFor: 4400, tradedIn: 2, received: 1, playerTrades: 1, earned: { Tower: 1700, Luxor: 11200 } },
      { name: 'Cal', bonuses: { Tower: 1500, Worldwide: 4500 }, bonusTotal: 6000, bought: 6, spent: 1700, sold: 2, soldFor: 1400, tradedIn: 2, received: 1, playerTrades: 0, earned: { Tower: 1500, Worldwide: 4500, Luxor: 1400 } },
    ]);
  });
});

describe('any game told over time', () => {
  test('one point per ended turn after the start; an ended game ends on its standings; money adds up', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { record } = randomGame(seed, { players: 2 + (seed % 5) });
      const { state, events } = replay(record, { events: true });
      const story = gameStory(record);
      const turns = events.filter((e) => e.type === 'turnEnded').length;
      expect(story.points.map((p) => p.turn)).toEqual(Array.from({ length: turns + 1 }, (_, i) => i));
      const last = story.points.at(-1)!;
      if (state.standings) expect(last.worths).toEqual(story.players.map((n) => state.standings!.find((s) => s.name === n)!.cash));
      expect(last.final).toBe(state.standings !== null);
      expect(story.standings).toEqual(state.standings);
      // Every bonus paid to a player is counted once, by player and chain.
      const paid = events.reduce((t, e) => t + (e.type === 'bonus' && e.player !== null ? e.amount : 0), 0);
      expect(story.stats.reduce((t, s) => t + s.bonusTotal, 0)).toBe(paid);
      expect(story.stats.reduce((t, s) => t + Object.values(s.bonuses).reduce((a, b) => a + b, 0), 0)).toBe(paid);
      expect(story.mergers).toHaveLength(events.filter((e) => e.type === 'mergerCompleted').length);
    }
  });
});
