// The scripted game the browser test plays through the UI, checked against the engine first.
import { describe, expect, test } from 'vitest';
import { replay, summarize } from '../../src/engine/index.ts';
import { eventsOf } from '../fixtures/scenario.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

describe('the scripted browser game', () => {
  test('replays to the end with every kind of entry', () => {
    const { state, error, events } = replay(scriptedRecord(), { events: true });
    expect(error).toBeNull();
    expect(state.awaiting).toBe('ended');
    expect(eventsOf(events, 'survivorChosen').some((e) => e.byChoice)).toBe(true);
    expect(eventsOf(events, 'defunctStarted').some((e) => e.byChoice)).toBe(true);
    expect(eventsOf(events, 'mergerStarted').map((e) => e.chains.length)).toEqual([2, 3, 2]);
    expect(eventsOf(events, 'bonus').filter((e) => e.tiedWith.length > 0)).toHaveLength(2);
    const disposals = eventsOf(events, 'disposed');
    expect(disposals.some((d) => d.sell > 0) && disposals.some((d) => d.trade > 0) && disposals.some((d) => d.keep > 0)).toBe(true);
    // Cash, turn by turn (everyone starts with 6,000; Tower and Luxor cheap, the others middle tier):
    //  Ben founds Tower, buys 2 at 200 → 5,600. Cal buys 3 Tower at 200 → 5,400. Ann founds Luxor, buys 2 at 200
    //  → 5,600. Ben pays Ann 600 for a Luxor: Ben 5,000, Ann 6,200. 3A: Tower (2, $200) defunct; Ben 3 and Cal 3
    //  tie: (2,000 + 1,000) / 2 = 1,500 each → Ben 6,500, Cal 6,900; Ben sells 1 at 200 → 6,700, trades 2 for 1
    //  Luxor; buys 1 Luxor at 500 (5 tiles) → 6,200. Cal buys 1 Luxor at 500 → 6,400. Ann founds American, buys
    //  2 at 300 → 5,600. Cal founds Worldwide, buys 2 at 300 → 5,800. 6B: American (2, $300) pays Ann alone
    //  3,000 + 1,500 → 10,100, she sells 1 at 300 → 10,400 and trades 2; Worldwide (2, $300) pays Cal alone 4,500
    //  → 10,300, he trades 2. Luxor is 6 + 2 + 2 + 1 = 11 ($700); Ben buys 2 → 4,800. Ann founds Festival, buys 1
    //  at 300 → 10,100. 9B: Festival (2, $300) pays Ann alone 4,500 → 14,600; she sells 2 → 15,200. Ben buys 1
    //  Luxor at 700 → 4,100.
    // The end: Luxor (14 tiles, $700) is the only chain. Ben 6 holds the majority (7,000), Ann 3 the minority
    //  (3,500), Cal 2; every Luxor share sells at 700; Cal's 3 Tower and 1 Worldwide are worth nothing.
    //  Ann 15,200 + 3,500 + 3 × 700 = 20,800; Ben 4,100 + 7,000 + 6 × 700 = 15,300; Cal 10,300 + 2 × 700 = 11,700.
    expect(summarize(state).standings).toEqual([
      { name: 'Ann', cash: 20800, rank: 1 },
      { name: 'Ben', cash: 15300, rank: 2 },
      { name: 'Cal', cash: 11700, rank: 3 },
    ]);
  });
});
