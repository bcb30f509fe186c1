// Player records across saved games (docs/decisions.md, "The game afterwards"): finished games only, the same record
// counted once, shared wins counted as such. The three games' results are worked out by hand in the fixtures.
import { describe, expect, test } from 'vitest';
import { playerRecords, recordKey } from '../../src/engine/afterwards.ts';
import { replay } from '../../src/engine/index.ts';
import { renamedScripted, sharedWinGame } from '../fixtures/finished-games.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

describe('player records', () => {
  test('the shared-win game ends as worked out: Ann and Ben 17,200 each, both first; Cal 6,000', () => {
    expect(replay(sharedWinGame()).state.standings).toEqual([
      { name: 'Ann', cash: 17200, rank: 1 },
      { name: 'Ben', cash: 17200, rank: 1 },
      { name: 'Cal', cash: 6000, rank: 3 },
    ]);
  });

  test('three games, one saved twice with its keys in another order: counted once; an unfinished game is not counted', () => {
    const scripted = scriptedRecord();
    // The same record as a file might write it: every object's keys reversed.
    const reordered = JSON.parse(JSON.stringify(scripted), (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v));
    expect(recordKey(reordered)).toBe(recordKey(scripted));
    const unfinished = { ...scripted, actions: scripted.actions.slice(0, 10) };
    const r = playerRecords([scripted, renamedScripted(), reordered, sharedWinGame(), unfinished]);
    expect([r.games, r.duplicates, r.unfinished]).toEqual([3, 1, 1]);
    // Ben: 15,300 (second) + 20,800 (first) + 17,200 (shared first) = 53,300, average 17,766.67 → 17,767. Luxor
    // brought him 7,000 + 6 × 700 = 11,200, then (in Ann's seat) 3,500 + 3 × 700 = 5,600, then 10,500 + 700 = 11,200:
    // 28,000.
    // Ann: 20,800 (first) + 11,700 + 17,200 (shared first) = 49,700, average 16,566.67 → 16,567. Tower: 1,500 (in
    // Cal's seat) + 10,500 + 700 = 12,700, more than Luxor's 5,600 + 1,400 = 7,000 or Festival's 4,500 + 600.
    // Cal: 11,700 + 15,300 + 6,000 = 33,000, average 11,000. Luxor: 1,400 + 11,200 = 12,600.
    expect(r.players).toEqual([
      { name: 'Ben', games: 3, wins: 2, sharedWins: 1, averageMoney: 17767, bestMoney: 20800, bestChain: { chain: 'Luxor', earned: 28000 } },
      { name: 'Ann', games: 3, wins: 2, sharedWins: 1, averageMoney: 16567, bestMoney: 20800, bestChain: { chain: 'Tower', earned: 12700 } },
      { name: 'Cal', games: 3, wins: 0, sharedWins: 0, averageMoney: 11000, bestMoney: 15300, bestChain: { chain: 'Luxor', earned: 12600 } },
    ]);
  });

  test('"José" typed with its accent as one character (NFC) or as e and a mark (NFD) is one player', () => {
    // Ann renamed everywhere in the scripted game (her seat and the entries that name her).
    const as = (name: string) => JSON.parse(JSON.stringify(scriptedRecord()).replaceAll('"Ann"', JSON.stringify(name)));
    const composed = 'Jos\u00e9';
    const decomposed = 'Jose\u0301';
    expect(composed.length === decomposed.length).toBe(false);
    const r = playerRecords([as(composed), as(decomposed)]);
    // Two records (the names differ as written), one player: 2 games as José, 2 as Ben, 2 as Cal.
    expect(r.games).toBe(2);
    expect(r.players.map((p) => [p.name, p.games])).toEqual(expect.arrayContaining([[composed, 2], ['Ben', 2], ['Cal', 2]]));
    expect(r.players).toHaveLength(3);
  });

  test('no finished game: no records', () => {
    expect(playerRecords([])).toEqual({ players: [], games: 0, duplicates: 0, unfinished: 0 });
  });
});
