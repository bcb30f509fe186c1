// @vitest-environment happy-dom
// Tycoon mode (docs/rules.md R19T) wherever a bonus is paid or looked up: the merger panel with its arithmetic, the
// history, New game, and the quick tools' classic/Tycoon switch. Amounts from the Tycoon chart, worked by hand.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { describeEvent } from '../../src/app/wording.ts';
import { ChartTool } from '../../src/ui/Tools/ChartTool.tsx';
import { MergerTool } from '../../src/ui/Tools/MergerTool.tsx';
import { TallyTool } from '../../src/ui/Tools/TallyTool.tsx';
import { eventsOf, play, run, scenario } from '../fixtures/scenario.ts';
import { appAt, renderNewGame, renderPanel } from './render.tsx';
import { TOWER_TAKEN_OVER } from '../fixtures/tower-taken-over.ts';

afterEach(cleanup);

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

describe('a Tycoon game on screen', () => {
  test('the merger panel ranks three places and shows a tie for 2nd + 3rd with its arithmetic', async () => {
    // Tower (1A-3A, 3 tiles, cheapest tier): $300 a share; Tycoon: 1st $3,000, 2nd $2,200, 3rd $1,500. Ben holds 3
    // (founder's + 2 bought), Ann 1, Cal 1. Ben's 4A joins Luxor (5A-8A, 4 tiles), which survives. Ben takes the
    // 1st; Ann and Cal tie for second and share 2nd + 3rd: (2,200 + 1,500) ÷ 2 = 1,850, rounded up to 1,900 each.
    const app = await appAt({ players: ['Ann', 'Ben', 'Cal'], rules: { tycoon: true } }, TOWER_TAKEN_OVER);
    renderPanel(app);
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Tower: 3 tiles, $300 a share · 1st $3,000, 2nd $2,200, 3rd $1,500');
    expect(rows(table)).toEqual([
      ['Ben', '3', '1', '$3,000 1st', 'now'],
      ['Ann', '1', '2', '$1,900 2nd + 3rd', 'next'],
      ['Cal', '1', '2', '$1,900 2nd + 3rd', 'next'],
    ]);
    expect(screen.getByText(/ tie for /).textContent).toBe('Ann and Cal tie for the 2nd + 3rd: $3,700 ÷ 2 = $1,850, rounded up to $1,900');
    // Ann bought her 1 Tower at 3 tiles ($300): 6,000 - 300 + 1,900 = 7,600.
    expect(app.session.value!.state.players[0]!.cash).toBe(7600);
  });

  test('the history words a third-place bonus as it words the others', () => {
    // Four players; Ann's 5E joins Continental (1D-5D, 5 tiles) and Luxor (6E-8E, 3 tiles: $300 → 3,000 / 2,200 /
    // 1,500). Luxor: Ann 6 → 1st; Ben 4 → 2nd; Cal 2 = Dee 2 share the 3rd: 1,500 ÷ 2 = 750 → 800 each.
    const s = scenario({
      players: ['Ann', 'Ben', 'Cal', 'Dee'],
      rules: { tycoon: true },
      chains: { Continental: run('1D', 5), Luxor: '6E 7E 8E' },
      shares: { Ann: { Luxor: 6 }, Ben: { Luxor: 4 }, Cal: { Luxor: 2 }, Dee: { Luxor: 2 } },
    });
    const { events } = play(s, { type: 'place', tile: '5E' });
    expect(eventsOf(events, 'bonus').map((e) => describeEvent(e, true))).toEqual([
      'Luxor 1st bonus: $3,000 to Ann',
      'Luxor 2nd bonus: $2,200 to Ben',
      'Luxor 3rd bonus: $800 to Cal (split with Dee: $1,500 ÷ 2 = $750, rounded up to $800)',
      'Luxor 3rd bonus: $800 to Dee (split with Cal: $1,500 ÷ 2 = $750, rounded up to $800)',
    ]);
  });

  test('New game offers Tycoon mode beside the chain set, and the game is set up with it', async () => {
    const app = await renderNewGame();
    ['Ann', 'Ben', 'Cal'].forEach((n, i) => fireEvent.input(screen.getAllByPlaceholderText(/^Player \d$/)[i]!, { target: { value: n } }));
    const toggle = screen.getByRole('checkbox', { name: /Tycoon mode \(3rd bonus\)/ });
    expect(toggle.closest('fieldset')!.querySelector('legend')!.textContent).toBe('Chains');
    fireEvent.click(toggle);
    fireEvent.submit(toggle.closest('form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(app.session.value!.record.setup.rules).toMatchObject({ tycoon: true });
  });
});

describe('the quick tools in Tycoon mode', () => {
  beforeEach(() => localStorage.clear());

  test('the price chart and its lookup show three bonuses with the switch on', () => {
    render(<ChartTool edition="classic" />);
    // Tower at 2 tiles: $200; classic majority $2,000 and minority $1,000.
    expect(screen.getByText(/a share/).textContent).toBe('Tower at 2 tiles: $200 a share · majority $2,000 · minority $1,000');
    fireEvent.click(screen.getByRole('button', { name: 'Tycoon mode (3rd bonus): off' }));
    // Tycoon at $200: 1st $2,000, 2nd $1,500, 3rd $1,000.
    expect(screen.getByText(/a share/).textContent).toBe('Tower at 2 tiles: $200 a share · 1st $2,000 · 2nd $1,500 · 3rd $1,000');
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toMatch(/1st \/ 2nd \/ 3rd bonus \(Tycoon mode\)/);
    // The last row, 41+ tiles, of the expensive tier: $1,200 → 12,000 / 8,200 / 6,000.
    const last = screen.getByRole('table').querySelectorAll('tbody tr')[8]!;
    expect(last.querySelectorAll('td')[2]!.textContent).toBe('$1,200$12,000 / $8,200 / $6,000');
  });

  test('the merger calculator ranks a third holder and words a tie for third', () => {
    // Tower at 3 tiles ($300): Ann 6 → 1st 3,000; Ben 4 → 2nd 2,200; Cal 2 = Dee 2 share the 3rd, 1,500 ÷ 2 → 800.
    const holders = [['Ann', 6], ['Ben', 4], ['Cal', 2], ['Dee', 2]].map(([name, shares]) => ({ name: name as string, shares: shares as number }));
    render(<MergerTool edition="classic" prefill={{ chain: 'Tower', size: 3, holders, market: null, bankSurvivor: 25, tycoon: true }} />);
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Tower at 3 tiles: 1st $3,000, 2nd $2,200, 3rd $1,500');
    expect(rows(table)).toEqual([
      ['Ann', '6', '$3,000', '1st'],
      ['Ben', '4', '$2,200', '2nd'],
      ['Cal', '2', '$800', '3rd: $1,500 ÷ 2 = $750, rounded up to $800'],
      ['Dee', '2', '$800', '3rd: $1,500 ÷ 2 = $750, rounded up to $800'],
    ]);
    // Switched to classic, the same holders: Ann majority 3,000, Ben minority 1,500, Cal and Dee nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Tycoon mode (3rd bonus): on' }));
    expect(rows(screen.getByRole('table'))).toEqual([
      ['Ann', '6', '$3,000', 'majority'],
      ['Ben', '4', '$1,500', 'minority'],
    ]);
  });

  test('the end tally pays a third holder in Tycoon mode and remembers the choice', () => {
    // Tower at 3 tiles ($300): Ann 5 → 3,000, Ben 3 → 2,200, Cal 1 → 1,500; sales 5, 3 and 1 × 300.
    const entries = { edition: 'classic', chains: { Tower: 3 }, players: [['Ann', 5], ['Ben', 3], ['Cal', 1]].map(([name, n]) => ({ name, cash: 0, shares: { Tower: n } })) };
    localStorage.setItem('mergemaker.tally', JSON.stringify(entries));
    const first = render(<TallyTool prefill={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tycoon mode (3rd bonus): off' }));
    // Ann 3,000 + 1,500 = 4,500; Ben 2,200 + 900 = 3,100; Cal 1,500 + 300 = 1,800.
    expect(screen.getByText(/Tower 3rd \$1,500/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('mergemaker.tally')!)).toMatchObject({ tycoon: true });
    first.unmount();
    render(<TallyTool prefill={null} />);
    expect(screen.getByRole('button', { name: 'Tycoon mode (3rd bonus): on' })).toBeTruthy();
    expect(screen.getByText(/\$4,500/)).toBeTruthy();
  });
});
