/** Offline after the first visit: the server is gone, the app still loads and a new game can be played. */
import { expect, test } from 'vitest';
import { launchBrowser, startPreview } from './harness.ts';
import { startGame, waitForActions } from './ui-driver.ts';

test('after the first visit, with the network cut and the server stopped, the app loads, the tools open and a game can be played', async () => {
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(preview.url);
    // The service worker precaches the whole app on install.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Home says so once the app is saved for offline use.
    await expect.poll(() => page.locator('.offline-ready').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.offline-ready').textContent()).toBe('Saved on this device: works with no network.');
    await preview.stop();
    await browser.context.setOffline(true);
    const outside: string[] = [];
    page.on('requestfailed', (r) => outside.push(r.url()));
    await page.reload();
    await page.waitForSelector('h1');
    expect(await page.locator('h1').textContent()).toBe('Mergemaker');
    await expect.poll(() => page.locator('.offline-ready').count(), { timeout: 10_000 }).toBe(1);
    // The quick tools, never opened online, load from the cache too.
    await page.getByRole('button', { name: /^Quick tools/ }).click();
    await page.locator('.merger-tool').waitFor();
    await page.getByRole('button', { name: 'End-game tally' }).click();
    await page.locator('.tally-tool').waitFor();
    await page.getByRole('button', { name: '← Home' }).click();
    await startGame(page, ['Ann', 'Ben']);
    await page.locator('#tile-input').fill('5e');
    await page.locator('#tile-input').press('Enter');
    await waitForActions(page, 1);
    expect(await page.getByRole('button', { name: '5E, unincorporated' }).count()).toBe(1);
    expect(outside).toEqual([]);
  } finally {
    await browser.close();
    await preview.stop();
  }
});
