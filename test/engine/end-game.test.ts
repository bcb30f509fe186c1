// docs/rules.md R25, R26: the end of the game.
import { describe, expect, test } from 'vitest';
import { canDeclareEnd, finalTally, rank, replay, standingsIfEndedNow, summarize } from '../../src/engine/index.ts';
import { eventsOf, play, refusal, run, scenario, view } from '../fixtures/scenario.ts';

const safeBoard = (spec = {}) =>
  scenario({
    chains: { Tower: run('1A', 11), Imperial: run('1C', 12) },
    shares: { Ann: { Tower: 4, Imperial: 2, Luxor: 3 }, Ben: { Tower: 4 }, Cal: { Imperial: 5 } },
    ...spec,
  });

describe('declaring the end', () => {
  test('allowed when every chain on the board is safe', () => {
    expect(canDeclareEnd(safeBoard())).toBe(true);
  });

  test('allowed when a chain has 41 or more tiles, even with unsafe chains beside it', () => {
    const big = [...run('1A', 12), ...run('1B', 12), ...run('1C', 12), ...run('1D', 5)];
    const s = scenario({ chains: { Luxor: big, Tower: '1G 2G' } });
    expect(canDeclareEnd(s)).toBe(true);
    const s40 = scenario({ chains: { Luxor: big.slice(0, 40), Tower: '1G 2G' } });
    expect(canDeclareEnd(s40)).toBe(false);
    expect(refusal(s40, { type: 'declareEnd' }).code).toBe('declareEnd/no-end-condition');
  });

  test('not allowed with an unsafe chain on the board, nor with no chain at all', () => {
    expect(canDeclareEnd(scenario({ chains: { Tower: run('1A', 11), Luxor: run('1C', 10) } }))).toBe(false);
    expect(canDeclareEnd(scenario({ loose: '1A' }))).toBe(false);
  });

  test('declaring is never forced: the game goes on while nobody declares', () => {
    const { state } = play(safeBoard(), { type: 'place', tile: '12I' }, { type: 'endTurn' });
    expect(state.awaiting).toBe('place');
    expect(state.turn).toBe(2);
  });

  test('the declaring player finishes the turn, buying allowed; declaring twice is refused', () => {
    let s = play(safeBoard(), { type: 'declareEnd' }).state;
    expect(s.awaiting).toBe('place');
    expect(refusal(s, { type: 'declareEnd' }).code).toBe('declareEnd/already');
    expect(refusal(s, { type: 'endTurn' }).code).toBe('endTurn/not-now');
    s = play(s, { type: 'place', tile: '12I' }, { type: 'buy', shares: { Tower: 1 } }).state;
    expect(s.players[0]!.shares[0]).toBe(5);
    s = play(s, { type: 'endTurn' }).state;
    expect(s.awaiting).toBe('ended');
  });

  test('declaring is possible after placing and after buying too', () => {
    const s = play(safeBoard(), { type: 'place', tile: '12I' }, { type: 'buy', shares: {} }, { type: 'declareEnd' }).state;
    expect(s.declared).toBe(true);
    expect(play(s, { type: 'endTurn' }).state.awaiting).toBe('ended');
  });
});

