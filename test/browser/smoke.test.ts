import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSession } from './session.ts';

describe('the built app in Chromium', () => {
  const session = sharedSession();

  test('opens on the home screen and shows the price chart computed by the engine, without errors or outside requests', async () => {
    const { preview, browser } = session;
    const page = await browser.context.newPage();
    const errors: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(preview.url)) outside.push(r.url());
    });
    await page.goto(preview.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Mergemaker');
    await page.getByRole('button', { name: /^Quick tools/ }).click();
    await page.getByRole('button', { name: 'Price chart' }).click();
    const rows = page.locator('.price-chart tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(9);
    // 41+ tiles, expensive tier (Imperial, Continental): $1,200 a share, bonuses $12,000 / $6,000.
    const last = await rows.nth(8).locator('td').nth(2).textContent();
    expect(last).toContain('$1,200');
    expect(last).toContain('$12,000 / $6,000');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });
});

describe('the build', () => {
  test('ships no test page: the scanner harness (ocr.html and its window API) is only in the harness build', () => {
    const files = readdirSync('dist', { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.endsWith('ocr.html'))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js') || f.endsWith('.html'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((f) => readFileSync(join('dist', f), 'utf8').includes('mergemakerOcr'))).toEqual([]);
    // The harness build, which the scanner tests open, has the page.
    expect(existsSync('dist-harness/ocr.html')).toBe(true);
  });
});
