// @vitest-environment happy-dom
// The board as the table sees it: column numbers and row letters around it, every square's coordinate readable (a
// chain's squares add its first letters), and a large, high-contrast board kept as a preference.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { createAppState } from '../../src/app/app-state.ts';
import { createPreferences } from '../../src/app/preferences.ts';
import type { KeyValueStore } from '../../src/app/web-storage.ts';
import { Game } from '../../src/ui/Game/index.tsx';
import { appAt, renderWith, THREE } from './render.tsx';

afterEach(cleanup);

const board = () => screen.getByRole('group', { name: 'Board' });

describe('the board', () => {
  test('headings: 12 column numbers across the top, the 9 row letters down the side', async () => {
    const app = await appAt(THREE, []);
    renderWith(app, <Game />);
    const headings = [...board().querySelectorAll('.heading')].map((h) => h.textContent);
    // A blank corner, 1-12, then a letter before each row of 12 squares.
    expect(headings).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', ...'ABCDEFGHI']);
    expect(board().querySelectorAll('.cell')).toHaveLength(108);
  });

  test("a chain's square keeps its coordinate, with the chain's first letters under it", async () => {
    // Ann founds Tower at 5C 6C.
    const app = await appAt({ ...THREE, initialTiles: ['5C'] }, [{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }]);
    renderWith(app, <Game />);
    const square = screen.getByRole('button', { name: '6C, Tower' });
    expect(square.querySelector('.coordinate')!.textContent).toBe('6C');
    expect(square.querySelector('.chain-initials')!.textContent).toBe('To');
  });

  test('the large board is one tap, and the choice is remembered on this device', async () => {
    const kept = new Map<string, string>();
    const store: KeyValueStore = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v) };
    const app = createAppState(null, createPreferences(store));
    await app.start();
    await app.newGame(THREE);
    renderWith(app, <Game />);
    expect(board().classList.contains('large')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Large board: off' }));
    expect(board().classList.contains('large')).toBe(true);
    expect(createPreferences(store).largeBoard.value).toBe(true);
  });
});
