/**
 * The camera and the workers have one owner each (ui/camera.ts, app/worker-life.ts), tried in Chromium as a fast or
 * fickle user would: leaving a screen before the browser answers for the camera, a double tap on the camera button,
 * the scanner opened and closed ten times, and receiving codes without ever holding up the page.
 */
import type { Page } from 'playwright-core';
import encodeQR from 'qr';
import { describe, expect, test } from 'vitest';
import { handoffFrames } from '../../src/app/handoff.ts';
import { serializeRecord } from '../../src/engine/index.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { cyclingCamera, sharedSession } from './session.ts';
import { startGame } from './ui-driver.ts';

const session = sharedSession({ width: 390, height: 844 });

/**
 * Before the page runs: every camera asked for is a canvas stream given after `delayMs` (a browser asking for
 * permission), every stream and worker made is noted, and long tasks are counted.
 */
async function instrumented(page: Page, delayMs: number): Promise<void> {
  await page.addInitScript((delay) => {
    const w = window as unknown as { streams: MediaStream[]; asked: number; workers: { ended: boolean }[]; longTasks: number[] };
    w.streams = [];
    w.asked = 0;
    w.workers = [];
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
    const Real = window.Worker;
    window.Worker = class extends Real {
      note = { ended: false };
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        w.workers.push(this.note);
      }
      override terminate() {
        this.note.ended = true;
        super.terminate();
      }
    } as typeof Worker;
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const g = canvas.getContext('2d')!;
    setInterval(() => {
      g.fillStyle = `hsl(${Date.now() % 360} 40% 50%)`;
      g.fillRect(0, 0, 640, 480);
    }, 50);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: async () => {
      w.asked++;
      await new Promise((r) => setTimeout(r, delay));
      const s = canvas.captureStream(15);
      w.streams.push(s);
      return s;
    } } });
  }, delayMs);
}

const liveTracks = (page: Page) => page.evaluate(() => (window as unknown as { streams: MediaStream[] }).streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length);
const asked = (page: Page) => page.evaluate(() => (window as unknown as { asked: number }).asked);
const liveWorkers = (page: Page) => page.evaluate(() => (window as unknown as { workers: { ended: boolean }[] }).workers.filter((x) => !x.ended).length);

/** A new page of the shared browser, instrumented, on Home (the browser may have a game open from other tests). */
async function home(delayMs: number): Promise<Page> {
  const page = await session.browser.context.newPage();
  await instrumented(page, delayMs);
  await page.goto(session.preview.url);
  const newGame = page.getByRole('button', { name: 'New game' });
  await page.locator('.game').or(newGame).first().waitFor();
  if ((await page.locator('.game').count()) > 0) await page.getByRole('button', { name: 'Home' }).click();
  await newGame.waitFor();
  return page;
}

async function toReceive(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Receive a game by QR' }).click();
  await page.getByRole('heading', { name: 'Receive a game by QR' }).waitFor();
}

/**
 * A 4-player game's codes but the last (so reading goes on for seconds without an import at the end): the frames'
 * texts and each code as a GIF data URL.
 */
async function codesButTheLast(): Promise<{ frames: string[]; gifs: string[] }> {
  const frames = await handoffFrames(serializeRecord(randomGame(5, { players: 4, maxActions: 300 }).record));
  const gifs = frames.slice(0, -1).map((f) => `data:image/gif;base64,${Buffer.from(encodeQR(f, 'gif', { scale: 4, border: 4 })).toString('base64')}`);
  return { frames, gifs };
}

/** The page's camera, a 1280 x 720 fake showing the codes in turn, 300 ms each. */
const showingCodes = (page: Page, gifs: string[]) => cyclingCamera(page, gifs, { width: 1280, height: 720, box: [340, 60, 600], everyMs: 300, fps: 30 });

describe('one owner for the camera', () => {
  test('Receive: a double tap on the camera asks once; leaving before the browser answers leaves no live track', async () => {
    const page = await home(800);
    await toReceive(page);
    await page.getByRole('button', { name: 'Read with the camera' }).dblclick();
    await page.getByRole('button', { name: '← Home' }).click();
    await page.waitForTimeout(1200);
    expect([await asked(page), await liveTracks(page)]).toEqual([1, 0]);
    // Stopped by hand while it runs, the camera goes too.
    await toReceive(page);
    await page.getByRole('button', { name: 'Read with the camera' }).click();
    await page.getByRole('button', { name: 'Stop the camera' }).click({ timeout: 5000 });
    expect(await liveTracks(page)).toBe(0);
    await page.close();
  }, 60_000);

  test('Scan: closed before the browser answers for the camera, no live track is left', async () => {
    const page = await home(1500);
    await startGame(page, ['Ann', 'Ben']);
    await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForTimeout(2000);
    expect([await asked(page), await liveTracks(page)]).toEqual([1, 0]);
    await page.close();
  }, 60_000);
});

