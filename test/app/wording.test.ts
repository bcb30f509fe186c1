// Plain-language history and undo labels, from the engine's events.
import { describe, expect, test } from 'vitest';
import { describeEvent, describeUndo, historyOf, splitWords, tableSteps, tableTurnAfter, tableTurnOf, type TableTurn } from '../../src/app/wording.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { advance, openSession, withoutLast, type Session } from '../../src/app/session.ts';
import type { GameEvent } from '../../src/engine/index.ts';
import { play, scenario } from '../fixtures/scenario.ts';

describe('wording', () => {
  test('a tied bonus that splits exactly shows the arithmetic and no "rounded up"', () => {
    const { events } = play(
      scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 2 }, Ben: { Luxor: 2 } } }),
      { type: 'place', tile: '4A' },
    );
    const lines = events.map((e) => describeEvent(e, true));
    // Luxor (cheap) at 2 tiles: $200 a share; majority $2,000 + minority $1,000 = $3,000, ÷ 2 = $1,500 exactly.
    expect(lines).toContain('Luxor majority + minority bonus: $1,500 to Ann (split with Ben: $3,000 ÷ 2 = $1,500)');
    expect(lines.join(' ')).not.toMatch(/rounded/);
    expect(lines[0]).toBe('Ann places 4A');
  });

  test('a tied bonus that rounding changed says "rounded up" with the exact quotient', () => {
    const { events } = play(
      scenario({ chains: { Tower: '1A 2A 3A', American: '5A 6A' }, shares: { Ann: { American: 2 }, Ben: { American: 2 } } }),
      { type: 'place', tile: '4A' },
    );
    // American (medium) at 2 tiles: $300; majority $3,000 + minority $1,500 = $4,500, ÷ 2 = $2,250 → $2,300.
    expect(events.map((e) => describeEvent(e, true))).toContain('American majority + minority bonus: $2,300 to Ann (split with Ben: $4,500 ÷ 2 = $2,250, rounded up to $2,300)');
  });

  test('a three-way split shows cents in the exact quotient: $1,000 ÷ 3 = $333.33, rounded up to $400', () => {
    expect(splitWords(1000, 3)).toBe('$1,000 ÷ 3 = $333.33, rounded up to $400');
  });

  test('the final scoring is not a turn of its own: the history ends with the turn the game ended on', () => {
    for (const seed of [1, 2, 3]) {
      const game = randomGame(seed, { players: 3 });
      const opened = openSession('x', game.record);
      if ('error' in opened) throw new Error(opened.error.message);
      expect(opened.state.awaiting).toBe('ended');
      const history = historyOf(opened.log, ['Ann', 'Ben', 'Cal'].slice(0, opened.state.players.length), true);
      const numbered = history.filter((t) => t.turn !== null);
      expect(numbered.at(-1)!.turn).toBe(opened.state.turn);
      expect(history.at(-1)).toMatchObject({ turn: null, player: null });
      expect(history.at(-1)!.lines.at(-1)).toMatch(/^The game is over/);
    }
  });

  test('the market keeps its bonus in the bank', () => {
    const e: GameEvent = { type: 'bonus', chain: 'Tower', player: null, shares: 7, places: [1], placeCount: 2, amount: 2000, pot: 2000, tiedWith: [], atEnd: false };
    expect(describeEvent(e, true)).toBe('Tower majority bonus: $2,000 to the market, kept by the bank');
  });

  test('undo names exactly what it takes back', () => {
    const { events } = play(scenario({ chains: { Tower: '1A 2A' } }), { type: 'skipPlace' }, { type: 'buy', shares: { Tower: 2 } });
    expect(describeUndo({ type: 'buy', shares: { Tower: 2 } }, events.slice(1), true)).toBe('Ann buys 2 Tower for $400');
  });

  test('undo of the turn that ended the game says it takes the final scoring back too', () => {
    // Tower is safe at 11 tiles, the only chain: the end may be declared, and Ann's end of turn scores the game.
    const { events } = play(scenario({ chains: { Tower: '1A 2A 3A 4A 5A 6A 7A 8A 9A 10A 11A' }, shares: { Ann: { Tower: 1 } } }), { type: 'skipPlace' }, { type: 'declareEnd' }, { type: 'endTurn' });
    const last = events.slice(events.findIndex((e) => e.type === 'turnEnded'));
    expect(last.some((e) => e.type === 'gameEnded')).toBe(true);
    expect(describeUndo({ type: 'endTurn' }, last, true)).toBe("Ann ends the turn, and with it the game's final scoring");
  });

  test("closed holdings in the table's view: a disposal says what was sold and traded, never how many are kept", () => {
    const e: GameEvent = { type: 'disposed', player: 'Ben', chain: 'Tower', survivor: 'Luxor', sell: 2, trade: 2, keep: 3, price: 300, amount: 600, received: 1 };
    expect(describeEvent(e, true)).toBe('Ben sells 2 for $600, trades 2 for 1 Luxor and keeps 3 (Tower)');
    expect(describeEvent(e, false)).toBe('Ben sells 2 for $600 and trades 2 for 1 Luxor (Tower)');
    expect(describeEvent({ ...e, sell: 0, trade: 0, amount: 0, received: 0 }, false)).toBe('Ben keeps their shares (Tower)');
  });

  test('the history goes turn by turn', () => {
    const opened = openSession('x', {
      format: 'mergemaker-game',
      version: 1,
      setup: { players: ['Ann', 'Ben'], initialTiles: ['5C'] },
      actions: [{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' }, { type: 'place', tile: '1A' }],
    });
    if ('error' in opened) throw new Error(opened.error.message);
    expect(historyOf(opened.log, ['Ann', 'Ben'], true)).toEqual([
      { turn: 1, player: 'Ann', lines: ['Ann places 6C', 'Ann founds Tower (2 tiles)', 'Ann gets a free Tower share for founding it', 'Ann ends the turn'] },
      { turn: 2, player: 'Ben', lines: ['Ben places 1A'] },
    ]);
  });
});

