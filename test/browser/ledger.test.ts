/**
 * The ledger is never forked, doubled or lost: two tabs on one game, a stale screen, double and triple taps,
 * saving that fails and comes back, another tab upgrading the database. Real Chromium, real IndexedDB.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { replay } from '../../src/engine/index.ts';
import { BEN_MERGES, importRecord, recordOf, storedGames, typeTile } from './records.ts';
import { openApp, sharedSession } from './session.ts';
import { waitForActions } from './ui-driver.ts';

const session = sharedSession();

/** Makes a page deaf to other tabs' change notices while `window.deaf` is true (a notice still on its way). */
const DEAF = () => {
  const desc = Object.getOwnPropertyDescriptor(BroadcastChannel.prototype, 'onmessage')!;
  Object.defineProperty(BroadcastChannel.prototype, 'onmessage', {
    configurable: true,
    get() {
      return desc.get!.call(this);
    },
    set(handler: (e: MessageEvent) => void) {
      desc.set!.call(this, (e: MessageEvent) => {
        if (!(window as unknown as { deaf?: boolean }).deaf) handler(e);
      });
    },
  });
};
const setDeaf = (page: Page, deaf: boolean) => page.evaluate((d) => ((window as unknown as { deaf: boolean }).deaf = d), deaf);

