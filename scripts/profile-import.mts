/**
 * `npx tsx scripts/profile-import.mts` (after `vite build`): the 100,001-entry import of test/browser/import.test.ts
 * in the built app, profiled. Prints each time the page's main thread held a 10 ms timer back 30 ms or more (and what
 * the import's progress said then), each garbage collection of 30 ms or more from Chromium's CPU profile, and each
 * long animation frame (the browser's own record of a frame over 50 ms: how long its style and layout took and which
 * scripts ran in it) from 2.5 s before the game screen's opening, all in ms from that opening. Run on an otherwise idle machine: it is what docs/persistence.md cites for the
 * import test's margin, not a bound.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, startPreview } from '../test/browser/harness.ts';
import { longRecord, watchMainThread, type MainThreadWatch } from '../test/browser/long-import.ts';
import { gameShowing } from '../test/browser/ui-driver.ts';

/** The parts of a CPU profile read here (Chrome DevTools Protocol, Profiler.Profile). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What is kept of a long animation frame (PerformanceLongAnimationFrameTiming, not yet in TypeScript's DOM types). */
interface LongFrame {
  start: number;
  duration: number;
  styleAndLayout: number;
  scripts: string;
}

/** In the page: keeps every long animation frame in `window.longFrames`. */
function watchLongFrames(): void {
  interface Script { invoker: string; duration: number; forcedStyleAndLayoutDuration: number }
  interface Entry extends PerformanceEntry { styleAndLayoutStart: number; scripts: Script[] }
  const frames: LongFrame[] = [];
  (window as unknown as { longFrames: LongFrame[] }).longFrames = frames;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Entry[]) {
      frames.push({
        start: e.startTime,
        duration: e.duration,
        styleAndLayout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
        scripts: e.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)} ms (forced layout ${Math.round(x.forcedStyleAndLayoutDuration)})`).join('; '),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Runs of consecutive samples in the garbage collector: [start on the page's clock, length], in ms. */
function collections(profile: CpuProfile, origin: number): [number, number][] {
  const gc = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(garbage collector)').map((n) => n.id));
  const runs: [number, number][] = [];
  let t = profile.startTime;
  let run: [number, number] | null = null;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i]!;
    t += dt;
    if (!gc.has(id)) run = null;
    else if (run) run[1] += dt / 1000;
    else runs.push((run = [t / 1000 - origin, dt / 1000]));
  });
  return runs;
}

const preview = await startPreview();
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  await page.goto(preview.url);
  await page.getByRole('button', { name: 'New game' }).waitFor();
  const file = join(tmpdir(), 'mergemaker-100001.json');
  writeFileSync(file, longRecord(100_001));
  await page.evaluate(watchMainThread);
  await page.evaluate(watchLongFrames);
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.waitForSelector(gameShowing(100_001), { timeout: 120_000 });
  const seconds = (Date.now() - t0) / 1000;
  const opened = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  // The profile's clock (µs) is placed on the page's (ms) at the stop, a few ms apart at most.
  const stopped = await page.evaluate(() => performance.now());
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const { lates, worstLate } = await page.evaluate(() => {
    const { lates, worstLate } = window as unknown as MainThreadWatch;
    return { lates, worstLate };
  });
  console.log(`100,001-entry import: ${seconds.toFixed(1)} s; the main thread at worst ${Math.round(worstLate)} ms late`);
  for (const [at, late, during] of lates) console.log(`  held ${late} ms at ${Math.round(at - opened)} ms from the game screen's opening (${during})`);
  const origin = profile.endTime / 1000 - stopped;
  for (const [at, ms] of collections(profile, origin)) if (ms >= 30) console.log(`  garbage collection ${Math.round(ms)} ms at ${Math.round(at - opened)} ms`);
  const frames = await page.evaluate(() => (window as unknown as { longFrames: LongFrame[] }).longFrames);
  for (const f of frames.filter((f) => f.start > opened - 2500)) {
    console.log(`  long frame ${Math.round(f.duration)} ms at ${Math.round(f.start - opened)} ms, style and layout ${Math.round(f.styleAndLayout)} ms: ${f.scripts || 'no script'}`);
  }
} finally {
  await browser.close();
  await preview.stop();
}
