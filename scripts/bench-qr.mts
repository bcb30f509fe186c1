/**
 * `npm run bench:qr`: can a phone read the hand-over's codes from photos of the sending phone's screen?
 *
 * The screens are real: the built app at 390x844 (3 device pixels a CSS pixel, like a current phone) opens a game's
 * hand-over and each code is captured as the phone's screen shows it. Each screen is then "photographed" by two
 * generators that share no code:
 * - tuning (Chromium): the screen laid on a table under CSS 3D tilts, blur, light and glare, saved as JPEG;
 * - held-out (this file, in Node): a perspective warp written here, lens blur, sensor noise, uneven light, a
 *   smaller camera and JPEG from jpeg-js. Nothing was tuned on it; for a figure on photos nobody has seen, pass a
 *   new BENCH_QR_SEED (8800 was first run for issue 34's closing note: held-out 94.2% against zbar's 92.5%).
 * Each photo is read by the app's decoder (decodeQrPixels, what the receiving phone runs) and by zbar (an
 * independent reader, from its WebAssembly build): a read counts only when the text is the frame exactly.
 *
 * Target (issue 34): the app reads at least 85% of the held-out photos, and no fewer than zbar less 5 points.
 * Environment: BENCH_QR_PHOTOS photos per generator (120), BENCH_QR_SEED (4100; the held-out set uses 9100 + it),
 * BENCH_QR_KEEP=dir to save the photos.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { chromium, type Browser as BrowserType, type Page } from 'playwright-core';
import { scanRGBABuffer } from '@undecaf/zbar-wasm';
import { handoffFrames, parseFrame } from '../src/app/handoff.ts';
import { decodeQrPixels, FRAME_WIDTH, type Pixels } from '../src/app/qr-decode.ts';
import { serializeRecord, type GameRecord } from '../src/engine/index.ts';
import { randomGame, rng } from '../test/fixtures/random-game.ts';
import { CHROMIUM, CHROMIUM_ARGS, startPreview } from '../test/browser/harness.ts';
import { importRecord } from '../test/browser/records.ts';

const PHOTOS = Number(process.env.BENCH_QR_PHOTOS ?? 120);
const SEED = Number(process.env.BENCH_QR_SEED ?? 4100);
const KEEP = process.env.BENCH_QR_KEEP;
const TARGET = 0.85;

const between = (r: () => number, lo: number, hi: number) => lo + (hi - lo) * r();

interface Screen {
  frame: string;
  jpeg: Buffer;
}

/** Every code of `record`'s hand-over as the sending phone's screen shows it (JPEG at quality 100). */
async function screensOf(browser: BrowserType, url: string, record: GameRecord): Promise<Screen[]> {
  // A context of its own (its own storage), so the app opens on Home, not on the last game.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const frames = await handoffFrames(serializeRecord(record));
  await page.goto(url);
  await page.getByRole('button', { name: 'New game' }).waitFor();
  await importRecord(page, record);
  await page.waitForSelector(`.game[data-actions="${record.actions.length}"]`);
  await page.getByRole('button', { name: 'Hand over by QR' }).click();
  await page.locator('.handoff-send .qr').waitFor();
  if (frames.length > 1) await page.getByRole('button', { name: 'Pause' }).click();
  const shots: Screen[] = [];
  for (let k = 1; k <= frames.length; k++) {
    await page.locator('.handoff-count', { hasText: `Code ${k} of ${frames.length}` }).waitFor();
    // The code where the banker holds it out: scrolled to the middle of the screen, as the panel leaves it.
    await page.locator('.handoff-send .qr').scrollIntoViewIfNeeded();
    const shot = await page.screenshot({ type: 'jpeg', quality: 100 });
    shots.push({ frame: await frameOnScreen(shot, k, frames.length), jpeg: shot });
    if (k < frames.length) await page.getByRole('button', { name: 'Next →' }).click();
  }
  await context.close();
  return shots;
}

