// What a viewer may see (docs/rules.md R27, docs/decisions.md 51): closed holdings hide holdings, worths, standings
// and who would be paid from the table; the banker's view and open holdings show them.
import { describe, expect, test } from 'vitest';
import { gameView, listedLeaders, standingsView } from '../../src/engine/index.ts';
import { scenario } from '../fixtures/scenario.ts';

describe("the table's view of a game", () => {
  const position = (holdings: 'open' | 'closed') => scenario({ rules: { holdings }, chains: { Tower: '1A 2A' }, shares: { Ann: { Tower: 3 } } });

  test('closed holdings: the table sees each cash, never shares, worths, standings or who Tower would pay', () => {
    const v = gameView(position('closed'), 'table');
    expect(v.open).toBe(false);
    expect(v.players).toEqual([
      { name: 'Ann', cash: 6000, shares: null, worth: null },
      { name: 'Ben', cash: 6000, shares: null, worth: null },
      { name: 'Cal', cash: 6000, shares: null, worth: null },
    ]);
    expect(standingsView(position('closed'), 'table')).toBeNull();
    expect(v.chains.find((c) => c.chain === 'Tower')).toMatchObject({ size: 2, price: 200, bankShares: 22, bonuses: null });
  });

  test("the banker's view, and open holdings, see everything: Ann's 3 Tower at $200 make her worth $6,600", () => {
    expect(standingsView(position('closed'), 'banker')![0]!.name).toBe('Ann');
    expect(standingsView(position('open'), 'table')![0]!.name).toBe('Ann');
    for (const v of [gameView(position('closed'), 'banker'), gameView(position('open'), 'table')]) {
      expect(v.open).toBe(true);
      expect([v.players[0]!.shares![0], v.players[0]!.worth]).toEqual([3, 6600]);
      // Ann alone holds Tower: majority $2,000 and minority $1,000 are both hers.
      expect(v.chains.find((c) => c.chain === 'Tower')!.bonuses).toMatchObject([{ player: 'Ann', shares: 3, amount: 3000, places: [1, 2] }]);
    }
  });

  test("the saved-games list names a game's leaders only where the table sees holdings, and its winners once ended", () => {
    const closed = { setup: { rules: { holdings: 'closed' as const } }, leaders: ['Ann'] };
    expect(listedLeaders({ ...closed, status: 'playing' })).toEqual([]);
    expect(listedLeaders({ ...closed, status: 'ended' })).toEqual(['Ann']);
    expect(listedLeaders({ setup: {}, leaders: ['Ann'], status: 'playing' })).toEqual(['Ann']);
  });
});
