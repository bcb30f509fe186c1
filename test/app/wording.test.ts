// Plain-language history and undo labels, from the engine's events.
import { describe, expect, test } from 'vitest';
import { describeEvent, describeUndo, historyOf } from '../../src/app/wording.ts';
import { openSession } from '../../src/app/session.ts';
import type { GameEvent } from '../../src/engine/index.ts';
import { play, scenario } from '../fixtures/scenario.ts';

describe('wording', () => {
  test('a tied bonus names the split and the rounding', () => {
    const { events } = play(
      scenario({ chains: { Tower: '1A 2A 3A', Luxor: '5A 6A' }, shares: { Ann: { Luxor: 2 }, Ben: { Luxor: 2 } } }),
      { type: 'place', tile: '4A' },
    );
    const lines = events.map(describeEvent);
    expect(lines).toContain('Luxor majority + minority bonus: $1,500 to Ann ($3,000 split with Ben, rounded up)');
    expect(lines[0]).toBe('Ann places 4A');
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
