/** Opening a saved or imported game: a long record replayed in slices of time gives the same game as at once. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Action, GameRecord } from '../../src/engine/index.ts';
import { openSession, openSessionGradually } from '../../src/app/session.ts';

/** `n` trades of $1 each way between Ann and Ben (legal at any time in a turn), then the first tile. */
function longRecord(n: number, last: Action = { type: 'place', tile: '5E' }): GameRecord {
  const trade: Action = { type: 'trade', with: 'Ben', give: { cash: 1 }, get: { cash: 1 } };
  return { format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben'] }, actions: [...Array.from({ length: n }, () => trade), last] };
}

afterEach(() => vi.restoreAllMocks());

describe('opening a long game gradually', () => {
  test('the same game as opened at once, with pauses whenever the clock says 12 ms have gone, and progress counted up', async () => {
    const record = longRecord(10_000);
    // A clock that moves 1 ms each time it is read: the replay looks at it every 200 entries, so it pauses after
    // 12 looks (12 ms), about every 2,400 entries: 10,001 entries give at least 4 pauses.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => ++now);
    const done: number[] = [];
    const gradual = await openSessionGradually('g', record, (n) => done.push(n));
    const atOnce = openSession('g', record);
    expect(gradual).toEqual(atOnce);
    expect(done.length).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < done.length; i++) {
      expect(done[i]! % 200).toBe(0);
      expect(done[i]!).toBeLessThan(10_001);
      if (i > 0) expect(done[i]!).toBeGreaterThan(done[i - 1]!);
    }
    // A clock that stands still: the whole replay is one slice, no pause (a count of entries would pause anyway).
    vi.spyOn(performance, 'now').mockImplementation(() => 0);
    const none: number[] = [];
    expect(await openSessionGradually('g', record, (n) => none.push(n))).toEqual(atOnce);
    expect(none).toEqual([]);
  });

  test('a refused entry is named as when opened at once', async () => {
    // 5E again, already on the board (and Ann's turn past its place step): the 5,002nd entry (index 5,001) is refused.
    const record = longRecord(5_000);
    record.actions.push({ type: 'place', tile: '5E' });
    const gradual = await openSessionGradually('g', record, () => {});
    expect(gradual).toEqual(openSession('g', record));
    expect('error' in gradual && gradual.error.index).toBe(5_001);
  });
});
