/** Test-only helpers over the harness (it stays free of vitest, since scripts use it too). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startPreview, type Browser, type Preview } from './harness.ts';

/** One preview server and one Chromium for a whole test file, started before its tests and ended after. */
export function sharedSession(viewport?: { width: number; height: number }): { preview: Preview; browser: Browser } {
  const session = {} as { preview: Preview; browser: Browser };
  beforeAll(async () => {
    session.preview = await startPreview();
    session.browser = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.preview?.stop();
  });
  return session;
}

/** A photo of one tile on a table, drawn in the page: its label (dark unless `ink` says otherwise), optionally tilted. PNG bytes. */
export async function tilePhoto(page: Page, label: string, look: { table: string; tile: string; tilt: number; ink?: string } = { table: '#5b4636', tile: '#efe6d2', tilt: -0.08 }): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ label, look }) => {
      const c = document.createElement('canvas');
      c.width = 640;
      c.height = 360;
      const g = c.getContext('2d')!;
      g.fillStyle = look.table;
      g.fillRect(0, 0, 640, 360);
      g.translate(320, 180);
      g.rotate(look.tilt);
      g.fillStyle = look.tile;
      g.fillRect(-150, -110, 300, 220);
      g.fillStyle = look.ink ?? '#1d1d1d';
      g.font = 'bold 120px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(label, 0, 5);
      return c.toDataURL('image/png').split(',')[1]!;
    },
    { label, look },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * A new page of the shared browser. The app opens on the game the browser had open last, if any: with `home` (the
 * default) the page goes Home from it, as a banker starting something new would.
 */
export async function openApp(session: { preview: Preview; browser: Browser }, { home = true } = {}): Promise<Page> {
  const page = await session.browser.context.newPage();
  await page.goto(session.preview.url);
  await page.waitForSelector('h1');
  const newGame = page.getByRole('button', { name: 'New game' });
  await page.locator('.game').or(newGame).first().waitFor();
  if (home && (await page.locator('.game').count()) > 0) {
    await page.getByRole('button', { name: 'Home' }).click();
    await newGame.waitFor();
  }
  return page;
}

/**
 * Makes the page's camera a canvas stream showing each code in turn on a grey ground, as the other device cycles
 * them: `codes` are image data: URLs, drawn at `box` ([x, y, side]) every `everyMs`.
 */
export async function cyclingCamera(page: Page, codes: string[], look: { width: number; height: number; box: [number, number, number]; everyMs: number; fps: number }): Promise<void> {
  await page.evaluate(
    ({ codes, look }) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: look.width, height: look.height });
      const g = canvas.getContext('2d')!;
      const images = codes.map((src) => Object.assign(new Image(), { src }));
      let k = 0;
      setInterval(() => {
        g.fillStyle = '#777';
        g.fillRect(0, 0, look.width, look.height);
        const img = images[k++ % images.length]!;
        if (img.complete) g.drawImage(img, look.box[0], look.box[1], look.box[2], look.box[2]);
      }, look.everyMs);
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: async () => canvas.captureStream(look.fps) } });
    },
    { codes, look },
  );
}

/**
 * A slow device, made certain: every message the page sends to a worker (a photo on its way to a reader) is held until
 * the returned function lets it go, which answers how many it let go. The test then acts while a read lasts, whatever
 * this machine's speed, and no tap waits on a read's work. (Throttling the CPU instead was a race: on a fast machine
 * the read was over before Cancel was tapped; on a slow one Chromium drew no frame, so answered no click, until it was.)
 * Messages to a worker ended meanwhile (a cancelled read) go nowhere. Only the test's page changes, not the app.
 */
export async function holdWorkers(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const send = Worker.prototype.postMessage;
    const held: (() => void)[] = [];
    Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
      held.push(() => send.apply(this, args));
    } as Worker['postMessage'];
    (window as unknown as { letWorkersGo: () => number }).letWorkersGo = () => {
      Worker.prototype.postMessage = send;
      return held.splice(0).map((go) => go()).length;
    };
  });
  return () => page.evaluate(() => (window as unknown as { letWorkersGo: () => number }).letWorkersGo());
}