/**
 * The frame a clean screen shows, read by both readers (they must agree): the truth a photo's read is held to. The
 * app writes the record it imported in its own words, so its frames are not the bench's own `handoffFrames`.
 */
async function frameOnScreen(shot: Buffer, n: number, of: number): Promise<string> {
  const image = jpeg.decode(shot, { useTArray: true, formatAsRGBA: true }) as Pixels;
  const app = decodeQrPixels(image, 'photo');
  const zbar = (await scanRGBABuffer(new Uint8Array(image.data).buffer, image.width, image.height)).map((s) => s.decode());
  const frame = app === null ? null : parseFrame(app);
  if (!frame || frame.n !== n || frame.of !== of || zbar.length !== 1 || zbar[0] !== app) throw new Error(`code ${n} of ${of}: the clean screen reads ${app} and ${zbar.join(', ')}`);
  return app!;
}

/** Tuning generator: the screen photographed in Chromium (CSS 3D transforms, filters, a glare overlay, JPEG). */
async function chromiumPhoto(page: Page, screen: Screen, seed: number): Promise<Buffer> {
  const r = rng(seed);
  const look = {
    tiltX: between(r, -15, 15),
    tiltY: between(r, -15, 15),
    turn: between(r, -10, 10),
    // The screen's height as a share of the photo's: from held close to held at arm's length.
    height: between(r, 0.35, 0.95),
    blur: between(r, 0, 1.5),
    light: between(r, 0.75, 1.15),
    contrast: between(r, 0.7, 1),
    glare: between(r, 0, 0.35),
    gx: between(r, 10, 90),
    gy: between(r, 10, 90),
    table: `hsl(${Math.round(between(r, 0, 360))} 25% ${Math.round(between(r, 10, 45))}%)`,
    quality: Math.round(between(r, 50, 70)),
  };
  const src = `data:image/jpeg;base64,${screen.jpeg.toString('base64')}`;
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1600px;height:1200px;overflow:hidden;background:${look.table};perspective:1400px;display:grid;place-items:center">
    <img src="${src}" style="height:${Math.round(1200 * look.height)}px;border:10px solid #111;border-radius:28px;transform:rotateX(${look.tiltX}deg) rotateY(${look.tiltY}deg) rotateZ(${look.turn}deg);filter:blur(${look.blur}px) brightness(${look.light}) contrast(${look.contrast})">
    <div style="position:fixed;inset:0;background:radial-gradient(circle at ${look.gx}% ${look.gy}%, rgba(255,255,255,${look.glare}), transparent 45%)"></div>
  </body></html>`);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  return page.screenshot({ type: 'jpeg', quality: look.quality });
}

/** Solves the 8 unknowns of a homography taking `from[i]` to `to[i]` (4 points each), by Gaussian elimination. */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return [...a.map((row, i) => row[8]! / row[i]!), 1];
}

/** Separable Gaussian blur of one channel plane in place. */
function blurPlane(plane: Float32Array, w: number, h: number, sigma: number): void {
  if (sigma < 0.2) return;
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const sum = kernel.reduce((s, k) => s + k, 0);
  const k = kernel.map((x) => x / sum);
  const tmp = new Float32Array(plane.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let i = -radius; i <= radius; i++) s += plane[y * w + Math.min(w - 1, Math.max(0, x + i))]! * k[i + radius]!;
      tmp[y * w + x] = s;
    }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let i = -radius; i <= radius; i++) s += tmp[Math.min(h - 1, Math.max(0, y + i)) * w + x]! * k[i + radius]!;
      plane[y * w + x] = s;
    }
}

/** Held-out generator: the screen photographed by a smaller camera, in plain Node (no browser, no CSS). */
function nodePhoto(screen: Screen, seed: number): Buffer {
  const r = rng(seed);
  const src = jpeg.decode(screen.jpeg, { useTArray: true });
  const [W, H] = [1280, 960];
  // The phone's screen in 3D (its centre at the origin), turned, tilted, then projected by a pinhole camera.
  const ax = (between(r, -15, 15) * Math.PI) / 180;
  const ay = (between(r, -15, 15) * Math.PI) / 180;
  const az = (between(r, -8, 8) * Math.PI) / 180;
  const height = between(r, 0.3, 0.9) * H;
  const scale = height / src.height;
  const focal = between(r, 1.0, 1.6) * W;
  const shift = [between(r, -0.12, 0.12) * W, between(r, -0.08, 0.08) * H];
  const corners: [number, number][] = [
    [0, 0],
    [src.width, 0],
    [src.width, src.height],
    [0, src.height],
  ];
  const projected = corners.map(([x, y]): [number, number] => {
    let X = (x - src.width / 2) * scale;
    let Y = (y - src.height / 2) * scale;
    let Z = 0;
    [X, Y] = [X * Math.cos(az) - Y * Math.sin(az), X * Math.sin(az) + Y * Math.cos(az)];
    [Y, Z] = [Y * Math.cos(ax) - Z * Math.sin(ax), Y * Math.sin(ax) + Z * Math.cos(ax)];
    [X, Z] = [X * Math.cos(ay) + Z * Math.sin(ay), -X * Math.sin(ay) + Z * Math.cos(ay)];
    const depth = focal + Z;
    return [W / 2 + shift[0]! + (X * focal) / depth, H / 2 + shift[1]! + (Y * focal) / depth];
  });
  // Output pixel → screen pixel.
  const h = homography(projected, corners);
  const light = between(r, 0.7, 1.1);
  const black = between(r, 10, 45);
  const vignette = between(r, 0, 0.35);
  const table = [between(r, 20, 120), between(r, 20, 100), between(r, 15, 90)];
  const planes = [0, 1, 2].map(() => new Float32Array(W * H));
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const d = h[6]! * x + h[7]! * y + h[8]!;
      const sx = (h[0]! * x + h[1]! * y + h[2]!) / d;
      const sy = (h[3]! * x + h[4]! * y + h[5]!) / d;
      const o = y * W + x;
      const falloff = 1 - vignette * (((x - W / 2) / W) ** 2 + ((y - H / 2) / H) ** 2) * 2;
      if (sx < 0 || sy < 0 || sx >= src.width - 1 || sy >= src.height - 1) {
        for (let c = 0; c < 3; c++) planes[c]![o] = table[c]! * falloff;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) => src.data[(yy * src.width + xx) * 4 + c]!;
        const v = at(x0, y0) * (1 - fx) * (1 - fy) + at(x0 + 1, y0) * fx * (1 - fy) + at(x0, y0 + 1) * (1 - fx) * fy + at(x0 + 1, y0 + 1) * fx * fy;
        // A screen photographed: its black glows a little, its white is as bright as the exposure allows.
        planes[c]![o] = (black + (v / 255) * (255 * light - black)) * falloff;
      }
    }
  const sigma = between(r, 0.4, 1.6);
  const noise = between(r, 2, 9);
  for (const plane of planes) blurPlane(plane, W, H, sigma);
  const out = new Uint8Array(W * H * 4);
  for (let o = 0; o < W * H; o++) {
    // Sensor noise, the same on the three channels (luminance) plus a little of its own on each.
    const n = (r() + r() + r() - 1.5) * noise;
    for (let c = 0; c < 3; c++) out[o * 4 + c] = Math.max(0, Math.min(255, Math.round(planes[c]![o]! + n + (r() - 0.5) * noise * 0.5)));
    out[o * 4 + 3] = 255;
  }
  return Buffer.from(jpeg.encode({ data: out, width: W, height: H }, Math.round(between(r, 45, 70))).data);
}

/** `image` made `width` pixels wide by averaging (what the camera path's resize does before it reads). */
function shrunk(image: Pixels, width: number): Pixels {
  const f = image.width / width;
  const height = Math.round(image.height / f);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [x0, x1, y0, y1] = [Math.floor(x * f), Math.max(Math.floor(x * f) + 1, Math.floor((x + 1) * f)), Math.floor(y * f), Math.max(Math.floor(y * f) + 1, Math.floor((y + 1) * f))];
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += image.data[(yy * image.width + xx) * 4 + c]!;
        data[(y * width + x) * 4 + c] = sum / ((x1 - x0) * (y1 - y0));
      }
    }
  return { width, height, data };
}

interface Reads {
  app: boolean;
  zbar: boolean;
  /** The app's camera pass on the photo made FRAME_WIDTH wide: what its camera loop reads of a frame like it. */
  camera: boolean;
  ms: number;
}

/** Reads a photo's pixels with both readers; each says whether it read the frame exactly. */
async function read(photo: Buffer, frame: string): Promise<Reads> {
  const image = jpeg.decode(photo, { useTArray: true, formatAsRGBA: true }) as Pixels;
  const t0 = performance.now();
  const app = decodeQrPixels(image, 'photo') === frame;
  const ms = performance.now() - t0;
  const copy = new Uint8Array(image.data).buffer;
  const symbols = await scanRGBABuffer(copy, image.width, image.height);
  const zbar = symbols.some((s) => s.decode() === frame);
  const camera = decodeQrPixels(shrunk(image, FRAME_WIDTH), 'frame') === frame;
  return { app, zbar, camera, ms };
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

async function main(): Promise<void> {
  const preview = await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    // A long game (about 250 entries, the longest a table plays) and a short one, so codes of both sizes are shot.
    const screens = [...(await screensOf(browser, preview.url, randomGame(3, { players: 4, maxActions: 250 }).record)), ...(await screensOf(browser, preview.url, randomGame(5, { players: 3, maxActions: 60 }).record))];
    const camera = await (await browser.newContext({ viewport: { width: 1600, height: 1200 } })).newPage();
    const sets = [
      { name: 'tuning (Chromium)', make: (s: Screen, k: number) => chromiumPhoto(camera, s, SEED + k) },
      { name: 'held-out (Node)', make: async (s: Screen, k: number) => nodePhoto(s, 9100 + SEED + k) },
    ];
    let heldOut = { app: 0, zbar: 0 };
    for (const set of sets) {
      let app = 0;
      let zbar = 0;
      let camera = 0;
      const times: number[] = [];
      for (let k = 0; k < PHOTOS; k++) {
        const screen = screens[k % screens.length]!;
        const photo = await set.make(screen, k);
        if (KEEP) {
          mkdirSync(KEEP, { recursive: true });
          writeFileSync(join(KEEP, `${set.name.split(' ')[0]}-${k}.jpg`), photo);
        }
        const got = await read(photo, screen.frame);
        app += got.app ? 1 : 0;
        zbar += got.zbar ? 1 : 0;
        camera += got.camera ? 1 : 0;
        times.push(got.ms);
      }
      times.sort((a, b) => a - b);
      console.log(`${set.name}: ${PHOTOS} photos of ${screens.length} codes; app read ${app} (${pct(app, PHOTOS)}), zbar read ${zbar} (${pct(zbar, PHOTOS)}); the app's camera pass at ${FRAME_WIDTH} px read ${camera} (${pct(camera, PHOTOS)}); app's time a photo median ${times[times.length >> 1]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms`);
      heldOut = { app, zbar };
    }
    const codeChars = screens.map((s) => s.frame.length);
    console.log(`codes: ${Math.min(...codeChars)}-${Math.max(...codeChars)} characters each`);
    const ok = heldOut.app >= TARGET * PHOTOS && heldOut.app >= heldOut.zbar - 0.05 * PHOTOS;
    console.log(`held-out target: at least ${pct(TARGET * PHOTOS, PHOTOS)} and within 5 points of zbar: ${ok ? 'met' : 'NOT met'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await preview.stop();
  }
}

await main();
