// @vitest-environment happy-dom
// The merger's choices on the action panel: a tied survivor shows what each choice pays (docs/rules.md R17-R19), and
// the two-player market's draw is one tap on the drawn tile's number (R21).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { Action } from '../../src/engine/index.ts';
import { appAt, renderPanel, THREE } from './render.tsx';

afterEach(cleanup);

const end: Action = { type: 'endTurn' };
// Turn 2, Ben founds Tower (1A 2A) and buys 2: 3 Tower. Turn 3, Cal buys 1 Tower. Turn 5, Ben founds Luxor (4A 5A):
// his founder's share is Luxor's only one. Turn 7, Ann's 3A joins Tower (2) and Luxor (2), both the cheapest tier at
// 2 tiles: majority $2,000, minority $1,000; Ann chooses the survivor.
const TIE: Action[] = [
  { type: 'place', tile: '1A' }, end,
  { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 2 } }, end,
  { type: 'place', tile: '9I' }, { type: 'buy', shares: { Tower: 1 } }, end,
  { type: 'place', tile: '4A' }, end,
  { type: 'place', tile: '5A' }, { type: 'found', chain: 'Luxor' }, end,
  { type: 'place', tile: '9G' }, end,
  { type: 'place', tile: '3A' },
];

const choice = (name: RegExp) => screen.getByRole('button', { name });

describe('a tied survivor', () => {
  test('each choice says what it pays: Tower surviving pays Luxor\'s holder, Luxor surviving pays Tower\'s', async () => {
    const app = await appAt(THREE, TIE);
    renderPanel(app);
    expect(app.session.value!.state.awaiting).toBe('survivor');
    // Tower survives → Luxor pays Ben, its only holder (founder's share): both bonuses, $3,000.
    expect(choice(/^Tower \(2 tiles\)/).textContent).toBe('Tower (2 tiles)Luxor pays Ben $3,000');
    // Luxor survives → Tower pays Ben (3) the majority $2,000 and Cal (1) the minority $1,000.
    expect(choice(/^Luxor \(2 tiles\)/).textContent).toBe('Luxor (2 tiles)Tower pays Ben $2,000, Cal $1,000');
  });

  test('closed holdings: only the bonus sizes, not who would get them', async () => {
    const app = await appAt({ ...THREE, rules: { holdings: 'closed' } }, TIE);
    renderPanel(app);
    expect(choice(/^Luxor \(2 tiles\)/).textContent).toBe('Luxor (2 tiles)Tower pays majority $2,000, minority $1,000');
  });
});

describe('the two-player market draw', () => {
  test('one tap on the drawn tile\'s number: 7 shares for the market, which then outranks Ann', async () => {
    const app = await appAt({ players: ['Ann', 'Ben'], rules: { twoPlayerMarket: true } }, [
      { type: 'place', tile: '1A' }, { type: 'endTurn' },
      { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' },
      { type: 'place', tile: '4A' }, { type: 'endTurn' },
      { type: 'place', tile: '5A' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
      { type: 'place', tile: '3A' }, { type: 'survivor', chain: 'Luxor' },
    ]);
    renderPanel(app);
    expect(app.session.value!.state.awaiting).toBe('market');
    const numbers = within(screen.getByRole('group', { name: 'Number on the drawn tile' }));
    expect(numbers.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    fireEvent.click(numbers.getByRole('button', { name: '7' }));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('dispose'));
    expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'market', shares: 7 });
    // Tower at 2 tiles: the market's 7 beat Ben's 3: the majority $2,000 stays in the bank, Ben gets the minority.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Market (drew 7)', '7', '1', '$2,000 majoritykept by the bank', '—'],
      ['Ben', '3', '2', '$1,000 minority', 'now'],
      ['Ann', '0', '—', '—', 'no share'],
    ]);
  });
});