describe('one life cycle for the workers', () => {
  test('Scan opened and closed ten times, with or without the scanner loaded: no worker is left running', async () => {
    const page = await home(10);
    await startGame(page, ['Ann', 'Ben']);
    for (let k = 0; k < 10; k++) {
      await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
      // Half the times closed at once, half once the scanner has loaded.
      if (k % 2) await page.getByText('Take or pick a photo').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Close' }).click();
    }
    expect(await page.evaluate(() => (window as unknown as { workers: unknown[] }).workers.length)).toBeGreaterThan(0);
    await expect.poll(() => liveWorkers(page), { timeout: 15_000 }).toBe(0);
    expect(await liveTracks(page)).toBe(0);
    await page.close();
  }, 120_000);

  test('receiving codes by camera and from photos never holds up the page 50 ms or more', async () => {
    const { frames, gifs } = await codesButTheLast();
    expect(frames.length).toBeGreaterThan(2);
    const page = await home(10);
    await toReceive(page);
    await showingCodes(page, gifs);
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
    await page.getByRole('button', { name: 'Read with the camera' }).click();
    await page.locator('.handoff-progress', { hasText: `Read ${frames.length - 1} of ${frames.length} codes` }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2000);
    const whileReading = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    // Letting the camera go tears its video down (seen: up to 57 ms in Chromium, the browser's own work, with this
    // fake camera); that is not reading, so it is left out: the count starts again below, once it is done.
    // Then the same codes as photos, in one pick. They are handed to the page's own file input from inside the page,
    // made before the count starts again: the driver's way of setting files (setInputFiles) costs the page 50-120 ms
    // tasks of its own, app or no app, and so does making the files.
    // Each is a phone-sized photo (3,000 x 2,250 JPEG) with the code in the middle.
    await page.evaluate(async (codes) => {
      const picked = new DataTransfer();
      for (const [k, gif] of codes.entries()) {
        const img = new Image();
        img.src = gif;
        await img.decode();
        const c = Object.assign(document.createElement('canvas'), { width: 3000, height: 2250 });
        const g = c.getContext('2d')!;
        g.fillStyle = '#8a8a80';
        g.fillRect(0, 0, 3000, 2250);
        g.imageSmoothingEnabled = false;
        g.drawImage(img, 750, 375, 1500, 1500);
        const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/jpeg', 0.85));
        picked.items.add(new File([blob], `photo-${k}.jpg`, { type: 'image/jpeg' }));
      }
      (window as unknown as { picked: FileList }).picked = picked.files;
    }, gifs);
    await page.waitForTimeout(300);
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('.handoff-receive input[type=file]')!;
      input.files = (window as unknown as { picked: FileList }).picked;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.getByRole('alert').filter({ hasText: `Code ${frames.length} of ${frames.length} is missing` }).waitFor({ timeout: 30_000 });
    const fromPhotos = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());
    // Every long task is named (ms), so a failure says how long and how many.
    expect({ whileReading, fromPhotos }).toEqual({ whileReading: [], fromPhotos: [] });
    await page.close();
  }, 90_000);

  test("Receive left for Home while camera frames are being read: the camera stops and the reader's worker ends", async () => {
    // Frames are handed to the worker as they are taken (a VideoFrame holds the camera's picture until closed): leaving
    // mid-read must still let the camera and the worker go.
    const { gifs } = await codesButTheLast();
    const page = await home(10);
    await toReceive(page);
    await showingCodes(page, gifs);
    await page.getByRole('button', { name: 'Read with the camera' }).click();
    await page.locator('.handoff-progress', { hasText: /^Read \d+ of/ }).waitFor({ timeout: 30_000 });
    // The stream the screen shows, kept to ask after it once the screen is gone.
    await page.evaluate(() => ((window as unknown as { shown: MediaStream }).shown = document.querySelector('video')!.srcObject as MediaStream));
    await page.getByRole('button', { name: '← Home' }).click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shown: MediaStream }).shown.getTracks().map((t) => t.readyState))).toEqual(['ended']);
    await expect.poll(() => liveWorkers(page), { timeout: 45_000 }).toBe(0);
    await page.close();
  }, 90_000);

  test('on a phone four times slower, reading the camera takes the page under one frame (16 ms) at each frame', async () => {
    // Seen in CI: a 56 ms long task while reading, from making each frame small on the page (10 ms a frame median,
    // 27 ms at worst, on this machine at full speed). Slowed four times as Chromium slows a page, the code before
    // took 66 and 91 ms at worst (two runs); the page now only takes the frame (2-5 ms at worst in five runs).
    // Timed here: each animation-frame callback the page runs while the camera is read (the reading loop's, and the
    // screen's effects), up to its first wait, from the first code read to two seconds after the last.
    const { frames, gifs } = await codesButTheLast();
    const page = await home(10);
    await page.evaluate(() => {
      const w = window as unknown as { frameMs: number[] };
      w.frameMs = [];
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) =>
        raf((t) => {
          const start = performance.now();
          cb(t);
          w.frameMs.push(performance.now() - start);
        });
    });
    await toReceive(page);
    await showingCodes(page, gifs);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('button', { name: 'Read with the camera' }).click();
    // Counted from the first code read: starting the video (once, the browser's own work) is not reading it.
    await page.locator('.handoff-progress', { hasText: /^Read \d+ of/ }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => ((window as unknown as { frameMs: number[] }).frameMs.length = 0));
    await page.locator('.handoff-progress', { hasText: `Read ${frames.length - 1} of ${frames.length} codes` }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    const frameMs = await page.evaluate(() => (window as unknown as { frameMs: number[] }).frameMs);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    console.log(`slowed 4x: ${frameMs.length} frame callbacks, ${Math.max(...frameMs).toFixed(1)} ms at worst`);
    // Reading the codes (more than 2, seen 300-ms apart) takes well over 30 frames.
    expect(frameMs.length).toBeGreaterThan(30);
    expect(Math.max(...frameMs)).toBeLessThan(16);
    await page.close();
  }, 120_000);
});
