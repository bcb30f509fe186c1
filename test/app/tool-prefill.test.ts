// Quick tools opened from a game start from its numbers.
import { describe, expect, test } from 'vitest';
import { openSession } from '../../src/app/session.ts';
import { mergerEntries, tallyEntries } from '../../src/app/tool-prefill.ts';
import { gameView, type Action } from '../../src/engine/index.ts';

const session = (actions: Action[], players = ['Ann', 'Ben', 'Cal']) => {
  const s = openSession('t', { format: 'mergemaker-game', version: 1, setup: { players }, actions });
  if ('error' in s) throw new Error(s.error.message);
  return s;
};
const upToMerger: Action[] = [
  { type: 'place', tile: '1A' }, { type: 'endTurn' },
  { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' },
  { type: 'place', tile: '4A' }, { type: 'buy', shares: { Tower: 1 } }, { type: 'endTurn' },
  { type: 'place', tile: '5A' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
  { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Luxor' },
];

describe('prefilled quick tools', () => {
  test('the merger calculator gets the holdings as they were at the payout, even after a holder has sold', () => {
    const s = session([...upToMerger, { type: 'dispose', player: 'Ben', sell: 3 }]);
    expect(s.state.players[1]!.shares[0]).toBe(0);
    expect(mergerEntries(s.state, gameView(s.state, 'table'))).toEqual({
      chain: 'Tower',
      size: 2,
      holders: [{ name: 'Ann', shares: 0 }, { name: 'Ben', shares: 3 }, { name: 'Cal', shares: 1 }],
      market: null,
      bankSurvivor: 24,
      tycoon: false,
    });
  });

  test('a chain defunct before, founded again and now merging: the holdings come from this merger, not the old one', () => {
    // Turns 1-5 as above: Ben's 3A merges Tower into Luxor; Ben (3 Tower) sells 3, Cal keeps his 1, Ann holds none.
    // Turn 6 Cal 1C; turn 7 Ann 2C founds Tower again (free share); turn 8 Ben 5C; turn 9 Cal 4C founds Worldwide;
    // turn 10 Ann's 3C joins Tower (2) and Worldwide (2): a tie, waiting for Ann's survivor choice.
    const s = session([
      ...upToMerger,
      { type: 'dispose', player: 'Ben', sell: 3 }, { type: 'dispose', player: 'Cal' }, { type: 'endTurn' },
      { type: 'place', tile: '1C' }, { type: 'endTurn' },
      { type: 'place', tile: '2C' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' },
      { type: 'place', tile: '5C' }, { type: 'endTurn' },
      { type: 'place', tile: '4C' }, { type: 'found', chain: 'Worldwide' }, { type: 'endTurn' },
      { type: 'place', tile: '3C' },
    ]);
    expect(s.state.awaiting).toBe('survivor');
    // Tower now: Ann 1 (founder's share), Ben 0 (sold all 3 in the old merger), Cal 1 (kept from the old merger).
    expect(mergerEntries(s.state, gameView(s.state, 'table'))?.holders).toEqual([{ name: 'Ann', shares: 1 }, { name: 'Ben', shares: 0 }, { name: 'Cal', shares: 1 }]);
  });

  test('with two players the market holder is the draw the game used for this payout', () => {
    // Ann founds Tower, Ben founds Luxor; Ann's 3A ties them, Luxor survives; Tower's payout waits for the draw.
    const actions: Action[] = [
      { type: 'place', tile: '1A' }, { type: 'endTurn' },
      { type: 'place', tile: '5A' }, { type: 'endTurn' },
      { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' },
      { type: 'place', tile: '4A' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
      { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Luxor' },
    ];
    const waiting = session(actions, ['Ann', 'Ben']);
    expect(waiting.state.awaiting).toBe('market');
    expect(mergerEntries(waiting.state, gameView(waiting.state, 'table'))?.market).toBeNull();
    const drawn = session([...actions, { type: 'market', shares: 7 }], ['Ann', 'Ben']);
    expect(mergerEntries(drawn.state, gameView(drawn.state, 'table'))).toMatchObject({ chain: 'Tower', market: 7, holders: [{ name: 'Ann', shares: 1 }, { name: 'Ben', shares: 0 }] });
  });

  test('no merger open: nothing to prefill; the tally gets the chains on the board and every player', () => {
    const s = session(upToMerger.slice(0, 12));
    expect(mergerEntries(s.state, gameView(s.state, 'table'))).toBeNull();
    expect(tallyEntries(s.state, gameView(s.state, 'table'))).toEqual({
      edition: 'classic',
      chains: { Tower: 2, Luxor: 2 },
      players: [
        { name: 'Ann', cash: 6000, shares: { Luxor: 1 } },
        { name: 'Ben', cash: 5600, shares: { Tower: 3 } },
        { name: 'Cal', cash: 5800, shares: { Tower: 1 } },
      ],
    });
  });
});
