// @vitest-environment happy-dom
// The game told over time on screen: the chart, its table and the statistics of the scripted game, whose numbers are
// worked out by hand in test/engine/story.test.ts (the table below repeats the ones it shows).
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { replay } from '../../src/engine/index.ts';
import { Story } from '../../src/ui/Story/index.tsx';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

afterEach(cleanup);

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole(/cell|rowheader/).map((c) => c.textContent));

describe('a story with nothing in it yet', () => {
  test('a game started with no money, no turn ended: one point a player, drawn at $0, no NaN anywhere', () => {
    const record = { format: 'mergemaker-game' as const, version: 1 as const, setup: { players: ['Ann', 'Ben'], startingCash: 0 }, actions: [] };
    const { container } = render(<Story record={record} state={replay(record).state} />);
    const svg = container.querySelector('.worth-chart > svg')!.outerHTML;
    expect(svg).not.toContain('NaN');
    // The one point sits on the chart's own $0 line, at its left end (turn 0): read from the drawing, not restated.
    const zero = [...container.querySelectorAll('.worth-chart .grid')].find((g) => g.querySelector('text')?.textContent === '$0')!.querySelector('line')!;
    const [px, py] = container.querySelector('.worth-chart > svg polyline')!.getAttribute('points')!.split(',').map(Number);
    expect([px, py]).toEqual([Number(zero.getAttribute('x1')), Number(zero.getAttribute('y1'))]);
    expect(screen.getByText('No bonus paid yet.')).toBeTruthy();
  });
});

describe('the story of the scripted game', () => {
  const record = scriptedRecord();
  const { state } = replay(record);

  test('the chart: one line per player, three mergers marked, a summary for screen readers', () => {
    const { container } = render(<Story record={record} state={state} />);
    expect(container.querySelectorAll('.worth-chart > svg polyline')).toHaveLength(3);
    // 15 points a line: the start and 14 turns.
    expect(container.querySelector('.worth-chart > svg polyline')!.getAttribute('points')!.split(' ')).toHaveLength(15);
    expect([...container.querySelectorAll('.merger-mark title')].map((t) => t.textContent)).toEqual([
      'Turn 5: Luxor takes over Tower, $3,000 in bonuses',
      'Turn 11: Luxor takes over American and Worldwide, $9,000 in bonuses',
      'Turn 14: Luxor takes over Festival, $4,500 in bonuses',
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Net worth over 14 turns, ending with the final money: Ann $20,800, Ben $15,300, Cal $11,700. 3 mergers marked.',
    );
  });

  test('the table: every turn, the mergers in their turn, the final money last', () => {
    render(<Story record={record} state={state} />);
    const all = rows(screen.getByRole('table', { name: 'Net worth after each turn' }));
    expect(all).toHaveLength(15);
    expect(all[0]).toEqual(['Start', '$6,000', '$6,000', '$6,000', '—']);
    expect(all[5]).toEqual(['5', '$7,200', '$7,700', '$6,900', 'Luxor takes over Tower']);
    expect(all[11]).toEqual(['11', '$12,500', '$8,300', '$11,700', 'Luxor takes over American and Worldwide']);
    expect(all[14]).toEqual(['14 (final money)', '$20,800', '$15,300', '$11,700', 'Luxor takes over Festival']);
  });

  test('the statistics: biggest merger, lead changes, foundings, bonuses by chain, shares', () => {
    render(<Story record={record} state={state} />);
    const facts = [...document.querySelectorAll('.facts li')].map((li) => li.textContent);
    expect(facts).toEqual([
      'Biggest merger: Turn 11: Luxor takes over American and Worldwide, $9,000 in bonuses (11 tiles after, Ben placed the tile)',
      'Lead changes: 1 (Ann leads at the end)',
      'Chains founded: Tower by Ben (turn 2), Luxor by Ann (turn 4), American by Ann (turn 7), Worldwide by Cal (turn 9), Festival by Ann (turn 13)',
    ]);
    expect(rows(screen.getByRole('table', { name: 'Bonuses received' }))).toEqual([
      ['Ann', '—', '$3,500', '$4,500', '—', '$4,500', '$12,500'],
      ['Ben', '$1,500', '$7,000', '—', '—', '—', '$8,500'],
      ['Cal', '$1,500', '—', '—', '$4,500', '—', '$6,000'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Bonuses received' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Player', 'Tower', 'Luxor', 'American', 'Worldwide', 'Festival', 'Total']);
    expect(rows(screen.getByRole('table', { name: 'Shares' }))).toEqual([
      ['Ann', '5 for $1,300', '6 for $3,000', '2 for 1'],
      ['Ben', '6 for $3,000', '7 for $4,400', '2 for 1'],
      ['Cal', '6 for $1,700', '2 for $1,400', '2 for 1'],
    ]);
    expect(screen.getByText(/^Trades between players:/).textContent).toBe('Trades between players: Ann 1, Ben 1, Cal 0.');
  });
});
