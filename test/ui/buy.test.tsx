// @vitest-environment happy-dom
// The buy panel: at most 3 shares a turn, no more than the bank holds or the cash pays for (docs/rules.md R23).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { Action } from '../../src/engine/index.ts';
import { appAt, renderPanel, THREE, UP_TO_MERGER } from './render.tsx';

afterEach(cleanup);

// Cal's 3A merges Tower into Luxor and Ben sells his 5 Tower: Cal buys, with Luxor the one chain on the board at
// 1A-6A, 6 tiles: $600 a share in the cheapest tier. The bank has 25 - 3 (Ann's) = 22 Luxor.
const MERGED: Action[] = [...UP_TO_MERGER, { type: 'place', tile: '3A' }, { type: 'dispose', player: 'Ben', sell: 5 }];

const count = (n: number) => screen.getByRole('button', { name: `${n} Luxor` }) as HTMLButtonElement;
const row = () => screen.getByRole('group', { name: 'How many Luxor' }).closest('li')!;
const pressed = () => within(screen.getByRole('group', { name: 'How many Luxor' })).queryAllByRole('button', { pressed: true }).map((b) => b.textContent);
const summary = () => screen.getByText(/ of 3 · /).textContent;
// Nothing chosen: no sum is shown (the cash is in the status strip), so End turn and the sum share one row on a phone.
const noSummary = () => expect(screen.queryByText(/ of 3 · /)).toBeNull();
const oneTap = () => screen.queryByRole('group', { name: 'Buy and end the turn in one tap' });

