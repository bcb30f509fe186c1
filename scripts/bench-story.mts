/**
 * `npm run bench:story` (part of `npm run bench`): the game afterwards, in Debian's Chromium on the built app at
 * phone size (390x844).
 * - the net-worth chart of a 300-action game: from the tap on "Net worth over the game" until the chart is on screen
 *   (next frame); the first open (its code fetched then) and the median of 10 more;
 * - player records over 200 saved finished games: from the tap on "Player records" until the table is on screen,
 *   the first visit and the median of 5 more. The games are written straight into the app's IndexedDB (as the app
 *   stores them) to set the bench up quickly; the page reads them the way it always does.
 */
import type { Page } from 'playwright-core';
import type { GameRecord } from '../src/engine/index.ts';
import { randomGame } from '../test/fixtures/random-game.ts';
import { launchBrowser, startPreview } from '../test/browser/harness.ts';
import { importRecord } from '../test/browser/records.ts';

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Clicks the button named `name` and resolves with the time until `selector` is in the page, next frame. */
function timeTap(page: Page, name: string, selector: string): Promise<number> {
  return page.evaluate(
    ({ name, selector }) =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
        // (No named functions in here: the page runs this code as it is, without tsx's helpers.)
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const t0 = performance.now();
        button.click();
      }),
    { name, selector },
  );
}

/**
 * A generated 4-player game longer than 300 actions, cut to its first 300, with open
 * holdings (the chart is offered during a game only then; the holdings rule changes nothing else).
 */
function game300(): GameRecord {
  for (let seed = 500; ; seed++) {
    const { record } = randomGame(seed, { players: 4 });
    const setup = { ...record.setup, rules: { ...record.setup.rules, holdings: 'open' as const } };
    // Cut before its end: the chart is opened from the game screen, as a banker does mid-game.
    if (record.actions.length > 300) return { ...record, setup, actions: record.actions.slice(0, 300) };
  }
}

async function chartTimes(url: string): Promise<number[]> {
  const browser = await launchBrowser({ width: 390, height: 844 });
  try {
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await importRecord(page, game300());
    await page.waitForSelector('.game[data-actions="300"]');
    const times: number[] = [];
    for (let i = 0; i < 11; i++) {
      times.push(await timeTap(page, 'Net worth over the game', '.story-panel .worth-chart svg polyline'));
      await page.getByRole('button', { name: 'Net worth over the game' }).click();
      await page.locator('.story-panel .worth-chart').waitFor({ state: 'detached' });
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** Writes `count` finished games into the app's database the way the app stores them (Dexie schema version 3). */
async function seedGames(page: Page, records: GameRecord[]): Promise<void> {
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const q = indexedDB.open('mergemaker');
      q.onsuccess = () => resolve(q.result);
      q.onerror = () => reject(q.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['games', 'actions'], 'readwrite');
      records.forEach((record, g) => {
        const id = `bench-${g}`;
        const uids = record.actions.map((_, seq) => `${id}-${seq}`);
        tx.objectStore('games').put({ id, createdAt: g, updatedAt: g, setup: record.setup, status: 'ended', actionCount: record.actions.length, rev: uids.at(-1), leaders: [] });
        record.actions.forEach((action, seq) => tx.objectStore('actions').put({ gameId: id, seq, action, uid: uids[seq] }));
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, records);
}

async function recordsTimes(url: string, count: number): Promise<{ times: number[]; actions: number }> {
  const records: GameRecord[] = [];
  for (let seed = 1; records.length < count; seed++) {
    const game = randomGame(20_000 + seed, { players: 2 + (seed % 5) });
    if (game.ended) records.push(game.record);
  }
  const browser = await launchBrowser({ width: 390, height: 844 });
  try {
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await seedGames(page, records);
    await page.reload();
    await page.getByRole('button', { name: 'Player records' }).waitFor();
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      times.push(await timeTap(page, 'Player records', 'table.player-records'));
      const counted = await page.getByText(/^From \d+ finished games/).textContent();
      if (!counted?.startsWith(`From ${count} finished games`)) throw new Error(`the records page counted ${counted}`);
      await page.getByRole('button', { name: '← Home' }).click();
      await page.getByRole('button', { name: 'Player records' }).waitFor();
    }
    return { times, actions: records.reduce((t, r) => t + r.actions.length, 0) };
  } finally {
    await browser.close();
  }
}

const preview = await startPreview();
try {
  const chart = await chartTimes(preview.url);
  console.log('Net worth over the game, a 300-action game, tap → chart on screen (next frame), at 390x844:');
  console.log(`  first open (code fetched) ${chart[0]!.toFixed(1)} ms, then median ${median(chart.slice(1)).toFixed(1)} ms, max ${Math.max(...chart.slice(1)).toFixed(1)} ms over ${chart.length - 1}`);
  const records = await recordsTimes(preview.url, 200);
  console.log(`Player records over 200 saved finished games (${records.actions.toLocaleString('en-US')} actions), tap → table on screen:`);
  console.log(`  first visit ${records.times[0]!.toFixed(0)} ms, then median ${median(records.times.slice(1)).toFixed(0)} ms over ${records.times.length - 1}`);
} finally {
  await preview.stop();
}