/** Clicks at the centre of an element's box with the raw mouse: the way a finger taps, with no waiting. */
async function tapAt(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('two tabs on one game', () => {
  test('undo + a new action in tab A, then a tap on B\'s stale screen: nothing forks, B is told and shows the stored game', async () => {
    const a = await openApp(session);
    await importRecord(a, recordOf(['Ann', 'Ben', 'Cal'], [], { initialTiles: ['5C'] }));
    await waitForActions(a, 0);
    await typeTile(a, '1A');
    await waitForActions(a, 1);

    const b = await session.browser.context.newPage();
    await b.addInitScript(DEAF);
    await b.goto(session.preview.url);
    // The app resumes the game that was open: no tap on Home's Continue.
    await waitForActions(b, 1);
    await setDeaf(b, true);

    // A takes 1A back and places 6C, founding Tower: 2 actions again, a different record.
    await a.getByRole('button', { name: 'Undo' }).click();
    await a.getByRole('button', { name: 'Undo it' }).click();
    await waitForActions(a, 0);
    await typeTile(a, '6C');
    await a.getByRole('button', { name: /^Tower/ }).click();
    await waitForActions(a, 2);

    // B still shows the game after 1A and taps "End turn without buying" on it.
    await b.getByRole('button', { name: 'End turn without buying' }).click();
    await b.getByText(/changed in another tab, so the last entry was not stored/).waitFor();
    await waitForActions(b, 2);
    expect(await b.locator('.game').getAttribute('data-awaiting')).toBe('buy');

    const [game] = await storedGames(a);
    expect(game!.actions).toEqual([{ type: 'place', tile: '6C' }, { type: 'found', chain: 'Tower' }]);
    expect(replay(recordOf(['Ann', 'Ben', 'Cal'], game!.actions, { initialTiles: ['5C'] })).error).toBeNull();

    // The conflict was about that game only: B goes on saving, and a new game in B is stored.
    await setDeaf(b, false);
    await b.getByRole('button', { name: 'OK' }).click();
    await b.getByRole('button', { name: 'End turn without buying' }).click();
    await waitForActions(b, 3);
    await waitForActions(a, 3);
    expect(await b.getByText('Not saving').count()).toBe(0);
    await b.getByRole('button', { name: 'Home' }).click();
    await b.getByRole('button', { name: 'New game' }).click();
    await b.getByPlaceholder('Player 1').fill('Dee');
    await b.getByPlaceholder('Player 2').fill('Eve');
    await b.getByRole('button', { name: 'Start the game' }).click();
    await waitForActions(b, 0);
    await b.reload();
    // Stored: the reload resumes the new game.
    await waitForActions(b, 0);
    expect(await b.locator('.turn').textContent()).toMatch(/^Dee/);
    expect((await storedGames(b)).length).toBe(2);
    await a.close();
    await b.close();
  });

  test('a change in one tab shows in the other within a second, and the saved-games list follows too', async () => {
    const a = await openApp(session);
    await importRecord(a, recordOf(['Ann', 'Ben'], []));
    await waitForActions(a, 0);
    const b = await openApp(session, { home: false });
    // The app resumes the game that was open: no tap on Home's Continue.
    await waitForActions(b, 0);
    for (const [i, tile] of ['3D', '9H'].entries()) {
      await typeTile(a, tile);
      await waitForActions(a, 2 * i + 1);
      const t0 = Date.now();
      await waitForActions(b, 2 * i + 1);
      const ms = Date.now() - t0;
      console.log(`tab B showed tab A's ${tile} ${ms} ms after tab A did`);
      expect(ms).toBeLessThan(1000);
      await a.getByRole('button', { name: 'End turn without buying' }).click();
      await waitForActions(a, 2 * i + 2);
      await waitForActions(b, 2 * i + 2);
    }
    await a.close();
    await b.close();
  });
});

describe('double and triple taps', () => {
  test('two taps 200 ms apart on "Confirm for Ben" store Ben\'s disposal only; on the last holder\'s Confirm, no end of turn', async () => {
    const page = await openApp(session);
    await importRecord(page, recordOf(['Ann', 'Ben', 'Cal'], BEN_MERGES));
    const n = BEN_MERGES.length;
    await waitForActions(page, n);
    const confirmBen = page.getByRole('button', { name: 'Confirm for Ben', exact: true });
    await confirmBen.waitFor();
    // On screen first: a finger taps what it sees (the payout table above pushes it down a phone's screen).
    await confirmBen.scrollIntoViewIfNeeded();
    const box = (await confirmBen.boundingBox())!;
    await tapAt(page, box);
    await page.waitForTimeout(200);
    await tapAt(page, box);
    await page.waitForTimeout(600);
    await waitForActions(page, n + 1);
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('dispose');
    await page.getByRole('button', { name: 'Confirm for Cal' }).waitFor();

    // Cal is the last holder: a triple tap stores his disposal once and leaves the buy to Ben.
    await page.getByRole('button', { name: 'Confirm for Cal' }).scrollIntoViewIfNeeded();
    const calBox = (await page.getByRole('button', { name: 'Confirm for Cal' }).boundingBox())!;
    for (let i = 0; i < 3; i++) {
      await tapAt(page, calBox);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(600);
    await waitForActions(page, n + 2);
    expect(await page.locator('.game').getAttribute('data-awaiting')).toBe('buy');
    const [game] = (await storedGames(page)).slice(-1);
    expect(game!.actions.slice(n)).toEqual([{ type: 'dispose', player: 'Ben' }, { type: 'dispose', player: 'Cal' }]);
    await page.close();
  });
});

describe('double taps elsewhere', () => {
  test('a double tap on "Undo it" takes back one entry; a stray touch on the board right after places nothing', async () => {
    const page = await openApp(session);
    const before = [{ type: 'place', tile: '1A' }, { type: 'endTurn' }, { type: 'place', tile: '3C' }, { type: 'endTurn' }] as const;
    await importRecord(page, recordOf(['Ann', 'Ben'], [...before, { type: 'place', tile: '5E' }]));
    await waitForActions(page, 5);
    // Undo takes back Ann's 5E: the game waits for her tile again, so a tap on an empty space would place it.
    await page.getByRole('button', { name: 'Undo' }).click();
    const box = (await page.getByRole('button', { name: 'Undo it' }).boundingBox())!;
    await tapAt(page, box);
    await page.waitForTimeout(150);
    await tapAt(page, box);
    // Then a stray touch on the board's 9A (brought into view): empty and touching nothing, a tap would place it at
    // once, were the board not resting.
    await page.evaluate(() => [...document.querySelectorAll('.board button')].find((b) => b.textContent?.startsWith('9A'))!.scrollIntoView({ block: 'center' }));
    await tapAt(page, (await page.getByRole('button', { name: /^9A\b/ }).boundingBox())!);
    await page.waitForTimeout(700);
    await waitForActions(page, 4);
    expect((await storedGames(page)).at(-1)!.actions).toEqual(before);
    // Once the screen has settled, the same tap is an entry like any other.
    await page.getByRole('button', { name: /^9A\b/ }).click();
    await waitForActions(page, 5);
    await page.close();
  });
});

describe('double taps on the board', () => {
  test('two taps 0-250 ms apart on an empty space place the tile once and raise no error', async () => {
    const page = await openApp(session);
    await importRecord(page, recordOf(['Ann', 'Ben'], []));
    await waitForActions(page, 0);
    // Each round: Ann or Ben taps a lone space twice (it places at once), then ends the turn and waits for the rest.
    const rounds = [
      { tile: '1A', gap: 0 },
      { tile: '3C', gap: 60 },
      { tile: '5E', gap: 150 },
      { tile: '7G', gap: 250 },
    ];
    for (const [i, { tile, gap }] of rounds.entries()) {
      const cell = page.getByRole('button', { name: new RegExp(`^${tile}\\b`) });
      await cell.scrollIntoViewIfNeeded();
      const box = (await cell.boundingBox())!;
      await page.waitForFunction(() => !document.querySelector('fieldset.guard[disabled]'));
      await tapAt(page, box);
      if (gap) await page.waitForTimeout(gap);
      await tapAt(page, box);
      await waitForActions(page, 2 * i + 1);
      await page.waitForTimeout(500);
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByRole('button', { name: 'End turn without buying' }).click();
      await waitForActions(page, 2 * i + 2);
    }
    // One placement and one end of turn per round, nothing else: 4 rounds = 8 entries.
    const actions = (await storedGames(page)).at(-1)!.actions;
    expect(actions).toHaveLength(8);
    expect(actions.filter((a) => a.type === 'place').map((a) => (a as { tile: string }).tile)).toEqual(['1A', '3C', '5E', '7G']);
    await page.close();
  });
});

describe('saving that fails, and comes back', () => {
  test('storage full: the banner says so, entries go on in memory, and saving resumes by itself when there is room', async () => {
    const page = await openApp(session);
    await importRecord(page, recordOf(['Ann', 'Ben'], []));
    await waitForActions(page, 0);
    // The disk fills up: every IndexedDB write fails as a full disk does.
    await page.evaluate(() => {
      const w = window as unknown as { restoreWrites: () => void };
      const { add, put } = IDBObjectStore.prototype;
      const full = () => {
        throw new DOMException('The disk is full', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.add = full;
      IDBObjectStore.prototype.put = full;
      w.restoreWrites = () => Object.assign(IDBObjectStore.prototype, { add, put });
    });
    await typeTile(page, '2B');
    await page.getByText(/storage is full/).waitFor();
    await page.getByRole('button', { name: 'End turn without buying' }).click();
    await waitForActions(page, 2);
    expect((await storedGames(page)).at(-1)!.actions).toEqual([]);
    await page.evaluate(() => (window as unknown as { restoreWrites: () => void }).restoreWrites());
    await typeTile(page, '7F');
    await page.getByText('Saving works again').waitFor();
    expect(await page.getByText('Not saving').count()).toBe(0);
    expect((await storedGames(page)).at(-1)!.actions).toEqual([{ type: 'place', tile: '2B' }, { type: 'endTurn' }, { type: 'place', tile: '7F' }]);
    await page.close();
  });

  test('another tab opens a newer database version: this tab closes it, says so in plain words, offers Reload, keeps the game', async () => {
    const page = await openApp(session);
    await importRecord(page, recordOf(['Ann', 'Ben'], []));
    await waitForActions(page, 0);
    const other = await session.browser.context.newPage();
    await other.goto(`${session.preview.url}robots.txt`);
    // What a newer app version does on start: open the same database at a higher version.
    await other.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.open('mergemaker', 1000);
          r.onsuccess = () => (r.result.close(), resolve());
          r.onerror = () => reject(r.error);
        }),
    );
    await page.getByText(/updated in another tab, so this tab can no longer save/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.getByRole('button', { name: 'Export this game' }).waitFor();
    // The game goes on in memory, and nothing pretends to be saved.
    await typeTile(page, '4D');
    await waitForActions(page, 1);
    expect(await page.getByText('Not saving').count()).toBe(1);
    await other.close();
    await page.close();
  });
});
