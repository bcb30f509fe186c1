// The scripted game the browser test plays through the UI, checked against the engine first.
import { describe, expect, test } from 'vitest';
import { replay, summarize } from '../../src/engine/index.ts';
import { eventsOf } from '../fixtures/scenario.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';

describe('the scripted browser game', () => {
  test('replays to the end with every kind of entry', () => {
    const { state, error, events } = replay(scriptedRecord(), { events: true });
    expect(error).toBeNull();
    expect(state.awaiting).toBe('ended');
    expect(eventsOf(events, 'survivorChosen').some((e) => e.byChoice)).toBe(true);
    expect(eventsOf(events, 'defunctStarted').some((e) => e.byChoice)).toBe(true);
    expect(eventsOf(events, 'mergerStarted').map((e) => e.chains.length)).toEqual([2, 3, 2]);
    expect(eventsOf(events, 'bonus').filter((e) => e.tiedWith.length > 0)).toHaveLength(2);
    const disposals = eventsOf(events, 'disposed');
    expect(disposals.some((d) => d.sell > 0) && disposals.some((d) => d.trade > 0) && disposals.some((d) => d.keep > 0)).toBe(true);
    expect(summarize(state).standings).toEqual([
      { name: 'Ann', cash: 20800, rank: 1 },
      { name: 'Ben', cash: 15300, rank: 2 },
      { name: 'Cal', cash: 11700, rank: 3 },
    ]);
  });
});
