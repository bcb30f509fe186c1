// @vitest-environment happy-dom
// The status strip pinned under the game header: the current player's cash and holdings, and each chain's size and
// price, so a phone shows what the turn needs without scrolling.
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Game } from '../../src/ui/Game/index.tsx';
import { appAt, renderWith, THREE } from './render.tsx';

afterEach(cleanup);

/** What a screen reader reads of an element: its text without the parts hidden from it (a chain's short name). */
function read(e: HTMLElement): string {
  const copy = e.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((h) => h.remove());
  return copy.textContent!.replace(/\u2009/g, ' ');
}

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
    expect(read(screen.getByLabelText('At a glance'))).toBe('Ann $5,600 · Tower 3Tower 2 · $200');
    // On a phone the names show as their first letters (CSS): the tags take fewer lines of the pinned top.
    expect([...document.querySelectorAll('.status-strip .name-short')].map((e) => e.textContent)).toEqual(['Tow', 'Tow']);
  });

  test('closed holdings: the cash shows, the holdings do not', async () => {
    const app = await appAt({ ...THREE, initialTiles: ['5C'], rules: { holdings: 'closed' } }, [...FOUNDED]);
    renderWith(app, <Game />);
    expect(read(screen.getByLabelText('At a glance'))).toBe('Ann $5,600Tower 2 · $200');
  });

  test('the end meter: Tower 2 of 41 tiles, 0 of 1 chains safe', async () => {
    const app = await appAt({ ...THREE, initialTiles: ['5C'] }, [...FOUNDED]);
    renderWith(app, <Game />);
    expect(screen.getByLabelText('Towards the end').textContent).toBe('Tower 2/41 · 0 of 1 chains safe');
  });

  test('"If the game ended now" is one tap away: Ann first with $9,200', async () => {
    const app = await appAt({ ...THREE, initialTiles: ['5C'] }, [...FOUNDED]);
    renderWith(app, <Game />);
    fireEvent.click(screen.getByRole('button', { name: 'If the game ended now' }));
    // Tower 2 tiles at $200: Ann the only holder takes majority 2,000 + minority 1,000, and sells 3 × 200 = 600:
    // 5,600 + 3,000 + 600 = 9,200. Ben and Cal keep 6,000 and tie for second.
    const rows = within(screen.getByRole('table', { name: /^If the game ended now/ })).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['PlayerMoneyRank', 'Ann$9,2001', 'Ben$6,0002', 'Cal$6,0002']);
  });

  test('closed holdings: the meter shows, the standings if ended now are not offered', async () => {
    const app = await appAt({ ...THREE, initialTiles: ['5C'], rules: { holdings: 'closed' } }, [...FOUNDED]);
    renderWith(app, <Game />);
    expect(screen.getByLabelText('Towards the end').textContent).toBe('Tower 2/41 · 0 of 1 chains safe');
    expect(screen.queryByRole('button', { name: 'If the game ended now' })).toBeNull();
  });
});
