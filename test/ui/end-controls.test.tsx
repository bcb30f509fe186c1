// @vitest-environment happy-dom
// Declaring the end (docs/rules.md R25, R26; closed holdings R27): offered once every chain on the board is safe, with the standings if the
// game ended now, which a closed-holdings game hides unless the banker view is on.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { Action, RecordSetup } from '../../src/engine/index.ts';
import { appAt, renderPanel, THREE } from './render.tsx';

afterEach(cleanup);

// 1A-11A lie loose; Ann's 12A founds Tower with 12 tiles, the only chain, and safe (11 or more): the end may be
// declared. Tower at 12 tiles is $700 (cheapest tier, 11-20 tiles), so if the game ended now Ann, its only holder
// (her founder's share), would get 7,000 + 3,500 in bonuses and 700 for the share: 6,000 + 11,200 = 17,200.
const ROW_A: RecordSetup = { ...THREE, initialTiles: ['1A', '2A', '3A', '4A', '5A', '6A', '7A', '8A', '9A', '10A', '11A'] };
const FOUNDED: Action[] = [{ type: 'place', tile: '12A' }, { type: 'found', chain: 'Tower' }];

const standings = () => [...document.querySelectorAll('.end-controls tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the end may be declared', () => {
  test('open holdings: the standings if the game ended now, then the declaration', async () => {
    const app = await appAt(ROW_A, FOUNDED);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'The end may be declared…' }));
    expect(standings()).toEqual([['Ann', '$17,200', '1'], ['Ben', '$6,000', '2'], ['Cal', '$6,000', '2']]);
    fireEvent.click(screen.getByRole('button', { name: 'Declare the end' }));
    await waitFor(() => expect(app.session.value!.state.declared).toBe(true));
    expect(screen.getByText('The end is declared: the game ends when this turn ends.')).toBeTruthy();
  });

  test('closed holdings: the standings stay hidden until the banker view is on', async () => {
    const app = await appAt({ ...ROW_A, rules: { holdings: 'closed' } }, FOUNDED);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'The end may be declared…' }));
    expect(standings()).toEqual([]);
    expect(screen.getByText(/Holdings are closed/)).toBeTruthy();
    app.bankerView.value = true;
    await waitFor(() => expect(standings()).toHaveLength(3));
  });

  test('not offered while a chain on the board is unsafe', async () => {
    // 1A-9A loose: 10A founds Tower at 10 tiles (1A-10A), under the safe size of 11.
    const app = await appAt({ ...THREE, initialTiles: ['1A', '2A', '3A', '4A', '5A', '6A', '7A', '8A', '9A'] }, [{ type: 'place', tile: '10A' }, { type: 'found', chain: 'Tower' }]);
    renderPanel(app);
    expect(screen.queryByRole('button', { name: 'The end may be declared…' })).toBeNull();
  });
});