describe('the final tally', () => {
  test('each chain pays its bonuses, then every share is sold at its price; defunct shares are worth nothing', () => {
    const { state, events } = play(safeBoard(), { type: 'declareEnd' }, { type: 'skipPlace' }, { type: 'endTurn' });
    // Tower (cheap, 11: $700): Ann 4 and Ben 4 tie → (7,000 + 3,500) / 2 = 5,250 → 5,300 each; sales 4 x 700 = 2,800.
    // Imperial (expensive, 12: $900): Cal 5 majority 9,000, Ann 2 minority 4,500; sales 5 x 900, 2 x 900.
    // Ann's 3 Luxor shares (not on the board) are worthless.
    expect(view(state).standings).toEqual([
      { name: 'Ann', cash: 6000 + 5300 + 2800 + 4500 + 1800, rank: 1 },
      { name: 'Ben', cash: 6000 + 5300 + 2800, rank: 3 },
      { name: 'Cal', cash: 6000 + 9000 + 4500, rank: 2 },
    ]);
    expect(eventsOf(events, 'bonus').every((e) => e.atEnd)).toBe(true);
    expect(eventsOf(events, 'endSale').map((e) => [e.player, e.chain, e.count, e.amount])).toEqual([
      ['Ann', 'Tower', 4, 2800],
      ['Ben', 'Tower', 4, 2800],
      ['Ann', 'Imperial', 2, 1800],
      ['Cal', 'Imperial', 5, 4500],
    ]);
    const out = summarize(state);
    expect(out.ended).toBe(true);
    // Holdings of chains on the board are gone (sold back to the bank); defunct holdings stay listed.
    expect(out.players.map((p) => p.shares)).toEqual([{ Luxor: 3 }, {}, {}]);
    expect(out.bank).toMatchObject({ Tower: 25, Imperial: 25, Luxor: 22 });
    expect(Object.keys(out.chains)).toEqual(['Tower', 'Imperial']);
    // The turn and current player are those of the last turn.
    expect([out.turn, out.currentPlayer]).toEqual([1, 'Ann']);
  });

  test("the results screen's tally: per player the cash before the end, each end bonus, each sale, the total and rank", () => {
    const { state, events } = play(safeBoard(), { type: 'declareEnd' }, { type: 'skipPlace' }, { type: 'endTurn' });
    const byChain = <T extends { chain: string }>(xs: T[]) => [...xs].sort((a, b) => a.chain.localeCompare(b.chain));
    const lines = finalTally(state, events).map((l) => ({ ...l, bonuses: byChain(l.bonuses), sales: byChain(l.sales) }));
    // As above: each had 6,000 before the end. Ann 6,000 + 4,500 + 5,300 + 1,800 + 2,800 = 20,400; Ben 6,000 +
    // 5,300 + 2,800 = 14,100; Cal 6,000 + 9,000 + 4,500 = 19,500.
    expect(lines).toEqual([
      {
        name: 'Ann', cash: 20400, rank: 1, before: 6000,
        bonuses: [{ chain: 'Imperial', places: [2], placeCount: 2, amount: 4500 }, { chain: 'Tower', places: [1, 2], placeCount: 2, amount: 5300 }],
        sales: [{ chain: 'Imperial', count: 2, price: 900, amount: 1800 }, { chain: 'Tower', count: 4, price: 700, amount: 2800 }],
        bonusTotal: 4500 + 5300, salesTotal: 1800 + 2800,
      },
      {
        name: 'Ben', cash: 14100, rank: 3, before: 6000,
        bonuses: [{ chain: 'Tower', places: [1, 2], placeCount: 2, amount: 5300 }],
        sales: [{ chain: 'Tower', count: 4, price: 700, amount: 2800 }],
        bonusTotal: 5300, salesTotal: 2800,
      },
      {
        name: 'Cal', cash: 19500, rank: 2, before: 6000,
        bonuses: [{ chain: 'Imperial', places: [1], placeCount: 2, amount: 9000 }],
        sales: [{ chain: 'Imperial', count: 5, price: 900, amount: 4500 }],
        bonusTotal: 9000, salesTotal: 4500,
      },
    ]);
  });

  test('after the end nothing more can be entered', () => {
    const { state } = play(safeBoard(), { type: 'declareEnd' }, { type: 'skipPlace' }, { type: 'endTurn' });
    for (const action of [{ type: 'place', tile: '12I' }, { type: 'endTurn' }, { type: 'skipPlace' }] as const) {
      expect(refusal(state, action).code).toBe('game/ended');
    }
  });

  test('most money wins; tied players share a rank and the next rank skips (1, 1, 3)', () => {
    expect(rank([{ name: 'A', cash: 500 }, { name: 'B', cash: 900 }, { name: 'C', cash: 900 }, { name: 'D', cash: 100 }])).toEqual([
      { name: 'A', cash: 500, rank: 3 },
      { name: 'B', cash: 900, rank: 1 },
      { name: 'C', cash: 900, rank: 1 },
      { name: 'D', cash: 100, rank: 4 },
    ]);
  });

  test('"if the game ended now" gives the same standings as ending it, without changing the game', () => {
    const s = safeBoard();
    const before = JSON.stringify(s);
    const now = standingsIfEndedNow(s);
    expect(JSON.stringify(s)).toBe(before);
    const ended = play(s, { type: 'declareEnd' }, { type: 'skipPlace' }, { type: 'endTurn' }).state;
    expect(now.standings).toEqual(ended.standings);
  });
});

describe('a short whole game from a record', () => {
  test('founding, growth, a merger with a tie, buys and the end, replayed', () => {
    const record = {
      format: 'mergemaker-game' as const,
      version: 1 as const,
      setup: { players: ['Ann', 'Ben'], rules: { twoPlayerMarket: false }, initialTiles: ['1A', '3A'] },
      actions: [
        { type: 'place', tile: '1B' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 3 } }, { type: 'endTurn' },
        { type: 'place', tile: '3B' }, { type: 'found', chain: 'Luxor' }, { type: 'buy', shares: { Luxor: 2 } }, { type: 'endTurn' },
        { type: 'place', tile: '2B' }, { type: 'survivor', chain: 'Luxor' },
        { type: 'dispose', player: 'Ann', trade: 4 }, { type: 'endTurn' },
      ] as const,
    };
    const { state, error } = replay({ ...record, actions: [...record.actions] });
    expect(error).toBeNull();
    const out = summarize(state);
    // Tower 2 tiles ($200): Ann sole holder (4) takes $3,000 and trades 4 Tower for 2 Luxor.
    expect(out.players).toEqual([
      { name: 'Ann', cash: 6000 - 600 + 3000, shares: { Luxor: 2 } },
      { name: 'Ben', cash: 6000 - 400, shares: { Luxor: 3 } },
    ]);
    expect(out.chains).toEqual({ Luxor: { size: 5, price: 500, safe: false } });
    expect([out.turn, out.currentPlayer, out.awaiting]).toEqual([4, 'Ben', 'place']);
  });
});
