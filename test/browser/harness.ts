/**
 * Browser test harness: serves the built app (dist/) with `vite preview` on a free loopback port and drives
 * Debian's Chromium through playwright-core (never a downloaded browser). The
 * preview is started as `node …/vite.js preview --strictPort` and stopped by its own process id: a killed `npx` can
 * leave a child holding the port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Chromium's path: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a closed network (without them it floods it with connection attempts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A running `vite preview` of dist/. */
export interface Preview {
  url: string;
  stop(): Promise<void>;
}

/** Starts `vite preview` of dist/ (or another build folder) on a free port and waits until it answers. */
export async function startPreview(outDir = 'dist'): Promise<Preview> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--strictPort', '--port', String(port), '--host', '127.0.0.1', '--outDir', outDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`vite preview did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A Chromium profile of its own (a persistent context, so IndexedDB and service workers behave as for a user). */
export interface Browser {
  context: BrowserContext;
  /** The profile directory (pass it to launchBrowser again to reopen the same profile). */
  dir: string;
  /** Closes Chromium cleanly and deletes the profile. */
  close(): Promise<void>;
  /** Kills Chromium with SIGKILL, like a crash or power cut: no clean shutdown. The profile stays. */
  kill(): Promise<void>;
}

/** Launches Chromium with a fresh profile directory, or reopens `dir`. */
export async function launchBrowser(viewport = { width: 360, height: 740 }, dir?: string, extraArgs: string[] = []): Promise<Browser> {
  const profile = dir ?? mkdtempSync(join(tmpdir(), 'mergemaker-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
    viewport,
    acceptDownloads: true,
  });
  return {
    context,
    dir: profile,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    kill: async () => {
      // Every process of this profile (browser, renderers, storage service) dies at once.
      const killed = spawnSync('pkill', ['-KILL', '-f', `user-data-dir=${profile}`]);
      if (killed.status !== 0) throw new Error('no Chromium process of this profile to kill');
      await context.close().catch(() => undefined);
      if (spawnSync('pgrep', ['-f', `user-data-dir=${profile}`]).status === 0) throw new Error('Chromium survived SIGKILL');
    },
  };
}

/** A harness page of the built app in a Chromium of its own: the scanner's (ocr.html) or the board reader's. */
export interface HarnessPage {
  /** Calls a method of the page's API object (`window.mergemakerOcr`: start, scan, …; `window.mergemakerBoard`: read, …). */
  call<T>(method: string, arg?: string): Promise<T>;
  close(): Promise<void>;
}
export type ScannerPage = HarnessPage;

/** Serves the harness build (dist-harness/, `vite build --mode harness`), opens the page and waits for its API. */
async function openHarness(path: string, api: string): Promise<HarnessPage> {
  const preview = await startPreview('dist-harness');
  const browser = await launchBrowser({ width: 800, height: 600 });
  const close = async () => {
    await browser.close();
    await preview.stop();
  };
  try {
    const page = await browser.context.newPage();
    await page.goto(`${preview.url}${path}`);
    await page.waitForSelector('body[data-ready="true"]');
    return {
      call: <T,>(method: string, arg?: string) =>
        page.evaluate(([n, m, a]) => (window as unknown as Record<string, Record<string, (a?: string) => Promise<unknown>>>)[n]![m]!(a), [api, method, arg] as const) as Promise<T>,
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/** The scanner's page (ocr.html): the pipeline the Scan panel runs. */
export const openScannerPage = () => openHarness('ocr.html', 'mergemakerOcr');

/** The board reader's page (src/board/harness.html): the pipeline the game screen's board check runs. */
export const openBoardPage = () => openHarness('src/board/harness.html', 'mergemakerBoard');

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', bmp: 'image/bmp' };

/** An image file as a data: URL, its type from its extension. */
export function imageDataUrl(file: string): string {
  const type = IMAGE_TYPES[file.split('.').pop()!.toLowerCase()] ?? 'image/png';
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/**
 * Builds the test pages (`vite build --mode harness`, into dist-harness/) when `page` is not there yet, or older than
 * the app's code (src/, the pages): after an update, a build left from before would read with the old code.
 */
export function buildHarnessIfStale(page: string): void {
  const built = join('dist-harness', page);
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource()) return;
  spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'harness', '--logLevel', 'error'], { stdio: 'ignore' });
}

/** The newest modification time of the app's code and the harness's build settings. */
function newestSource(): number {
  let newest = 0;
  const walk = (path: string): void => {
    const s = statSync(path);
    if (s.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const path of ['src', 'ocr.html', 'index.html', 'vite.config.ts', 'package.json']) if (existsSync(path)) walk(path);
  return newest;
}

/**
 * A path given on the command line, as the caller meant it: npm runs a script from the package's root, and keeps the
 * directory it was started in as INIT_CWD.
 */
export function fromCaller(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/**
 * The commands' output (`ocr`, `board`): one JSON line per image on standard output, from `read`, or a line saying the
 * image could not be read. Resolves with the exit status: 1 when any image could not be read, else 0.
 */
export async function printEachImage(files: string[], read: (file: string) => Promise<object>): Promise<number> {
  let status = 0;
  for (const file of files) {
    let line: object;
    try {
      line = { file, ...(await read(file)) };
    } catch (e) {
      status = 1;
      line = { file, error: `cannot read this image (${(e as Error).message.split('\n')[0]})` };
    }
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return status;
}
