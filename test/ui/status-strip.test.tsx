// @vitest-environment happy-dom
// The status strip pinned under the game header: the current player's cash and holdings, and each chain's size and
// price, so a phone shows what the turn needs without scrolling.
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Game } from '../../src/ui/Game/index.tsx';
import { appAt, renderWith, THREE } from './render.tsx';

afterEach(cleanup);

// Ann founds Tower at 5C-6C (2 tiles, $200) and gets her free share, then buys 2 at $200: 6,000 - 400 = 5,600.
const FOUNDED = [
  { type: 'place', tile: '6C' },
  { type: 'found', chain: 'Tower' },
  { type: 'buy', shares: { Tower: 2 } },
] as const;

describe('the status strip', () => {
  test("Ann's cash and her 3 Tower, and Tower at 2 tiles and $200", async () => {
    const app = await appAt({ ...THREE, initialTiles: ['5C'] }, [...FOUNDED]);
    renderWith(app, <Game />);
    expect(screen.getByLabelText('At a glance').textContent).toBe('Ann $5,600 · Tower 3Tower 2 · $200');
  });

  test('closed holdings: the cash shows, the holdings do not', async () => {
    const app = await appAt({ ...THREE, initialTiles: ['5C'], rules: { holdings: 'closed' } }, [...FOUNDED]);
    renderWith(app, <Game />);
    expect(screen.getByLabelText('At a glance').textContent).toBe('Ann $5,600Tower 2 · $200');
  });
});
