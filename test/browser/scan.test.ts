/** Scanning a tile photo: the label is offered as a chip, placed only on a tap; nothing leaves the origin. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { photo, type Force } from '../../scripts/ocr-photos.mts';
import { launchBrowser, startPreview, type Preview } from './harness.ts';
import { holdWorkers, sharedSession, tilePhoto } from './session.ts';
import { startGame, waitForActions } from './ui-driver.ts';

const session = sharedSession();

/** Opens the Scan panel and waits until the scanner has loaded. */
async function openScan(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
  await page.getByText('Take or pick a photo').waitFor({ timeout: 30_000 });
}

/** A photo picked with the Scan panel's photo button. */
async function pickPhoto(page: Page, bytes: Buffer, type: 'png' | 'jpeg' = 'png'): Promise<void> {
  await page.locator('.scan input[type=file]').setInputFiles({ name: `photo.${type}`, mimeType: `image/${type}`, buffer: bytes });
}

/**
 * The app on a server and in a browser of its own (its service worker and caches start empty), handed to `use`, scanner
 * files saved offline; both are stopped afterwards.
 */
async function onOwnSite(use: (page: Page, site: Preview, context: BrowserContext) => Promise<void>): Promise<void> {
  const site = await startPreview();
  const b = await launchBrowser();
  try {
    const page = await b.context.newPage();
    await scannerSavedOffline(page, site.url);
    await use(page, site, b.context);
  } finally {
    await b.close();
    await site.stop();
  }
}

/** The app under its service worker at `url`, a game started, and Scan opened until its files are saved offline. */
async function scannerSavedOffline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await startGame(page, ['Ann', 'Ben']);
  await openScan(page);
  await expect.poll(() => page.locator('.scan').textContent(), { timeout: 10_000 }).toContain('Scanning works offline on this device.');
}

test('a photo of tile 7C offers 7C with what it would do, and places it after the tap', async () => {
  const { preview, browser } = session;
  const page = await browser.context.newPage();
  const outside: string[] = [];
  const requested: string[] = [];
  page.on('request', (r) => {
    requested.push(r.url());
    if (!r.url().startsWith(preview.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) outside.push(r.url());
  });
  await page.goto(preview.url);
  await startGame(page, ['Ann', 'Ben']);
  // Nothing of the scanner is loaded before Scan is opened: not its code, not tesseract.js's files.
  const scannerFiles = (urls: string[]) => urls.filter((u) => /\/ocr\/|\/assets\/(Scan|scanner|label)-/.test(u));
  expect(scannerFiles(requested)).toEqual([]);
  // A tile photo: a beige tile with its dark label, slightly rotated, on a table.
  const png = await tilePhoto(page, '7C');
  await openScan(page);
  await pickPhoto(page, png);
  const chip = page.locator('.chips .chip').first();
  await chip.waitFor({ timeout: 30_000 });
  expect(scannerFiles(requested).length).toBeGreaterThan(0);
  // Loading is over: its progress line does not come back while the photo is read.
  expect(await page.locator('.scan').textContent()).not.toContain('Loading the scanner');
  expect(await chip.locator('strong').textContent()).toBe('7C');
  expect(await chip.locator('small').textContent()).toBe('touches nothing: no effect.');
  // Nothing placed before the tap.
  await waitForActions(page, 0);
  await chip.click();
  await waitForActions(page, 1);
  expect(await page.getByRole('button', { name: '7C, unincorporated' }).count()).toBe(1);
  expect(outside).toEqual([]);
});

test('on a computer without a camera, a picture dropped on the panel or pasted is scanned; anything else dropped is refused in words', async () => {
  const page = await session.browser.context.newPage();
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(session.preview.url) && !/^(data|blob):/.test(r.url())) outside.push(r.url());
  });
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  const png = await tilePhoto(page, '9A', { table: '#d9d2c5', tile: '#f7f7f2', tilt: 0.12 });
  await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
  await page.getByText('No camera here').waitFor({ timeout: 30_000 });
  const send = (kind: 'drop' | 'paste', bytes: number[], type: string) =>
    page.evaluate(
      ([kind, bytes, type]) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes as number[])], 'tile', { type: type as string }));
        const target = document.querySelector('.scan')!;
        if (kind === 'drop') target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
        else document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      },
      [kind, bytes, type] as const,
    );
  await send('drop', [...png], 'image/png');
  const chip = page.locator('.chips .chip').first();
  await chip.waitFor({ timeout: 30_000 });
  expect(await chip.locator('strong').textContent()).toBe('9A');

  await send('drop', [...Buffer.from('not a picture')], 'text/plain');
  await page.getByText('Only a picture can be dropped here.').waitFor();

  const other = await tilePhoto(page, '12G');
  await send('paste', [...other], 'image/png');
  await expect.poll(() => page.locator('.chips .chip strong').first().textContent(), { timeout: 30_000 }).toBe('12G');
  await waitForActions(page, 0);
  expect(outside).toEqual([]);
});