describe('buying shares', () => {
  test('one tap on "3" chooses three Luxor at $600: the total, the cost and the cash after', async () => {
    const app = await appAt(THREE, MERGED);
    renderPanel(app);
    // The column: the name (and its first letters, shown instead in a narrow column), price, shares left, counts.
    // The bank's 22 are not said: only where the bank limits a buy (fewer than 3 left).
    expect(row().textContent).toBe('LuxorLux$600123');
    noSummary();
    fireEvent.click(count(3));
    // 3 × 600 = 1,800; 6,000 - 1,800 = 4,200.
    await waitFor(() => expect(summary()).toBe('3 of 3 · $1,800 · cash after $4,200'));
    expect(pressed()).toEqual(['3']);
    fireEvent.click(screen.getByRole('button', { name: 'Buy 3 and end turn' }));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('place'));
    const s = app.session.value!.state;
    expect([s.players[2]!.cash, s.players[2]!.shares[1], s.bank[1], s.turn]).toEqual([4200, 3, 19, 7]);
  });

  test('another count replaces the one chosen; a second tap on the same count keeps it (a double tap); Clear takes it back', async () => {
    const app = await appAt(THREE, MERGED);
    renderPanel(app);
    fireEvent.click(count(2));
    await waitFor(() => expect(summary()).toBe('2 of 3 · $1,200 · cash after $4,800'));
    fireEvent.click(count(1));
    await waitFor(() => expect(summary()).toBe('1 of 3 · $600 · cash after $5,400'));
    fireEvent.click(count(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(summary()).toBe('1 of 3 · $600 · cash after $5,400');
    expect(pressed()).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(noSummary);
    expect(pressed()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  test('with two chains, the counts of one leave room for the other: 2 Tower leave 1 Luxor, 3 Tower none', async () => {
    // Ben at his buy after 6A: Tower (1A 2A, $200) and Luxor (4A 5A 6A, $300). His cash: 6,000 - 3 × 200 = 5,400.
    const app = await appAt(THREE, UP_TO_MERGER.slice(0, -2));
    renderPanel(app);
    const counts = (chain: string) => [1, 2, 3].map((n) => (screen.getByRole('button', { name: `${n} ${chain}` }) as HTMLButtonElement).disabled);
    fireEvent.click(screen.getByRole('button', { name: '2 Tower' }));
    await waitFor(() => expect(counts('Luxor')).toEqual([false, true, true]));
    fireEvent.click(screen.getByRole('button', { name: '1 Luxor' }));
    // 2 × 200 + 300 = 700; 5,400 - 700 = 4,700.
    await waitFor(() => expect(summary()).toBe('3 of 3 · $700 · cash after $4,700'));
    // Tower can still go to 2 (it has 2) but not 3 while Luxor holds the third share.
    expect(counts('Tower')).toEqual([false, false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy 3 and end turn' }));
    await waitFor(() => expect(app.session.value!.state.turn).toBe(6));
    expect(app.session.value!.record.actions.at(-2)).toEqual({ type: 'buy', shares: { Tower: 2, Luxor: 1 } });
  });

  test('one tap buys three Luxor and ends the turn, stored as one buy and the end of the turn', async () => {
    const app = await appAt(THREE, MERGED);
    renderPanel(app);
    const before = app.session.value!.record.actions.length;
    fireEvent.click(within(oneTap()!).getByRole('button', { name: '3 Luxor ($1,800), end turn' }));
    await waitFor(() => expect(app.session.value!.state.turn).toBe(7));
    expect(app.session.value!.record.actions.slice(before)).toEqual([{ type: 'buy', shares: { Luxor: 3 } }, { type: 'endTurn' }]);
    // 6,000 - 3 × 600 = 4,200.
    expect(app.session.value!.state.players[2]!.cash).toBe(4200);
  });

  test('the one-tap buys leave once a count is chosen: the counts decide from then on', async () => {
    const app = await appAt(THREE, MERGED);
    renderPanel(app);
    expect(oneTap()).not.toBeNull();
    fireEvent.click(count(1));
    await waitFor(() => expect(oneTap()).toBeNull());
  });

  test('with $1,000 to start, Cal can pay for one Luxor only', async () => {
    // Cash at Cal's buy: 1,000 (he bought nothing before). 1,000 / 600 → 1 share.
    const app = await appAt({ ...THREE, startingCash: 1000 }, MERGED);
    renderPanel(app);
    expect(within(oneTap()!).getByRole('button').textContent).toBe('1 Luxor ($600), end turn');
    expect([1, 2, 3].map((n) => count(n).disabled)).toEqual([false, true, true]);
    fireEvent.click(count(1));
    await waitFor(() => expect(summary()).toBe('1 of 3 · $600 · cash after $400'));
  });

  test('buying nothing ends the turn in one tap and stores no buy', async () => {
    const app = await appAt(THREE, MERGED);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'End turn without buying' }));
    await waitFor(() => expect(app.session.value!.state.turn).toBe(7));
    expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'endTurn' });
    expect(app.session.value!.record.actions.at(-2)).toEqual({ type: 'dispose', player: 'Ben', sell: 5 });
  });
});

describe('the buy panel says what to do at the table', () => {
  test('after the merger: Ben is paid $3,000 for Tower, his 5 Tower are taken for $1,000, Luxor has 7 tiles', async () => {
    // Tower (1A 2A, 2 tiles, $200): Ben, its only holder, takes both bonuses, 2,000 + 1,000. He sold 5 × 200 = 1,000.
    // Luxor: its 4A 5A 6A, Tower's 1A 2A and Cal's 3A = 6 tiles.
    const app = await appAt(THREE, MERGED);
    renderPanel(app);
    const steps = within(screen.getByRole('group', { name: 'At the table' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'Pay Ben $3,000 (Tower both bonuses)',
      'Take 5 Tower from Ben, pay $1,000',
      'Luxor now has 6 tiles; the Tower marker goes back',
      'Cal draws a new tile at the end of the turn',
    ]);
  });
});

describe('a kept choice is always one the engine takes now', () => {
  test('Ben chooses 2 Tower, Undo twice takes Tower off the board, Ben places 9I: the turn ends with no buy', async () => {
    // The reproduction of issue 34: the kept "2 Tower" outlived Tower itself and every end of the turn was refused.
    const app = await appAt(THREE, [{ type: 'place', tile: '1A' }, { type: 'endTurn' }, { type: 'place', tile: '2A' }, { type: 'found', chain: 'Tower' }]);
    renderPanel(app);
    fireEvent.click(await screen.findByRole('button', { name: '2 Tower' }));
    expect(app.buyChoice.value).toEqual({ Tower: 2 });
    await app.undo();
    await app.undo();
    await app.act({ type: 'place', tile: '9I' });
    expect(app.buyChoice.value).toEqual({});
    const end = await screen.findByRole('button', { name: 'End turn without buying' });
    await waitFor(() => expect((end as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(end);
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'endTurn' }));
    expect(app.notice.value).toBeNull();
  });

  test('a chain with 2 shares left in the bank says so, and its 3 cannot be tapped (R23: no more than the bank has)', async () => {
    // Ann founds Tower at 1A-2A (her free share: the bank has 24), then seven buys of 3 and one of 1 take
    // 24 - 7 × 3 - 1 = 2: Cal buys with 2 Tower left. Every other tile stands alone (no chain grows or merges).
    const turns: [string, number][] = [['2A', 3], ['1C', 3], ['3C', 3], ['5C', 3], ['7C', 3], ['9C', 3], ['11C', 3], ['1E', 1], ['3E', 0]];
    const actions: Action[] = turns.flatMap(([tile, n], i): Action[] => [
      { type: 'place', tile },
      ...(i === 0 ? [{ type: 'found', chain: 'Tower' } as Action] : []),
      ...(n > 0 ? [{ type: 'buy', shares: { Tower: n } } as Action, { type: 'endTurn' } as Action] : []),
    ]);
    const app = await appAt({ ...THREE, initialTiles: ['1A'] }, actions);
    renderPanel(app);
    const tower = screen.getByRole('group', { name: 'How many Tower' }).closest('li')!;
    expect(tower.textContent).toBe('TowerTow$2002 left123');
    expect([1, 2, 3].map((n) => (screen.getByRole('button', { name: `${n} Tower` }) as HTMLButtonElement).disabled)).toEqual([false, false, true]);
  });
});
