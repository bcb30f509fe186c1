// @vitest-environment happy-dom
// Entering a tile on the game screen: typed or from the pad; a tile with no choice places at once, one that founds or
// merges is previewed first, one that cannot be played says why and changes nothing.
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

  test('closed holdings: a merger preview gives the bonus sizes but not who holds the shares', async () => {
    // Before Cal's 3A: Tower (1A 2A, $200) would go defunct into Luxor; majority 10 × 200, minority 5 × 200.
    await gameScreen({ ...THREE, rules: { holdings: 'closed' } }, UP_TO_MERGER);
    typeTile('3A');
    expect(screen.getByText(/^Tower \(2 tiles/).textContent).toBe('Tower (2 tiles, $200): majority $2,000, minority $1,000; holders stay hidden until the payout');
    expect(document.querySelector('.merge-preview')!.textContent).not.toContain('Ben');
  });

  test('open holdings: the same preview names who would be paid', async () => {
    // Ben alone holds Tower: majority + minority, 2,000 + 1,000.
    await gameScreen(THREE, UP_TO_MERGER);
    typeTile('3A');
    expect(screen.getByText(/^Tower \(2 tiles/).textContent).toBe('Tower (2 tiles, $200): Ben $3,000');
  });
});
