// @vitest-environment happy-dom
// The end-game tally tool reads entries kept on the device: anything malformed there is set aside, never a crash.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, test } from 'vitest';
import { readTallyInput } from '../../src/engine/tools.ts';
import { TallyTool } from '../../src/ui/Tools/TallyTool.tsx';

const KEY = 'mergemaker.tally';
const good = { edition: 'classic', chains: { Tower: 5 }, players: [{ name: 'Ann', cash: 100, shares: { Tower: 2 } }, { name: 'Ben', cash: 0, shares: {} }] };

describe('the tally tool and its saved entries', () => {
  const malformed = ['{', 'null', '[]', '{"players":null}', JSON.stringify({ ...good, edition: 'deluxe' }), JSON.stringify({ ...good, players: [{ name: 'Ann' }] }), JSON.stringify({ ...good, chains: { Tower: 'five' } }), JSON.stringify({ ...good, players: Array(7).fill(good.players[0]) }), JSON.stringify({ ...good, market: [] }), JSON.stringify({ ...good, tycoon: 'yes' })];

  test.each(malformed)('saved entries %s: the tool opens with empty entries', async (saved) => {
    localStorage.setItem(KEY, saved);
    const root = document.createElement('div');
    await act(() => void render(h(TallyTool, { prefill: null }), root));
    // Empty entries: Player 1 to 3 with no cash.
    expect([...root.querySelectorAll('input')].some((i) => (i as HTMLInputElement).value === 'Player 1')).toBe(true);
    render(null, root);
  });

  test('well-formed saved entries come back as they were', async () => {
    localStorage.setItem(KEY, JSON.stringify(good));
    const root = document.createElement('div');
    await act(() => void render(h(TallyTool, { prefill: null }), root));
    expect([...root.querySelectorAll('input')].some((i) => (i as HTMLInputElement).value === 'Ann')).toBe(true);
    render(null, root);
  });

  test('readTallyInput accepts the right shape only', () => {
    expect(readTallyInput(good)).toEqual(good);
    for (const s of malformed.slice(1)) expect(readTallyInput(JSON.parse(s))).toBeNull();
  });
});
