// Plain-language history and undo labels, from the engine's events.
import { describe, expect, test } from 'vitest';
import { describeEvent, describeUndo, historyOf, splitWords } from '../../src/app/wording.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { openSession } from '../../src/app/session.ts';
import type { GameEvent } from '../../src/engine/index.ts';
import { play, scenario } from '../fixtures/scenario.ts';

describe('wording', () => {
  test('a tied bonus that splits exactly shows the arithmetic and no "rounded up"', () => {
    const { events } = play(
      scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 2 }, Ben: { Luxor: 2 } } }),
      { type: 'place', tile: '4A' },
    );
    const lines = events.map(describeEvent);
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
    expect(events.map(describeEvent)).toContain('American majority + minority bonus: $2,300 to Ann (split with Ben: $4,500 ÷ 2 = $2,250, rounded up to $2,300)');
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
      const history = historyOf(opened.log, ['Ann', 'Ben', 'Cal'].slice(0, opened.state.players.length));
      const numbered = history.filter((t) => t.turn !== null);
      expect(numbered.at(-1)!.turn).toBe(opened.state.turn);
      expect(history.at(-1)).toMatchObject({ turn: null, player: null });
      expect(history.at(-1)!.lines.at(-1)).toMatch(/^The game is over/);
    }
  });

  test('the market keeps its bonus in the bank', () => {
    const e: GameEvent = { type: 'bonus', chain: 'Tower', player: null, shares: 7, award: 'majority', amount: 2000, pot: 2000, tiedWith: [], atEnd: false };
    expect(describeEvent(e)).toBe('Tower majority bonus: $2,000 to the market, kept by the bank');
  });

  test('undo names exactly what it takes back', () => {
    const { events } = play(scenario({ chains: { Tower: '1A 2A' } }), { type: 'skipPlace' }, { type: 'buy', shares: { Tower: 2 } });
    expect(describeUndo({ type: 'buy', shares: { Tower: 2 } }, events.slice(1))).toBe('Ann buys 2 Tower for $400');
  });

  test('the history goes turn by turn', () => {
    const opened = openSession('x', {
      format: 'mergemaker-game',
      version: 1,
      setup: { players: ['Ann', 'Ben'], initialTiles: ['5C'] },
      actions: [{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' }, { type: 'place', tile: '1A' }],
    });
    if ('error' in opened) throw new Error(opened.error.message);
    expect(historyOf(opened.log, ['Ann', 'Ben'])).toEqual([
      { turn: 1, player: 'Ann', lines: ['Ann places 6C', 'Ann founds Tower (2 tiles)', 'Ann gets a free Tower share for founding it', 'Ann ends the turn'] },
      { turn: 2, player: 'Ben', lines: ['Ben places 1A'] },
    ]);
  });
});
