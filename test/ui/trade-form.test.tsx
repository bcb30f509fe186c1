// @vitest-environment happy-dom
// Trading between players before placing (docs/rules.md R24): each side shows its cash and the chains it may give (with
// closed holdings, docs/decisions.md 51, every chain with shares outside the bank and no holding named).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { appAt, renderPanel, THREE, UP_TO_MERGER } from './render.tsx';

afterEach(cleanup);

const partner = (name: string) => within(screen.getByRole('group', { name: 'Trade with' })).getByRole('button', { name });
const side = (who: string) => within(screen.getByRole('group', { name: `${who} gives` }));

describe('the trade form', () => {
  test("Cal (nothing held) trades with Ann: one tap on her name opens it; her side offers her 3 Luxor and her $5,600", async () => {
    // Ann founded Luxor at 2 tiles ($200) and bought 2: 3 Luxor, 6,000 - 400 = 5,600. Cal has bought nothing.
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    expect(within(screen.getByRole('group', { name: 'Trade with' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ann', 'Ben']);
    fireEvent.click(partner('Ann'));
    const cal = within(await screen.findByRole('group', { name: 'Cal gives' }));
    expect(partner('Ann').getAttribute('aria-pressed')).toBe('true');
    expect(cal.getByText('No shares to give.')).toBeTruthy();
    expect(cal.getAllByRole('spinbutton').map((i) => i.closest('label')!.textContent)).toEqual(['Cash (has $6,000) ']);
    expect(side('Ann').getByLabelText(/^Cash/).closest('label')!.textContent).toBe('Cash (has $5,600) ');
    expect(side('Ann').getByRole('group', { name: /^Luxor/ }).textContent).toContain('holds 3');
    expect((side('Ann').getByRole('spinbutton', { name: 'Luxor' }) as HTMLInputElement).max).toBe('3');
  });

  test('another name keeps what Cal gives and clears the other side: Ben offers his 5 Tower', async () => {
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    fireEvent.click(partner('Ann'));
    fireEvent.input(await side('Cal').findByLabelText(/^Cash/), { target: { value: '700' } });
    fireEvent.click(side('Ann').getByRole('button', { name: 'Luxor: one more' }));
    fireEvent.click(partner('Ben'));
    await waitFor(() => expect(side('Ben').getByRole('spinbutton', { name: 'Tower' })).toBeTruthy());
    expect((side('Ben').getByRole('spinbutton', { name: 'Tower' }) as HTMLInputElement).max).toBe('5');
    expect((side('Cal').getByLabelText(/^Cash/) as HTMLInputElement).value).toBe('700');
    // Ann's Luxor is not asked of Ben: only his Tower goes.
    fireEvent.click(side('Ben').getByRole('button', { name: 'Tower: one more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the trade' }));
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'trade', with: 'Ben', give: { cash: 700 }, get: { shares: { Tower: 1 } } }));
  });

  test('a second tap on the open name keeps the form open (a double tap); Cancel closes it and stores nothing', async () => {
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    const before = app.session.value!.record.actions.length;
    fireEvent.click(partner('Ben'));
    await screen.findByRole('group', { name: 'Cal gives' });
    fireEvent.click(partner('Ben'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('group', { name: 'Cal gives' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Cal gives' })).toBeNull());
    expect(partner('Ben').getAttribute('aria-pressed')).toBe('false');
    expect(app.session.value!.record.actions).toHaveLength(before);
  });

  test('Cal gives $500 for 1 of Ann\'s Luxor, the share in one tap on "+": stored as one trade', async () => {
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    fireEvent.click(partner('Ann'));
    fireEvent.input(await side('Cal').findByLabelText(/^Cash/), { target: { value: '500' } });
    fireEvent.click(side('Ann').getByRole('button', { name: 'Luxor: one more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the trade' }));
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'trade', with: 'Ann', give: { cash: 500 }, get: { shares: { Luxor: 1 } } }));
    // Cal 6,000 - 500 = 5,500 with 1 Luxor; Ann 5,600 + 500 = 6,100 with 3 - 1 = 2 Luxor.
    const s = app.session.value!.state;
    expect([s.players[2]!.cash, s.players[2]!.shares[1], s.players[0]!.cash, s.players[0]!.shares[1]]).toEqual([5500, 1, 6100, 2]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Cal gives' })).toBeNull());
  });
});

describe('what is typed or tapped in the trade form is what is stored', () => {
  test('Cal gets 3 Luxor typed into Ann\'s stepper for $909, then Make the trade at once: the typed shares count (no change event)', async () => {
    // Ann founded Luxor and bought 2 (3 Luxor); Cal is the current player: Cal gets 3 Luxor from Ann for $909.
    // The number is typed (an input event) and the next tap is the submit: a change event never fires.
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    fireEvent.click(partner('Ann'));
    fireEvent.input(await side('Ann').findByRole('spinbutton', { name: 'Luxor' }), { target: { value: '3' } });
    fireEvent.input(side('Cal').getByLabelText(/^Cash/), { target: { value: '909' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the trade' }));
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'trade', with: 'Ann', give: { cash: 909 }, get: { shares: { Luxor: 3 } } }));
  });

  test("a tap on the partner's side the moment the form opens is kept (no reset after the first paint wipes it)", async () => {
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    // Load the form once, so that the next opening draws it at once.
    fireEvent.click(partner('Ann'));
    await screen.findByRole('group', { name: 'Cal gives' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Cal gives' })).toBeNull());
    // Plain DOM clicks, as a fast thumb makes them: the form is drawn (a microtask) and tapped before any effect runs.
    partner('Ann').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    side('Ann').getByRole('button', { name: 'Luxor: one more' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.click(screen.getByRole('button', { name: 'Make the trade' }));
    await waitFor(() => expect(app.session.value!.record.actions.at(-1)).toEqual({ type: 'trade', with: 'Ann', give: {}, get: { shares: { Luxor: 1 } } }));
  });
});

describe('the trade form with closed holdings', () => {
  test("the table's view names no holding: every chain with shares outside the bank, up to that many, no 'holds'", async () => {
    // Tower: Ben 5 → 20 in the bank; Luxor: Ann 3 → 22 in the bank. Cal trades with Ann.
    const app = await appAt({ ...THREE, rules: { holdings: 'closed' } }, UP_TO_MERGER);
    renderPanel(app);
    fireEvent.click(partner('Ann'));
    const ann = side('Ann');
    await ann.findByRole('spinbutton', { name: 'Tower' });
    expect(document.body.textContent).not.toMatch(/holds/);
    // 25 - 20 = 5 Tower and 25 - 22 = 3 Luxor outside the bank: public, as the bank's shares are.
    expect(['Tower', 'Luxor'].map((c) => (ann.getByRole('spinbutton', { name: c }) as HTMLInputElement).max)).toEqual(['5', '3']);
    // Ann holds no Tower: the engine refuses it, in words that do not say what she holds, and nothing is stored.
    const before = app.session.value!.record.actions.length;
    fireEvent.click(ann.getByRole('button', { name: 'Tower: one more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the trade' }));
    await waitFor(() => expect(app.notice.value?.text).toBe('Ann does not hold 1 Tower to give: the trade is refused.'));
    expect(app.session.value!.record.actions).toHaveLength(before);
  });
});