describe('what to do at the table (tableSteps)', () => {
  /** The steps for the turn the log ends in, as the game screen shows them. */
  const steps = (log: GameEvent[][], showHoldings: boolean) => tableSteps(tableTurnOf(log), showHoldings);
  // Ann's 4A joins Tower (1A-3A, 3 tiles) and Luxor (5A 6A, 2 tiles, cheapest tier: $200, majority $2,000, minority
  // $1,000). Luxor goes defunct: Ben 3 takes the majority, Cal 1 the minority. Ben sells 1 ($200) and trades 2 for 1
  // Tower; Cal keeps his 1.
  const merger = () =>
    play(
      scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ben: { Luxor: 3 }, Cal: { Luxor: 1 } } }),
      { type: 'place', tile: '4A' },
      { type: 'dispose', player: 'Ben', sell: 1, trade: 2 },
      { type: 'dispose', player: 'Cal' },
    ).events;

  test('after a merger: the bonuses paid, the shares taken and given, the survivor size and the marker, the new tile', () => {
    expect(steps([merger()], true)).toEqual([
      'Pay Ben $2,000 (Luxor majority)',
      'Pay Cal $1,000 (Luxor minority)',
      'Take 1 Luxor from Ben, pay $200',
      'Take 2 Luxor from Ben, give 1 Tower share',
      'Cal keeps 1 Luxor',
      // 3 + 2 + the placed 4A = 6 tiles.
      'Tower now has 6 tiles; the Luxor marker goes back',
      'Ann draws a new tile at the end of the turn',
    ]);
  });

  test('closed holdings: who keeps shares is not said', () => {
    expect(steps([merger()], false)).not.toContain('Cal keeps 1 Luxor');
    expect(steps([merger()], false)).toHaveLength(6);
  });

  test("a founding: the founder's free share; only this turn's steps (the last turn's are done)", () => {
    const s = scenario({ loose: '5C' });
    const first = play(s, { type: 'place', tile: '1I' }, { type: 'endTurn' });
    const second = play(first.state, { type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' });
    expect(steps([first.events, second.events], true)).toEqual(['Give Ben a free Tower share for founding it', 'Ben draws a new tile at the end of the turn']);
  });

  test('a turn of 100,000 trades after the tile: only the new tile to draw, and a trade between two bonuses keeps them two payments', () => {
    const trade: GameEvent = { type: 'tradedBetweenPlayers', player: 'Ann', with: 'Ben', give: { cash: 1, shares: {} }, get: { cash: 1, shares: {} } };
    const placed: GameEvent = { type: 'placed', player: 'Ann', tile: '5E' };
    const ended: GameEvent = { type: 'turnEnded', player: 'Cal' };
    const log = [[placed], [ended], [placed], ...Array.from({ length: 100_000 }, () => [trade])];
    expect(steps(log, true)).toEqual(['Ann draws a new tile at the end of the turn']);
    // Kept as the tile and one break, however many trades: the screen words two entries, not 100,001.
    let turn: TableTurn = [];
    for (const events of log) turn = tableTurnAfter(turn, events);
    expect(turn).toHaveLength(2);
    // Ben's majority bonus ($2,000, as above), a trade, the same bonus again: two lines, not one of $4,000.
    const bonus = merger().find((e) => e.type === 'bonus' && e.player === 'Ben')!;
    expect(steps([[bonus], [trade], [trade], [bonus]], true)).toEqual(['Pay Ben $2,000 (Luxor majority)', 'Pay Ben $2,000 (Luxor majority)']);
    expect(steps([[bonus], [bonus]], true)).toHaveLength(1);
  });

  test('the turn kept entry by entry is the turn read back from the log: opening, each new entry and each undo', () => {
    for (const seed of [4, 5, 6]) {
      const game = randomGame(seed, { players: 4 });
      const opened = openSession('x', game.record);
      if ('error' in opened) throw new Error(opened.error.message);
      expect(opened.tableTurn).toEqual(tableTurnOf(opened.log));
      // Entry by entry from an empty game, and undone one by one back to it.
      const empty = openSession('x', { ...game.record, actions: [] });
      if ('error' in empty) throw new Error(empty.error.message);
      let s: Session = empty;
      for (const action of game.record.actions) {
        const next = advance(s, action);
        if ('code' in next) throw new Error(next.message);
        s = next;
        expect(s.tableTurn).toEqual(tableTurnOf(s.log));
      }
      for (let i = 0; i < 40 && s.record.actions.length > 0; i++) {
        s = withoutLast(s);
        expect(s.tableTurn).toEqual(tableTurnOf(s.log));
      }
    }
  });
});
