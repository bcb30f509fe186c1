// docs/rules.md R28 (player order) and the setup of a new game.
import { describe, expect, test } from 'vitest';
import { orderByDraw, replay, resolveSetup, summarize, createGame } from '../../src/engine/index.ts';

describe('drawing for the first player', () => {
  test('the tile nearest 1A goes first (row A before row B), then clockwise in seat order', () => {
    const r = orderByDraw(['Ann', 'Ben', 'Cal', 'Dee'], ['12B', '9A', '1C', '3B']);
    expect(r).toEqual({ ok: true, players: ['Ben', 'Cal', 'Dee', 'Ann'], initialTiles: ['12B', '9A', '1C', '3B'] });
  });

  test('in the same row the lower column is nearer', () => {
    const r = orderByDraw(['Ann', 'Ben', 'Cal'], ['7d', '2D', '12D']);
    expect(r.ok && r.players).toEqual(['Ben', 'Cal', 'Ann']);
  });

  test('the drawn tiles stay on the board, unincorporated', () => {
    const r = orderByDraw(['Ann', 'Ben'], ['5C', '6C']);
    if (!r.ok) throw new Error(r.message);
    const out = summarize(replay({ format: 'mergemaker-game', version: 1, setup: r, actions: [] }).state);
    expect(out.board.placed).toBe(2);
    expect(out.chains).toEqual({});
    expect(out.currentPlayer).toBe('Ann');
  });

  test('a draw that is not one distinct tile per player is refused with a reason', () => {
    expect(orderByDraw(['Ann', 'Ben'], ['5C', '5c'])).toMatchObject({ ok: false, message: expect.stringMatching(/same tile/) });
    expect(orderByDraw(['Ann', 'Ben'], ['5C', 'X'])).toMatchObject({ ok: false, message: expect.stringMatching(/Ben's tile/) });
    expect(orderByDraw(['Ann', 'Ben'], ['5C'])).toMatchObject({ ok: false });
  });
});

describe('a new game', () => {
  test('every player starts with the starting cash and no shares; the bank holds 25 of each chain', () => {
    const s = createGame(resolveSetup({ players: ['Ann', 'Ben', 'Cal'], startingCash: 8000, edition: 'corporate' }));
    const out = summarize(s);
    expect(out.players.map((p) => [p.cash, p.shares])).toEqual([[8000, {}], [8000, {}], [8000, {}]]);
    expect(out.bank).toEqual({ Sackson: 25, Zeta: 25, America: 25, Fusion: 25, Hydra: 25, Phoenix: 25, Quantum: 25 });
    expect([out.turn, out.currentPlayer, out.awaiting]).toEqual([1, 'Ann', 'place']);
  });

});
