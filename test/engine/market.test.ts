// docs/rules.md R21: with two players, the stock market as a third holder.
import { describe, expect, test } from 'vitest';
import { EMPTY, LOOSE, marketDrawChain, marketDrawFromTilesLeft, parseTile, resolveSetup, tilesLeft } from '../../src/engine/index.ts';
import { cashOf, eventsOf, play, refusal, scenario, view } from '../fixtures/scenario.ts';

const two = (spec = {}) =>
  scenario({
    players: ['Ann', 'Ben'],
    chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' },
    shares: { Ann: { Luxor: 5 }, Ben: { Luxor: 2 } },
    ...spec,
  });

describe('the two-player market', () => {
  test('is on by default for exactly 2 players and off for more', () => {
    expect(resolveSetup({ players: ['Ann', 'Ben'] }).rules.twoPlayerMarket).toBe(true);
    expect(resolveSetup({ players: ['Ann', 'Ben', 'Cal'] }).rules.twoPlayerMarket).toBe(false);
    expect(resolveSetup({ players: ['Ann', 'Ben'], rules: { twoPlayerMarket: false } }).rules.twoPlayerMarket).toBe(false);
  });

  test('a merger payout waits for the draw: N shares, N the column of a tile drawn (1-12)', () => {
    const s = play(two(), { type: 'place', tile: '4A' }).state;
    expect(s.awaiting).toBe('market');
    expect(refusal(s, { type: 'market', shares: 0 }).code).toBe('market/out-of-range');
    expect(refusal(s, { type: 'market', shares: 13 }).code).toBe('market/out-of-range');
    expect(refusal(s, { type: 'market', shares: 2.5 }).code).toBe('market/out-of-range');
    expect(refusal(s, { type: 'dispose', player: 'Ann' }).code).toBe('dispose/not-now');
  });

  test('in a merger the draw is for the defunct chain, and no draw is asked once it is entered', () => {
    // 4A joins Tower (3) and Luxor (2): Luxor is defunct, so the market's draw is for Luxor.
    const s = play(two(), { type: 'place', tile: '4A' }).state;
    expect(marketDrawChain(s)).toBe('Luxor');
    expect(marketDrawChain(play(s, { type: 'market', shares: 7 }).state)).toBeNull();
    expect(marketDrawChain(two())).toBeNull();
  });

  test('the market takes part in majority/minority like a player; a bonus it wins stays in the bank', () => {
    // Luxor 2 tiles ($200): majority $2,000, minority $1,000. Market 7 > Ann 5 > Ben 2.
    const { state, events } = play(two(), { type: 'place', tile: '4A' }, { type: 'market', shares: 7 });
    expect(eventsOf(events, 'bonus').map((e) => [e.player, e.places, e.amount])).toEqual([
      [null, [1], 2000],
      ['Ann', [2], 1000],
    ]);
    expect(cashOf(state)).toEqual({ Ann: 7000, Ben: 6000 });
    expect(view(state).awaitingPlayer).toBe('Ann');
  });

  test('a tie with the market splits majority + minority, rounded up', () => {
    const { state } = play(two(), { type: 'place', tile: '4A' }, { type: 'market', shares: 5 });
    expect(cashOf(state)).toEqual({ Ann: 7500, Ben: 6000 });
  });

  test('the market never sells, trades or holds shares', () => {
    const { state } = play(two(), { type: 'place', tile: '4A' }, { type: 'market', shares: 12 });
    const done = play(state, { type: 'dispose', player: 'Ann', sell: 5 }, { type: 'dispose', player: 'Ben', trade: 2 }).state;
    expect(view(done).bank).toMatchObject({ Luxor: 25, Tower: 24 });
    expect(view(done).players.map((p) => p.shares)).toEqual([{}, { Tower: 1 }]);
  });

  test('no draw is needed for a chain no player holds', () => {
    const s = two({ shares: {} });
    const { state, events } = play(s, { type: 'place', tile: '4A' });
    expect(state.awaiting).toBe('buy');
    expect(eventsOf(events, 'bonus')).toEqual([]);
  });

  test('with the option off, two players pay bonuses between themselves', () => {
    const { state } = play(two({ rules: { twoPlayerMarket: false } }), { type: 'place', tile: '4A' });
    expect(state.awaiting).toBe('dispose');
    expect(cashOf(state)).toEqual({ Ann: 8000, Ben: 7000 });
  });

  test('at the end, one draw per chain on the board that a player holds, smallest first, a size tie in edition order', () => {
    const s = scenario({
      players: ['Ann', 'Ben'],
      chains: {
        Continental: '1A 2A 3A 4A 5A 6A 7A 8A 9A 10A 11A',
        Tower: '1C 2C 3C 4C 5C 6C 7C 8C 9C 10C 11C',
        Luxor: '1E 2E 3E 4E 5E 6E 7E 8E 9E 10E 11E 12E',
        American: '1G 2G 3G 4G 5G 6G 7G 8G 9G 10G 11G 12G 12H',
      },
      shares: { Ann: { Continental: 3, Tower: 1, American: 2 }, Ben: { Tower: 2 } },
    });
    let r = play(s, { type: 'declareEnd' }, { type: 'place', tile: '12I' }, { type: 'endTurn' });
    // 12I grows American to 14. Order: Tower (11) and Continental (11) tie → edition order, Tower first;
    // Luxor (12) is held by nobody → no draw; American (14) last.
    expect(r.state.awaiting).toBe('market');
    const drawn: string[] = [];
    const asked: (string | null)[] = [];
    for (const n of [1, 4, 9]) {
      asked.push(marketDrawChain(r.state));
      const step = play(r.state, { type: 'market', shares: n });
      drawn.push(...eventsOf(step.events, 'marketDrawn').map((e) => e.chain));
      r = step;
    }
    expect(drawn).toEqual(['Tower', 'Continental', 'American']);
    // The panel asks for each draw by the chain the engine pays next, before the draw is entered.
    expect(asked).toEqual(['Tower', 'Continental', 'American']);
    expect(r.state.awaiting).toBe('ended');
    expect(marketDrawChain(r.state)).toBeNull();
  });
});

describe("the app's own market draw", () => {
  test('is a tile not on the board and not set aside, its column the number of shares', () => {
    // Every space filled but 3A, 11C and 12I, with 12I set aside as dead: 2 tiles left.
    const s = scenario({ chains: { Tower: '1A 2A' } });
    for (let t = 0; t < s.board.length; t++) if (s.board[t] === EMPTY) s.board[t] = LOOSE;
    for (const t of ['3A', '11C', '12I']) s.board[parseTile(t)!] = EMPTY;
    s.dead.push(parseTile('12I')!);
    expect(marketDrawFromTilesLeft(s, 0)).toEqual({ tile: '3A', shares: 3 });
    expect(tilesLeft(s).length).toBe(2);
    expect(marketDrawFromTilesLeft(s, 0.999)).toEqual({ tile: '11C', shares: 11 });
    s.board[parseTile('3A')!] = LOOSE;
    s.board[parseTile('11C')!] = LOOSE;
    expect(marketDrawFromTilesLeft(s, 0.5)).toBeNull();
  });
});
