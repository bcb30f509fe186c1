/** A new version never swaps under a running game: it waits for the banker's consent. */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { launchBrowser, startPreview } from './harness.ts';
import { startGame, waitForActions } from './ui-driver.ts';

/** A copy of the built app served on its own, so a test can publish a "new version" of it. */
async function ownSite() {
  const site = mkdtempSync(join(tmpdir(), 'mergemaker-site-'));
  cpSync('dist', site, { recursive: true });
  const preview = await startPreview(site);
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  await page.goto(preview.url);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const publish = async () => {
    appendFileSync(join(site, 'sw.js'), '\n// next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  };
  const close = async () => {
    await browser.close();
    await preview.stop();
    rmSync(site, { recursive: true, force: true });
  };
  return { page, publish, close };
}

test('while the game is not being saved, the update prompt says reloading would lose it and offers Export first', async () => {
  const { page, publish, close } = await ownSite();
  try {
    await startGame(page, ['Ann', 'Ben']);
    // The disk fills up: every write fails from now on, so the game lives in memory only.
    await page.evaluate(() => {
      const full = () => {
        throw new DOMException('The disk is full', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.add = full;
      IDBObjectStore.prototype.put = full;
    });
    await page.locator('#tile-input').fill('5E');
    await page.locator('#tile-input').press('Enter');
    await waitForActions(page, 1);
    await page.getByText('Not saving').waitFor();
    await publish();
    await page.getByText('This game is not saved on this device').waitFor();
    expect(await page.getByText('Your game is saved').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the game' }).click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.actions).toEqual([{ type: 'place', tile: '5E' }]);
    await page.getByRole('button', { name: 'Reload anyway' }).waitFor();
  } finally {
    await close();
  }
});

test('a new version is offered with Reload / Later and never reloads a game by itself', async () => {
  const { page, publish, close } = await ownSite();
  try {
    await startGame(page, ['Ann', 'Ben']);
    await page.locator('#tile-input').fill('5E');
    await page.locator('#tile-input').press('Enter');
    await waitForActions(page, 1);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    // A new deployment: the service worker's bytes change.
    await publish();
    const banner = page.getByText('A new version of Mergemaker is ready');
    await banner.waitFor();
    // Nothing reloaded: same page, same game, same place.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await waitForActions(page, 1);

    await page.getByRole('button', { name: 'Later' }).click();
    expect(await banner.count()).toBe(0);
    await page.getByRole('button', { name: 'End turn without buying' }).click();
    await waitForActions(page, 2);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    // With consent: the new version takes over and the game is where it was.
    await page.reload();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const oldWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    expect(oldWorker).toMatch(/sw\.js$/);
    // The app resumes the game that was open: no tap on Home's Continue.
    await waitForActions(page, 2);
  } finally {
    await close();
  }
});
