/**
 * The banker's app in real Chromium with real IndexedDB: a whole game through the UI, resuming after a reload
 * and after Chromium is killed, a malformed import.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replay, resolveSetup, summarize } from '../../src/engine/index.ts';
import { SCRIPT_PLAYERS, scriptedRecord } from '../fixtures/scripted-game.ts';
import { launchBrowser, startPreview, type Browser, type Preview } from './harness.ts';
import { playThroughUi, startGame, waitForActions } from './ui-driver.ts';

let preview: Preview;
beforeAll(async () => {
  preview = await startPreview();
});
afterAll(async () => {
  await preview?.stop();
});

async function open(browser: Browser): Promise<Page> {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(preview.url);
  await page.waitForSelector('h1');
  return page;
}

/** The results table as [name, total, rank], in the order it shows them (first place first). */
async function resultsTable(page: Page): Promise<[string, number, number][]> {
  // The final tally's rows only: the results also hold the game over time's tables. The results screen loads on
  // first use: its rows are read once they are there (read at once, they were [] on a quiet machine).
  const table = page.getByRole('table', { name: 'Final tally' });
  await table.locator('tbody tr').first().waitFor();
  const rows = await table.locator('tbody tr:not(.tally-detail)').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('th, td').allTextContents();
      return [cells[0]!, Number(cells[1]!.replace(/[$,]/g, '')), Number(cells[2])] as [string, number, number];
    }),
  );
}

const record = scriptedRecord();
/** Index of the action after which the 3-chain merger waits for Ann's disposal of American. */
const MID_MERGER = record.actions.findIndex((a) => a.type === 'defunct') + 1;

describe('a whole game at the table', () => {
  test('played only through the UI, its final standings equal `npm run -s replay` of the exported record', async () => {
    const browser = await launchBrowser();
    try {
      const page = await open(browser);
      await startGame(page, SCRIPT_PLAYERS);
      await playThroughUi(page, record);
      await page.waitForSelector('.game[data-awaiting="ended"]');
      const shown = await resultsTable(page);
      // The winner's heading names the amount (20,800: derived in test/engine/scripted-game.test.ts).
      expect(await page.locator('.results h2').textContent()).toBe('Ann wins with $20,800');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export / share the game' }).click()]);
      const file = await download.path();
      const out = spawnSync('npm', ['run', '-s', 'replay', '--', file], { encoding: 'utf8' });
      expect(out.status).toBe(0);
      const standings = JSON.parse(out.stdout).standings as { name: string; cash: number; rank: number }[];
      expect(shown).toEqual(standings.map((s) => [s.name, s.cash, s.rank]));
      expect(standings).toEqual(summarize(replay(record).state).standings);
      // The exported record holds exactly the script's actions; its setup is the script's with defaults written out.
      const exported = JSON.parse(readFileSync(file, 'utf8'));
      expect(exported.actions).toEqual(record.actions);
      expect(resolveSetup(exported.setup)).toEqual(resolveSetup(record.setup));
    } finally {
      await browser.close();
    }
  });

  test('a reload in the middle of a merger resumes at the same holder with the same numbers', async () => {
    const browser = await launchBrowser();
    try {
      const page = await open(browser);
      await startGame(page, SCRIPT_PLAYERS);
      await playThroughUi(page, record, 0, MID_MERGER);
      const heading = await page.locator('.action h2').textContent();
      const payouts = await page.locator('.disposal-payout').textContent();
      const players = await page.locator('.players').textContent();
      expect(heading).toBe('Ann: 3 American shares');
      await page.reload();
      // The app resumes the game that was open: no tap on Home's Continue.
      await waitForActions(page, MID_MERGER);
      expect(await page.locator('.action h2').textContent()).toBe(heading);
      expect(await page.locator('.disposal-payout').textContent()).toBe(payouts);
      expect(await page.locator('.players').textContent()).toBe(players);
      await playThroughUi(page, record, MID_MERGER);
      await page.waitForSelector('.game[data-awaiting="ended"]');
      expect((await resultsTable(page)).map((r) => r[1])).toEqual(summarize(replay(record).state).standings!.map((s) => s.cash));
    } finally {
      await browser.close();
    }
  });

  test('killing Chromium right after an action loses nothing', async () => {
    const first = await launchBrowser();
    const page = await open(first);
    await startGame(page, SCRIPT_PLAYERS);
    await playThroughUi(page, record, 0, MID_MERGER + 1);
    await first.kill();
    const again = await launchBrowser(undefined, first.dir);
    try {
      const page2 = await open(again);
      // The app resumes the game that was open: no tap on Home's Continue.
      await waitForActions(page2, MID_MERGER + 1);
      expect(await page2.locator('.action h2').textContent()).toBe('Cal: 3 Worldwide shares');
    } finally {
      await again.close();
    }
  });

  test('on a phone the tile pad places a tile one-handed: row, then column', async () => {
    const browser = await launchBrowser();
    try {
      const page = await open(browser);
      await startGame(page, ['Ann', 'Ben']);
      for (const button of await page.locator('.tile-pad button').all()) {
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
      }
      await page.getByRole('group', { name: 'Row' }).getByRole('button', { name: 'E', exact: true }).click();
      await page.getByRole('group', { name: 'Column' }).getByRole('button', { name: '5', exact: true }).click();
      await waitForActions(page, 1);
      expect(await page.getByRole('button', { name: '5E, unincorporated' }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  test('with IndexedDB blocked the app says it is not saving and the game still plays', async () => {
    const browser = await launchBrowser();
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      // As in a browser that refuses storage: opening any database fails.
      await page.addInitScript(() => {
        IDBFactory.prototype.open = function () {
          throw new DOMException('storage refused', 'InvalidStateError');
        };
      });
      await page.goto(preview.url);
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Not saving');
      await startGame(page, ['Ann', 'Ben']);
      await page.locator('#tile-input').fill('5E');
      await page.locator('#tile-input').press('Enter');
      await waitForActions(page, 1);
      expect(await page.getByText('Not saving').count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  test('a malformed import shows a clear error and changes nothing', async () => {
    const browser = await launchBrowser();
    try {
      const page = await open(browser);
      await startGame(page, ['Ann', 'Ben']);
      await page.getByRole('button', { name: 'Home' }).click();
      const before = await page.locator('.saved-games').textContent();
      await page.locator('input[type=file]').setInputFiles({
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann', 'Ben'] }, actions: [{ type: 'jump' }] })),
      });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('actions[0].type: unknown action type "jump"');
      expect(await page.locator('.saved-games').textContent()).toBe(before);
      await page.locator('input[type=file]').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('not valid JSON');
      expect(await page.locator('.saved-games').textContent()).toBe(before);
    } finally {
      await browser.close();
    }
  });
});
