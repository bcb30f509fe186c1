/** A new version never swaps under a running game: it waits for the banker's consent. */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { launchBrowser, startPreview } from './harness.ts';
import { startGame, waitForActions } from './ui-driver.ts';

test('a new version is offered with Reload / Later and never reloads a game by itself', async () => {
  const site = mkdtempSync(join(tmpdir(), 'mergemaker-site-'));
  cpSync('dist', site, { recursive: true });
  const preview = await startPreview(site);
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(preview.url);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await startGame(page, ['Ann', 'Ben']);
    await page.locator('#tile-input').fill('5E');
    await page.locator('#tile-input').press('Enter');
    await waitForActions(page, 1);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    // A new deployment: the service worker's bytes change.
    appendFileSync(join(site, 'sw.js'), '\n// next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
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
    await page.getByRole('button', { name: /^Continue/ }).click();
    await waitForActions(page, 2);
  } finally {
    await browser.close();
    await preview.stop();
    rmSync(site, { recursive: true, force: true });
  }
});
