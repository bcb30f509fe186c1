// @vitest-environment happy-dom
// "No playable tile" (docs/rules.md R14): the player places none and still buys. Easy to tap by mistake, so it asks once.
// Dead tiles (R13) are listed before placing too, each set aside in one tap.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Game } from '../../src/ui/Game/index.tsx';
import { appAt, renderPanel, renderWith, THREE } from './render.tsx';

afterEach(cleanup);

describe('no playable tile', () => {
  test('the first tap asks; "Skip Ann\'s tile" stores the skip and Ann goes on to buy', async () => {
    const app = await appAt(THREE, []);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'No playable tile' }));
    await screen.findByText(/^Skip Ann's tile\? Only when none of Ann's tiles can be placed/);
    expect(app.session.value!.record.actions).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "Skip Ann's tile" }));
    await waitFor(() => expect(app.session.value!.record.actions).toEqual([{ type: 'skipPlace' }]));
  });

  test('Cancel stores nothing and closes the question', async () => {
    const app = await appAt(THREE, []);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'No playable tile' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: "Skip Ann's tile" })).toBeNull());
    expect(app.session.value!.record.actions).toEqual([]);
  });
});

describe('"More…" at the place step', () => {
  test('it opens the rarer ways beside the typed tile; a double tap leaves them open; Close closes them and stores nothing', async () => {
    const app = await appAt(THREE, []);
    renderWith(app, <Game />);
    const more = screen.getByRole('button', { name: 'More…' });
    // One row with the typed tile (decision 54): the pad's letters stay in view under it on a small phone.
    expect(more.closest('.entry-row')?.querySelector('#tile-input')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No playable tile' })).toBeNull();
    fireEvent.click(more);
    fireEvent.click(more);
    const group = within(await screen.findByRole('group', { name: 'Ann: other ways to place' }));
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(group.getByRole('button', { name: 'No playable tile' })).toBeTruthy();
    expect(within(group.getByRole('group', { name: 'Trade with' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ben', 'Cal']);
    fireEvent.click(group.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Ann: other ways to place' })).toBeNull());
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(app.session.value!.record.actions).toEqual([]);
  });

  test('with trades switched off it offers "No playable tile" and the board check, no trade', async () => {
    const app = await appAt({ ...THREE, rules: { playerTrades: false } }, []);
    renderWith(app, <Game />);
    fireEvent.click(screen.getByRole('button', { name: 'More…' }));
    const group = within(await screen.findByRole('group', { name: 'Ann: other ways to place' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['No playable tile', 'Check the board', 'Close']);
  });
});

describe('dead tiles before placing', () => {
  test('the prompt above the board lists the tiles that are dead now, and one tap sets one aside', async () => {
    // Rows A and C (1-11) lie loose; Ann's 12A founds Tower with 12 tiles, Ben's 12C Luxor with 12: both safe. Every
    // space of row B touches both, so each is dead: 12 of them.
    const row = (r: string) => Array.from({ length: 11 }, (_, i) => `${i + 1}${r}`);
    const app = await appAt({ ...THREE, initialTiles: [...row('A'), ...row('C')] }, [
      { type: 'place', tile: '12A' }, { type: 'found', chain: 'Tower' }, { type: 'endTurn' },
      { type: 'place', tile: '12C' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
    ]);
    renderWith(app, <Game />);
    const prompt = document.querySelector('.place-prompt') as HTMLElement;
    const dead = within(prompt).getAllByRole('button', { name: /^Set \d+B aside as dead$/ });
    // Each shows its name alone (the group says what the buttons do): twelve fit a short row above the board.
    expect(dead.map((b) => b.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}B`));
    expect(dead).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Set 12B aside as dead' }));
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'discard', tile: '12B' }));
    expect(app.session.value!.state.awaiting).toBe('place');
  });
});
