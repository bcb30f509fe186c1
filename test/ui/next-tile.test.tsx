// @vitest-environment happy-dom
// The next player's tile ends the turn: while a turn is buying, a tap on the board means the next player is placing
// that tile. The turn ends with the shares chosen (docs/rules.md R23, R24) and the tile is placed in the same write,
// merger tiles too; a founding tile waits on its preview for the chain.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { SETTLE_MS } from '../../src/app/app-state.ts';
import type { Action, RecordSetup } from '../../src/engine/index.ts';
import { Game } from '../../src/ui/Game/index.tsx';
import { appAt, renderWith, THREE, UP_TO_MERGER } from './render.tsx';

afterEach(cleanup);

const rest = () => new Promise((r) => setTimeout(r, SETTLE_MS + 50));
async function gameScreen(setup: RecordSetup, actions: Action[]) {
  const app = await appAt(setup, actions);
  renderWith(app, <Game />);
  await rest();
  return app;
}
const square = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

// Ann founds Tower at 5C 6C (2 tiles, $200 a share) and is buying.
const ANN_BUYS: Action[] = [{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }];
const SETUP = { ...THREE, initialTiles: ['5C'] };

describe('the next tile ends the turn', () => {
  test('2 Tower chosen, then Ben\'s 1I tapped: one write of the buy, the end of Ann\'s turn and Ben\'s tile', async () => {
    const app = await gameScreen(SETUP, ANN_BUYS);
    fireEvent.click(screen.getByRole('button', { name: '2 Tower' }));
    fireEvent.click(square('1I'));
    // Ann was buying already: the wait is for Ben's turn (turn 2), which only the write can bring.
    await waitFor(() => expect(app.session.value!.state.turn).toBe(2));
    expect(app.session.value!.state.awaiting).toBe('buy');
    expect(app.session.value!.record.actions.slice(2)).toEqual([{ type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' }, { type: 'place', tile: '1I' }]);
    // Ann: 6,000 - 2 × 200 = 5,600; now Ben buys.
    const s = app.session.value!.state;
    expect([s.players[0]!.cash, s.players[0]!.shares[0], s.turn]).toEqual([5600, 3, 2]);
  });

  test('nothing chosen: the turn ends without a buy', async () => {
    const app = await gameScreen(SETUP, ANN_BUYS);
    fireEvent.click(square('1I'));
    await waitFor(() => expect(app.session.value!.state.turn).toBe(2));
    expect(app.session.value!.record.actions.slice(2)).toEqual([{ type: 'endTurn' }, { type: 'place', tile: '1I' }]);
  });

  test('a founding tile ends the turn and is shown for Ben to found, not placed yet', async () => {
    // 1I is loose after Ann's turn… no: Ben's 9H, beside the loose 9I, would found a chain.
    const app = await gameScreen({ ...THREE, initialTiles: ['5C', '9I'] }, ANN_BUYS);
    fireEvent.click(square('9H'));
    await waitFor(() => expect(app.session.value!.state.turn).toBe(2));
    expect(app.session.value!.record.actions.slice(2)).toEqual([{ type: 'endTurn' }]);
    expect(await screen.findByRole('group', { name: 'Place 9H and found:' })).toBeTruthy();
  });

  test("a merger tile ends the turn and is placed in the same write: Cal's 3A, and the merger waits for Ben's Tower", async () => {
    // Ben is buying after 6A (the record up to the merger, without his buy and end of turn). Cal's 3A joins Tower
    // (1A 2A) to Luxor (4A 5A 6A).
    const app = await gameScreen(THREE, UP_TO_MERGER.slice(0, -2));
    const before = app.session.value!.record.actions.length;
    fireEvent.click(square('3A'));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('dispose'));
    expect(app.session.value!.record.actions.slice(before)).toEqual([{ type: 'endTurn' }, { type: 'place', tile: '3A' }]);
    expect(app.session.value!.state.turn).toBe(6);
  });

  test("a dead tile ends the turn and is set aside as Cal's, in one write (R13)", async () => {
    // Rows A and C (1-11) lie loose; Ann's 12A founds Tower with 12 tiles, Ben's 12C Luxor with 12: both safe, and
    // every space of row B, touching both, is dead. Ben is buying; Cal shows 5B and sets it aside.
    const row = (r: string) => Array.from({ length: 11 }, (_, i) => `${i + 1}${r}`);
    const app = await gameScreen({ ...THREE, initialTiles: [...row('A'), ...row('C')] }, [
      { type: 'place', tile: '12A' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' },
      { type: 'place', tile: '12C' }, { type: 'found', chain: 'Luxor' },
    ]);
    fireEvent.click(square('5B'));
    await waitFor(() => expect(app.session.value!.state.turn).toBe(3));
    expect(app.session.value!.record.actions.slice(5)).toEqual([{ type: 'endTurn' }, { type: 'discard', tile: '5B' }]);
    // Cal still places a tile this turn.
    expect(app.session.value!.state.awaiting).toBe('place');
  });

  test('a square already taken changes nothing', async () => {
    const app = await gameScreen(SETUP, ANN_BUYS);
    fireEvent.click(square('5C'));
    await rest();
    expect(app.session.value!.record.actions).toHaveLength(2);
  });

  test('after the end is declared the board does not end the turn (that ends the game: its own tap)', async () => {
    // 1A-11A lie loose; Ann's 12A founds Tower with 12 tiles: safe, so the end may be declared.
    const app = await gameScreen({ ...THREE, initialTiles: ['1A', '2A', '3A', '4A', '5A', '6A', '7A', '8A', '9A', '10A', '11A'] }, [
      { type: 'place', tile: '12A' },
      { type: 'found', chain: 'Tower' },
      { type: 'declareEnd' },
    ]);
    fireEvent.click(square('1I'));
    await rest();
    expect(app.session.value!.record.actions).toHaveLength(3);
    expect(app.session.value!.state.awaiting).toBe('buy');
  });

  test('right after placing, the board rests a moment (a quick second tap must not end the turn), then wakes', async () => {
    // happy-dom fires clicks on buttons inside a disabled fieldset, unlike a browser: the rest itself is checked
    // here, and the double tap in Chromium (test/browser/phone.test.ts).
    const app = await gameScreen(THREE, []);
    fireEvent.click(square('1I'));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('buy'));
    const board = () => square('3E').closest('fieldset')!;
    expect(board().disabled).toBe(true);
    await rest();
    expect(board().disabled).toBe(false);
  });
});
