// @vitest-environment happy-dom
// Trading between players before placing (docs/rules.md R10): each side shows its cash and only the chains it holds.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { appAt, renderPanel, THREE, UP_TO_MERGER } from './render.tsx';

afterEach(cleanup);

describe('the trade form', () => {
  test("Cal (nothing held) trades with Ann: Ann's side offers her 3 Luxor and her $5,600, nothing else", async () => {
    // Ann founded Luxor at 2 tiles ($200) and bought 2: 3 Luxor, 6,000 - 400 = 5,600. Cal has bought nothing.
    const app = await appAt(THREE, UP_TO_MERGER);
    renderPanel(app);
    fireEvent.click(screen.getByRole('button', { name: 'Trade with a player' }));
    const cal = within(await screen.findByRole('group', { name: 'Cal gives' }));
    const ann = within(screen.getByRole('group', { name: 'Ann gives' }));
    expect(cal.getByText('No shares to give.')).toBeTruthy();
    expect(cal.getAllByRole('spinbutton').map((i) => i.closest('label')!.textContent)).toEqual(['Cash (has $6,000) ']);
    expect(ann.getAllByRole('spinbutton').map((i) => i.closest('label')!.textContent)).toEqual(['Cash (has $5,600) ', 'Luxor (holds 3) ']);
    // With Ben instead: his 5 Tower, and nothing of Ann's left chosen.
    fireEvent.click(within(screen.getByRole('group', { name: 'Trade with' })).getByRole('button', { name: 'Ben' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Ben gives' })).getByLabelText(/^Tower/)).toBeTruthy());
    expect((within(screen.getByRole('group', { name: 'Ben gives' })).getByLabelText(/^Tower/) as HTMLInputElement).max).toBe('5');
  });
});