test('the live camera: preview, capture, and an honest answer when no label is in view', async () => {
  // Chromium's fake camera shows a moving test pattern: no tile label in it.
  const cam = await launchBrowser(undefined, undefined, ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  try {
    const page = await cam.context.newPage();
    await page.goto(session.preview.url);
    await startGame(page, ['Ann', 'Ben']);
    await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
    // Scan opens the rear camera by itself.
    await page.waitForFunction(() => ((document.querySelector(".camera video") as HTMLVideoElement | null)?.videoWidth ?? 0) > 0);
    await page.getByRole('button', { name: 'Read the tiles in view' }).click();
    // The test pattern holds no tile label: no chip. (A shape in it may be taken for a tile whose label could not be
    // read; that is said as such, never offered as a tile.)
    await page.locator('.scan p[role=status]', { hasText: /No tile found in this photo|could not be read/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.chips .chip').count()).toBe(0);
    await waitForActions(page, 0);
  } finally {
    await cam.close();
  }
});

test('after one scan online, scanning works with the network cut and the server stopped', async () => {
  await onOwnSite(async (page, site, context) => {
    await site.stop();
    await context.setOffline(true);
    await page.reload();
    // The app resumes the game that was open: no tap on Home's Continue.
    await openScan(page);
    const png = await tilePhoto(page, '4E', { table: '#2d4a36', tile: '#f3ecd0', tilt: 0 });
    await pickPhoto(page, png);
    const chip = page.locator('.chips .chip').first();
    await chip.waitFor({ timeout: 30_000 });
    expect(await chip.locator('strong').textContent()).toBe('4E');
  });
});

test('a black tile with a light label is offered as its label', async () => {
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  const png = await tilePhoto(page, '11E', { table: '#2d4a36', tile: '#1c1c1c', ink: '#f2efe6', tilt: 0.15 });
  await openScan(page);
  await pickPhoto(page, png);
  const chip = page.locator('.chips .chip').first();
  await chip.waitFor({ timeout: 30_000 });
  expect(await page.locator('.chips .chip strong').allTextContents()).toEqual(['11E']);
});

test('a hard shadow across a rack, a dark tile cut in two by its edge: every tile is offered, the shaded 5B too', async () => {
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  // Photo 31 of the photo generator's tuning seed 9: a rack on a plain table, its shadow's edge across the dark 5B.
  const { jpeg, truth } = photo(9 * 100003 + 31);
  expect(truth.tiles).toEqual(['2H', '8E', '5B', '3B', '7H', '5A']);
  expect(truth.shadow).not.toBeNull();
  await openScan(page);
  await pickPhoto(page, jpeg, 'jpeg');
  await page.locator('.chips .chip').first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('.chips .chip strong').allTextContents(), { timeout: 30_000 }).toContain('5B');
  expect((await page.locator('.chips .chip strong').allTextContents()).sort()).toEqual([...truth.tiles].sort());
});

test('photos without a tile give no chip: an empty wooden table, a confetti cloth, a newspaper full of letters and digits', async () => {
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  await openScan(page);
  const tables: Force[] = [
    { table: 'wood', layout: 'empty' },
    { table: 'busy', busy: 'confetti', layout: 'empty' },
    { table: 'busy', busy: 'newsprint', layout: 'empty' },
  ];
  for (const [i, force] of tables.entries()) {
    const { jpeg, truth } = photo(900 + i, force);
    expect(truth.tiles).toEqual([]);
    await pickPhoto(page, jpeg, 'jpeg');
    await page.getByText('No tile found in this photo.').waitFor({ timeout: 30_000 });
    expect(await page.locator('.chips .chip').count()).toBe(0);
    // The next photo is read afresh: the message goes while it is read.
    await page.getByRole('button', { name: 'Close' }).click();
    await openScan(page);
  }
  await waitForActions(page, 0);
});

test('one photo at a time: while one is read, the photo button is disabled and a pasted picture is refused in words; Cancel stops it', async () => {
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  await openScan(page);
  const { jpeg } = photo(7, { table: 'felt', layout: 'loose' });
  const png = await tilePhoto(page, '3C');
  // A slow phone, made certain: every message the page sends to a worker is held until the test lets it go (holdWorkers).
  const paste = (bytes: number[]) =>
    page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'tile', { type: 'image/png' }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, bytes);
  const stillReading = page.getByText('Still reading the last photo: wait for it, or cancel it first.');

  // A pasted picture while the first photo is read is refused; once that photo is read, the refusal goes with it.
  let letWorkersGo = await holdWorkers(page);
  await pickPhoto(page, png);
  await page.getByText('Reading the tiles…').waitFor();
  expect(await page.locator('.scan input[type=file]').isDisabled()).toBe(true);
  await paste([...png]);
  await stillReading.waitFor();
  expect(await letWorkersGo()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.chips .chip strong').allTextContents(), { timeout: 30_000 }).toEqual(['3C']);
  expect(await stillReading.count()).toBe(0);

  // Cancel during a scan: nothing is offered, and the held photo, let go after the workers were ended, reads nothing.
  letWorkersGo = await holdWorkers(page);
  await pickPhoto(page, jpeg, 'jpeg');
  await page.getByText('Reading the tiles…').waitFor();
  await paste([...png]);
  await stillReading.waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('Scan cancelled.').waitFor({ timeout: 5_000 });
  expect(await letWorkersGo()).toBeGreaterThan(0);
  expect(await page.locator('.chips .chip').count()).toBe(0);
  expect(await page.locator('.scan input[type=file]').isDisabled()).toBe(false);

  // After the cancel, the next photo is read as usual.
  await pickPhoto(page, png);
  await expect.poll(() => page.locator('.chips .chip strong').allTextContents(), { timeout: 30_000 }).toEqual(['3C']);
  await waitForActions(page, 0);
});

test("the scanner's cache is per version: when a new service worker takes over, older scanner caches are deleted", async () => {
  await onOwnSite(async (page) => {
    const names = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('mergemaker-ocr')).sort());
    const [current] = await names();
    expect(current).toMatch(/^mergemaker-ocr-\d/);
    // Caches as an older release left them: unversioned, and of another version, each with an old worker in it.
    await page.evaluate(async () => {
      for (const name of ['mergemaker-ocr', 'mergemaker-ocr-6.0.0-6.0.0-eng1.0.0-best-int']) {
        await (await caches.open(name)).put('/ocr/worker.min.js', new Response('old worker'));
      }
    });
    expect(await names()).toHaveLength(3);
    // A new service worker takes over (as after an update): unregistered, then registered afresh by the app.
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.unregister()));
    await page.reload();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await expect.poll(names, { timeout: 10_000 }).toEqual([current]);
    // The current version's files are still there: scanning still works offline.
    expect(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, current!)).toBeGreaterThan(0);
  });
});

