// @vitest-environment happy-dom
// Entering a tile on the game screen: typed or from the pad; a tile places at once, merger tiles too, but one that
// founds a chain is previewed with the chains (one tap places it and founds one); one that cannot be played says why
// and changes nothing.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { SETTLE_MS } from '../../src/app/app-state.ts';
import type { RecordSetup } from '../../src/engine/index.ts';
import { Game } from '../../src/ui/Game/index.tsx';
import { appAt, renderWith, THREE, UP_TO_MERGER } from './render.tsx';

afterEach(cleanup);

async function gameScreen(setup: RecordSetup = THREE, actions = [] as Parameters<typeof appAt>[1]) {
  const app = await appAt(setup, actions);
  renderWith(app, <Game />);
  // Game buttons rest for a moment after the screen changes (a double tap's second tap must not land on them).
  await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
  return app;
}

const typeTile = (text: string) => {
  fireEvent.input(screen.getByRole('textbox', { name: 'Tile' }), { target: { value: text } });
  fireEvent.submit(screen.getByRole('textbox', { name: 'Tile' }).closest('form')!);
};

describe('entering a tile', () => {
  test('7c typed and entered places 7C at once: it touches nothing', async () => {
    const app = await gameScreen();
    typeTile('7c');
    await waitFor(() => expect(app.session.value!.record.actions).toEqual([{ type: 'place', tile: '7C' }]));
  });

  test('text that names no tile is explained, and nothing is placed', async () => {
    const app = await gameScreen();
    typeTile('13Z');
    expect(screen.getByRole('alert').textContent).toBe('"13Z" is not a tile: type a column 1-12 and a row A-I, like 7C.');
    expect(app.session.value!.record.actions).toEqual([]);
  });

  test('on the pad, 7 then C places 7C, as the tile prints it; the first tap waits, marked', async () => {
    const app = await gameScreen();
    const seven = within(screen.getByRole('group', { name: 'Column' })).getByRole('button', { name: '7' });
    fireEvent.click(seven);
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    expect(app.session.value!.record.actions).toEqual([]);
    fireEvent.click(within(screen.getByRole('group', { name: 'Row' })).getByRole('button', { name: 'C' }));
    await waitFor(() => expect(app.session.value!.record.actions).toEqual([{ type: 'place', tile: '7C' }]));
  });

  test('on the pad, C then 7 places 7C too; a second column tap replaces the first', async () => {
    const app = await gameScreen();
    const columns = within(screen.getByRole('group', { name: 'Column' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Row' })).getByRole('button', { name: 'C' }));
    fireEvent.click(columns.getByRole('button', { name: '7' }));
    await waitFor(() => expect(app.session.value!.record.actions).toEqual([{ type: 'place', tile: '7C' }]));
    await app.act({ type: 'endTurn' });
    await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    // Ben: 9, then 8, then D: 8D. (The pad was drawn anew for his turn.)
    const pad = within(screen.getByRole('group', { name: 'Column' }));
    fireEvent.click(pad.getByRole('button', { name: '9' }));
    fireEvent.click(pad.getByRole('button', { name: '8' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Row' })).getByRole('button', { name: 'D' }));
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'place', tile: '8D' }));
  });

  test('a founding tile is previewed with its size and the chains it may found; one tap places it and founds the chain', async () => {
    const app = await gameScreen({ ...THREE, initialTiles: ['6C'] });
    typeTile('7C');
    expect(screen.getByText('founds a new chain of 2 tiles.')).toBeTruthy();
    expect(app.session.value!.record.actions).toEqual([]);
    const offer = within(screen.getByRole('group', { name: 'Place 7C and found:' }));
    // All seven chains may be founded; a 2-tile chain of the middle tier (Luxor is cheapest, American middle) is $300.
    expect(offer.getAllByRole('button')).toHaveLength(7);
    expect(offer.getByRole('button', { name: /^American\b/ }).textContent).toBe('Americanmedium · $300');
    expect(screen.queryByRole('button', { name: 'Place 7C' })).toBeNull();
    fireEvent.click(offer.getByRole('button', { name: /^American\b/ }));
    await waitFor(() => expect(app.session.value!.record.actions).toEqual([{ type: 'place', tile: '7C' }, { type: 'found', chain: 'American' }]));
    expect(app.session.value!.state.awaiting).toBe('buy');
  });

  test('a tile already on the board says so and offers no "Place"', async () => {
    const app = await gameScreen({ ...THREE, initialTiles: ['6C'] });
    typeTile('6C');
    expect(screen.getByText(/^cannot be placed: /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place 6C' })).toBeNull();
    expect(app.session.value!.record.actions).toEqual([]);
  });

  test('a merger tile typed is placed at once: the merger panel follows with its payout, Ben paid both bonuses', async () => {
    // Cal's 3A joins Tower (1A 2A, $200) to Luxor (4A 5A 6A): Tower is taken over. Ben alone holds Tower (5):
    // majority 10 × 200 = 2,000 and minority 5 × 200 = 1,000, both his.
    const app = await gameScreen(THREE, UP_TO_MERGER);
    typeTile('3A');
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'place', tile: '3A' }));
    expect(app.session.value!.state.awaiting).toBe('dispose');
    expect(screen.queryByRole('button', { name: 'Place 3A' })).toBeNull();
    const ben = within(screen.getByRole('table', { name: /^Tower: 2 tiles/ })).getByRole('row', { name: /^Ben / });
    expect(within(ben).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5', '1', '$3,000 both', 'now']);
  });
});
