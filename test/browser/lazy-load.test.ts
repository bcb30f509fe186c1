/**
 * A screen loaded on first use whose code cannot be fetched (offline before it was cached, a chunk gone after an
 * update): in Chromium, with every script request failing after the shell has loaded, opening the quick tools says
 * what happened and offers Try again and Reload, with no unhandled error; once scripts load again, the screen opens.
 */
import { expect, test } from 'vitest';
import { launchBrowser, startPreview } from './harness.ts';

test('the quick tools with their code failing to load: said in words, then Try again or Reload opens them', async () => {
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(preview.url);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    // From now on no script arrives (the service worker's fetches included: the route is the context's).
    const fail = (route: { abort: () => Promise<void> }) => route.abort();
    await browser.context.route(/\/assets\/.*\.js$/, fail);
    await page.evaluate(() => navigator.serviceWorker?.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister()))));
    await page.getByRole('button', { name: /^Quick tools/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await page.getByText('Loading…').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reload the app' }).count()).toBe(1);
    await browser.context.unroute(/\/assets\/.*\.js$/, fail);
    await page.getByRole('button', { name: 'Try again' }).click();
    // A browser may keep a failed module import failed: then Reload is the way, and it must work.
    const opened = page.locator('.tools');
    await opened.or(alert).first().waitFor();
    if ((await opened.count()) === 0) {
      await page.getByRole('button', { name: 'Reload the app' }).click();
      await page.getByRole('button', { name: /^Quick tools/ }).click();
    }
    await page.locator('.merger-tool').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await preview.stop();
  }
}, 60_000);
