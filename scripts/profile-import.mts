/**
 * `npx tsx scripts/profile-import.mts` (after `vite build`): the 100,001-entry import of test/browser/import.test.ts
 * in the built app, profiled. Prints each time the page's main thread held a 10 ms timer back 30 ms or more (and what
 * the import's progress said then), and each garbage collection of 30 ms or more from Chromium's CPU profile, both
 * in ms from the game screen's opening. Run on an otherwise idle machine: it is what docs/persistence.md cites for the
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
} finally {
  await browser.close();
  await preview.stop();
}