test('hostile files: bytes that only claim to be a picture, and a photo cut off halfway, are refused in words; nothing is read or placed', async () => {
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  await openScan(page);
  const input = page.locator('.scan input[type=file]');
  const refusal = page.getByText('That file is not an image this browser can read.');
  await input.setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n not really a picture') });
  await refusal.waitFor({ timeout: 30_000 });
  // A good photo clears the refusal...
  await input.setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: await tilePhoto(page, '5F') });
  await expect.poll(() => page.locator('.chips .chip strong').allTextContents(), { timeout: 30_000 }).toEqual(['5F']);
  expect(await refusal.count()).toBe(0);
  // ...and the first half of a JPEG photo is refused again in the same words.
  const { jpeg } = photo(21, { table: 'wood', layout: 'loose' });
  await input.setInputFiles({ name: 'cut.jpg', mimeType: 'image/jpeg', buffer: jpeg.subarray(0, Math.floor(jpeg.length / 2)) });
  await refusal.waitFor({ timeout: 30_000 });
  await waitForActions(page, 0);
});

test("'Scan tiles' sits in the prompt above the board and a double tap on it leaves the scanner open", async () => {
  // A 360x740 phone (the session's screen): the button is in view at the place step, with the whole board under it.
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await startGame(page, ['Ann', 'Ben']);
  const open = page.locator('.place-prompt').getByRole('button', { name: 'Scan tiles with the camera' });
  await open.dblclick();
  await page.getByText('Take or pick a photo').waitFor({ timeout: 30_000 });
  expect(await open.getAttribute('aria-expanded')).toBe('true');
  // Brought into view below the board, under the pinned top.
  const top = await page.evaluate(() => document.querySelector('.scan-section')!.getBoundingClientRect().top - document.querySelector('.game-top')!.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(40);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.close();
});
