/**
 * Nothing leaves the device, by construction: the built app carries a Content-Security-Policy allowing only its own
 * origin (scripts/content-security.ts). In Chromium: a request to another origin and an injected inline script are
 * blocked, and the browser reports each (a securitypolicyviolation event); the app's own screens, a game, the
 * scanner and the hand-over run under the policy with no violation at all.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sharedSession, tilePhoto } from './session.ts';
import { startGame, waitForActions } from './ui-driver.ts';

const session = sharedSession({ width: 390, height: 844 });

/** Collects the page's policy violations (as the browser reports them) from before the app starts. */
async function watched(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => seen.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.effectiveDirective} ${e.blockedURI}`)),
  );
  return seen;
}

describe('the content security policy', () => {
  test('a request to another origin and an injected inline script are blocked and reported; no request leaves', async () => {
    const page = await session.browser.context.newPage();
    const violations = await watched(page);
    // Chromium announces a request the policy then blocks: what must never happen is one that is not blocked.
    const outside: string[] = [];
    const foreign = (url: string) => !url.startsWith(session.preview.url) && !url.startsWith('data:') && !url.startsWith('blob:');
    page.on('requestfinished', (r) => foreign(r.url()) && outside.push(`${r.url()} answered`));
    page.on('requestfailed', (r) => foreign(r.url()) && !/^csp$|BLOCKED_BY_CSP/i.test(r.failure()?.errorText ?? '') && outside.push(`${r.url()} ${r.failure()?.errorText}`));
    await page.goto(session.preview.url);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain("default-src 'self'");
    const fetched = await page.evaluate(() => fetch('http://127.0.0.2:9/steal').then(() => 'sent', () => 'blocked'));
    await page.evaluate(() => {
      const img = new Image();
      img.src = 'http://127.0.0.2:9/pixel.png';
      const s = document.createElement('script');
      s.textContent = 'window.pwned = true';
      document.body.append(s);
    });
    expect(fetched).toBe('blocked');
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    await expect.poll(() => violations.length).toBe(3);
    expect([...violations].sort()).toEqual(['connect-src http://127.0.0.2:9/steal', 'img-src http://127.0.0.2:9/pixel.png', 'script-src-elem inline']);
    expect(outside).toEqual([]);
    await page.close();
  });

  test('the app under the policy: a game, the history, the tools, a scan of a photo and the hand-over, with no violation', async () => {
    const page = await session.browser.context.newPage();
    const violations = await watched(page);
    await page.goto(session.preview.url);
    await page.locator('.game').or(page.getByRole('button', { name: 'New game' })).first().waitFor();
    if ((await page.locator('.game').count()) > 0) await page.getByRole('button', { name: 'Home' }).click();
    await startGame(page, ['Ann', 'Ben']);
    await page.locator('#tile-input').fill('5e');
    await page.locator('#tile-input').press('Enter');
    await waitForActions(page, 1);
    await page.getByRole('button', { name: 'End turn without buying' }).click();
    await waitForActions(page, 2);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // The scanner: its workers, its WebAssembly, a photo read.
    await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
    await page.getByText('Take or pick a photo').waitFor({ timeout: 30_000 });
    await page.locator('.scan input[type=file]').setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: await tilePhoto(page, '7C') });
    await page.locator('.chips .chip', { hasText: '7C' }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Hand over by QR' }).click();
    await page.locator('.handoff-send .qr').waitFor();
    await page.getByRole('button', { name: /^Quick tools/ }).click();
    await page.getByRole('button', { name: 'Merger calculator' }).click();
    await page.locator('.merger-tool').waitFor();
    await page.getByRole('button', { name: 'End-game tally' }).click();
    await page.locator('.tally-tool').waitFor();
    await page.getByRole('button', { name: 'Price chart' }).click();
    await page.locator('.price-chart').waitFor();
    expect(violations).toEqual([]);
    await page.close();
  }, 90_000);
});

