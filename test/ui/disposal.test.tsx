// @vitest-environment happy-dom
// The disposal panel, drawn by the action panel for the holder a merger waits for (docs/rules.md R22).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { appAt, renderPanel, THREE, UP_TO_MERGER } from './render.tsx';
import { TOWER_TAKEN_OVER } from '../fixtures/tower-taken-over.ts';

afterEach(cleanup);

// Cal's 3A joins Tower (2) and Luxor (3): Luxor survives and Ben, the only Tower holder, disposes of 5 Tower at
// $200 a share. His cash: 6,000 - 3 × 200 - 200 bought + 2,000 majority + 1,000 minority = 8,200. The bank has
// 25 - 3 = 22 Luxor.
const atDisposal = () => appAt(THREE, [...UP_TO_MERGER, { type: 'place', tile: '3A' }]);

/** The payout table's rows as text: holder, shares, rank, bonus, disposal. */
const payoutRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

const input = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(Object.assign(input(name), { value }));

describe('disposing of defunct shares', () => {
  test("names the holder and the count, the bonuses paid, and limits sell to 5 and the trade to 4", async () => {
    const app = await atDisposal();
    renderPanel(app);
    expect(screen.getByRole('heading').textContent).toBe('Ben: 5 Tower shares');
    // Every player is in the payout table, those without a Tower share too: Ben took both bonuses, 2,000 + 1,000.
    expect(payoutRows()).toEqual([
      ['Ben', '5', '1', '$3,000 both', 'now'],
      ['Ann', '0', '—', '—', 'no share'],
      ['Cal', '0', '—', '—', 'no share'],
    ]);
    expect(input(/^Sell$/).max).toBe('5');
    // 5 held: trades go two at a time, so 4 at most.
    expect(input(/^Trade 2 for 1 Luxor$/).max).toBe('4');
    expect(screen.getByText(/Keeps 5 Tower/).textContent).toBe('Keeps 5 Tower · gets $0 · cash after $8,200');
  });

  test('selling 2 leaves 3, so the trade stops at 2; the line shows 3 kept and $8,200 + $400', async () => {
    const app = await atDisposal();
    renderPanel(app);
    type(/^Sell$/, '2');
    await waitFor(() => expect(input(/^Trade 2 for 1 Luxor$/).max).toBe('2'));
    expect(screen.getByText(/Keeps/).textContent).toBe('Keeps 3 Tower · gets $400 · cash after $8,600');
    expect((screen.getByRole('button', { name: 'Trade 2 for 1 Luxor: one more' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('an odd trade typed in goes down to the pair below, never to an odd trade the engine would refuse', async () => {
    const app = await atDisposal();
    renderPanel(app);
    type(/^Trade 2 for 1 Luxor$/, '3');
    await waitFor(() => expect(input(/^Trade 2 for 1 Luxor$/).value).toBe('2'));
    expect(screen.getByText(/Keeps/).textContent).toBe('Keeps 3 Tower · gets $0 and 1 Luxor · cash after $8,200');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm for Ben' }));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('buy'));
    // Ben gave 2 Tower for 1 Luxor: he keeps 3 Tower and holds 1 Luxor; the bank has 22 - 1 = 21 Luxor.
    const s = app.session.value!.state;
    expect([s.players[1]!.shares[0], s.players[1]!.shares[1], s.bank[1]]).toEqual([3, 1, 21]);
  });

  test('after a confirm the panel moves on: Cal buys, with nothing chosen', async () => {
    const app = await atDisposal();
    renderPanel(app);
    type(/^Sell$/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm for Ben' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Cal: buy up to 3 shares'));
    expect(app.session.value!.state.players[1]!.cash).toBe(8200 + 5 * 200);
    expect(screen.getByRole('button', { name: 'End turn without buying' })).toBeTruthy();
  });

  test("the next holder's panel starts from nothing sold or traded", async () => {
    // As before, but Ann's buy is 1 Luxor and 1 Tower: Tower's holders are Ann (1) and Ben (5). Going round from
    // Cal, the mergemaker, who holds none: Ann disposes first, then Ben.
    const actions = UP_TO_MERGER.map((a) => (a.type === 'buy' && 'Luxor' in a.shares ? { type: 'buy' as const, shares: { Luxor: 1, Tower: 1 } } : a));
    const app = await appAt(THREE, [...actions, { type: 'place', tile: '3A' }]);
    renderPanel(app);
    expect(screen.getByRole('heading').textContent).toBe('Ann: 1 Tower share');
    type(/^Sell$/, '1');
    await waitFor(() => expect(screen.getByText(/Keeps/).textContent).toMatch(/^Keeps 0 Tower · gets \$200/));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm for Ann' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Ben: 5 Tower shares'));
    expect(input(/^Sell$/).value).toBe('0');
    expect(screen.getByText(/Keeps/).textContent).toMatch(/^Keeps 5 Tower · gets \$0 · /);
  });

  test('one tap sells all 5: $1,000 at $200 a share', async () => {
    const app = await atDisposal();
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'Sell all 5 ($1,000)' }));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('buy'));
    expect(app.session.value!.state.players[1]!.cash).toBe(8200 + 1000);
  });

  test('one tap trades the most: 4 Tower for 2 Luxor, the fifth kept', async () => {
    const app = await atDisposal();
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'Trade 4 for 2 Luxor shares, keep 1' }));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('buy'));
    expect(app.session.value!.state.players[1]!.shares.slice(0, 2)).toEqual([1, 2]);
  });

  test('with Ben still to come, one tap confirms Ann and keeps all of Ben\'s', async () => {
    const actions = UP_TO_MERGER.map((a) => (a.type === 'buy' && 'Luxor' in a.shares ? { type: 'buy' as const, shares: { Luxor: 1, Tower: 1 } } : a));
    const app = await appAt(THREE, [...actions, { type: 'place', tile: '3A' }]);
    renderPanel(app);
    // Ann 1, Ben 5 Tower at 2 tiles ($200): Ben the majority $2,000, Ann the minority $1,000. Cal holds none.
    expect(payoutRows()).toEqual([
      ['Ben', '5', '1', '$2,000 majority', 'next'],
      ['Ann', '1', '2', '$1,000 minority', 'now'],
      ['Cal', '0', '—', '—', 'no share'],
    ]);
    type(/^Sell$/, '1');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm for Ann; Ben keeps all' }));
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('buy'));
    // Ann sold her 1 Tower; Ben kept his 5.
    expect(app.session.value!.record.actions.slice(-2)).toEqual([{ type: 'dispose', player: 'Ann', sell: 1 }, { type: 'dispose', player: 'Ben' }]);
    expect(app.session.value!.state.players[1]!.shares[0]).toBe(5);
  });

  test('a double tap on "Sell all" stores one disposal: the second tap was made on a screen that has moved on', async () => {
    const app = await atDisposal();
    renderPanel(app);
    const sellAll = screen.getByRole('button', { name: 'Sell all 5 ($1,000)' });
    fireEvent.click(sellAll);
    fireEvent.click(sellAll);
    await waitFor(() => expect(app.session.value!.state.awaiting).toBe('buy'));
    await new Promise((r) => setTimeout(r, 50));
    expect(app.session.value!.record.actions.filter((a) => a.type === 'dispose')).toEqual([{ type: 'dispose', player: 'Ben', sell: 5 }]);
    expect(app.notice.value).toBeNull();
  });

  test('a tied minority shows its split, "rounded up" because rounding changed the amount', async () => {
    // Tower (1A-3A, 3 tiles, cheapest tier): $300 a share, majority $3,000, minority $1,500. Ben holds 3 (founder's
    // share + 2 bought), Cal 1, Ann 1. Ben's 4A joins Luxor (5A-8A, 4 tiles), which survives. Ben takes the majority;
    // Cal and Ann tie for the minority: $1,500 ÷ 2 = $750, rounded up to $800 each.
    const app = await appAt(THREE, TOWER_TAKEN_OVER);
    renderPanel(app);
    expect(payoutRows()).toEqual([
      ['Ben', '3', '1', '$3,000 majority', 'now'],
      ['Ann', '1', '2', '$800 minority', 'next'],
      ['Cal', '1', '2', '$800 minority', 'next'],
    ]);
    expect(screen.getByText(/ tie for /).textContent).toBe('Ann and Cal tie for the minority: $1,500 ÷ 2 = $750, rounded up to $800');
  });
});
