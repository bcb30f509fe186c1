/**
 * `npm run bench` (second part): the app in Debian's Chromium.
 * - tap → updated board: for every placement of scripted and generated games, the time from the tap on the board
 *   (for a founding, the tap on its chain on the tile's preview) until the board shows the stored entry, to the next
 *   frame;
 * - gzip size of the JS and CSS of the first load: the shell (index.html's entry and its static imports) and all
 *   that the first visit fetches;
 * - Lighthouse (mobile): performance, accessibility, best practices, and the PWA installability checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { previewPlacement, replay, type GameRecord } from '../src/engine/index.ts';
import { randomGame } from '../test/fixtures/random-game.ts';
import { scriptedRecord, SCRIPT_PLAYERS } from '../test/fixtures/scripted-game.ts';
import { CHROMIUM, CHROMIUM_ARGS, launchBrowser, startPreview } from '../test/browser/harness.ts';
import { playThroughUi, startGame, waitForActions } from '../test/browser/ui-driver.ts';

const quantile = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/**
 * Taps the board for the placement at `index` (for a founding tile, then its chain on the preview); measures the last
 * tap until the stored entry is on screen, next frame. Returns the time and the record's actions it covered.
 */
async function measuredPlacement(page: Page, record: GameRecord, index: number, ui: number): Promise<{ ms: number; covered: number }> {
  const action = record.actions[index]!;
  if (action.type !== 'place') throw new Error('not a placement');
  const before = replay({ ...record, actions: record.actions.slice(0, index) }).state;
  const p = previewPlacement(before, action.tile);
  const tile = p.effect === 'illegal' ? -1 : (Number(p.tile.slice(0, -1)) - 1) + 'ABCDEFGHI'.indexOf(p.tile.slice(-1)) * 12;
  const next = record.actions[index + 1];
  const founds = p.effect === 'found';
  if (founds && next?.type !== 'found') throw new Error('a founding tile is placed with the chain it founds');
  // The game's buttons rest for a moment after each step (double-tap guard); a banker's next tap comes after it.
  const steady = () => page.waitForFunction(() => !document.querySelector('fieldset.guard[disabled]'));
  await steady();
  if (founds) await page.locator('.board .cell').nth(tile).click();
  await steady();
  const ms = await page.evaluate(
    ({ tile, chain }) =>
      new Promise<number>((resolve) => {
        const game = document.querySelector('.game')!;
        const count = game.getAttribute('data-actions');
        const target =
          chain === null
            ? document.querySelectorAll<HTMLButtonElement>('.board .cell')[tile]!
            : [...document.querySelectorAll<HTMLButtonElement>('.preview .chain-choice')].find((b) => b.textContent?.startsWith(chain))!;
        const observer = new MutationObserver(() => {
          if (game.getAttribute('data-actions') === count) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(game, { attributes: true });
        const t0 = performance.now();
        target.click();
      }),
    { tile, chain: founds ? (next as { chain: string }).chain : null },
  );
  const covered = founds ? 2 : 1;
  await waitForActions(page, ui + covered);
  return { ms, covered };
}

async function tapLatency(url: string): Promise<number[]> {
  const samples: number[] = [];
  const games: GameRecord[] = [scriptedRecord(), randomGame(11, { players: 4 }).record, randomGame(12, { players: 3 }).record];
  for (const record of games) {
    const browser = await launchBrowser({ width: 360, height: 740 });
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.waitForSelector('h1');
    await page.getByRole('button', { name: 'New game' }).waitFor();
    if (record.setup.initialTiles?.length || record.setup.rules || record.setup.edition) {
      // Generated games have setups the form cannot type quickly; import the empty game instead.
      const empty = { ...record, actions: [] };
      await page.locator('input[type=file]').setInputFiles({ name: 'g.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(empty)) });
      await waitForActions(page, 0);
    } else await startGame(page, SCRIPT_PLAYERS);
    let ui = 0;
    for (let i = 0; i < record.actions.length; i++) {
      if (record.actions[i]!.type === 'place') {
        const { ms, covered } = await measuredPlacement(page, record, i, ui);
        samples.push(ms);
        ui += covered;
        i += covered - 1;
        continue;
      }
      // A buy is played with what follows it (end turn; or declare, then end turn).
      const next = record.actions[i + 1]?.type;
      const pair = record.actions[i]!.type === 'buy' ? (next === 'endTurn' ? 1 : next === 'declareEnd' ? 2 : 0) : 0;
      ui = await playThroughUi(page, record, i, i + 1 + pair, ui);
      i += pair;
    }
    await browser.close();
  }
  return samples;
}

function bundleSizes(): { shell: number; firstVisit: number; files: [string, number][] } {
  const html = readFileSync('dist/index.html', 'utf8');
  const gz = (f: string) => gzipSync(readFileSync(`dist/${f}`)).length;
  const entry = /src="\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
  const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const shellFiles = [entry, ...preloads, ...css];
  // Everything the first visit fetches: the shell plus the storage chunk loaded right after the first paint.
  const storage = readdirSync('dist/assets').filter((f) => f.startsWith('games-repo')).map((f) => `assets/${f}`);
  const files = [...shellFiles, ...storage].map((f) => [f, gz(f)] as [string, number]);
  const sum = (list: string[]) => list.reduce((t, f) => t + gz(f), 0);
  return { shell: sum(shellFiles), firstVisit: sum([...shellFiles, ...storage]), files };
}

async function runLighthouse(url: string) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`], headless: true });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'pwa'],
      formFactor: 'mobile',
    });
    return result!.lhr;
  } finally {
    await browser.close();
  }
}

const preview = await startPreview();
try {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sizes = bundleSizes();
  console.log('First load, gzip JS + CSS:');
  for (const [f, n] of sizes.files) console.log(`  ${f.padEnd(40)} ${kb(n)}`);
  console.log(`  app shell (entry, its imports, CSS):     ${kb(sizes.shell)}  target ≤ 60 KB`);
  console.log(`  whole first visit (+ storage after paint): ${kb(sizes.firstVisit)}`);

  const taps = await tapLatency(preview.url);
  console.log(`\ntap → updated board (stored, next frame), ${taps.length} placements in 3 games:`);
  console.log(`  median ${quantile(taps, 0.5).toFixed(1)} ms, p95 ${quantile(taps, 0.95).toFixed(1)} ms, max ${Math.max(...taps).toFixed(1)} ms  target median ≤ 16 ms`);

  const lhr = await runLighthouse(preview.url);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  console.log(`\nLighthouse ${lhr.lighthouseVersion} (mobile): performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, PWA ${score('pwa')}`);
  for (const id of ['installable-manifest', 'service-worker', 'splash-screen', 'themed-omnibox', 'maskable-icon', 'viewport', 'content-width']) {
    const audit = lhr.audits[id];
    if (audit) console.log(`  ${id.padEnd(22)} ${audit.score === 1 ? 'pass' : audit.score === null ? 'n/a' : 'FAIL'}${audit.score === 1 ? '' : ` — ${audit.title}`}`);
  }
  console.log(`  first contentful paint ${lhr.audits['first-contentful-paint']?.displayValue}, largest contentful paint ${lhr.audits['largest-contentful-paint']?.displayValue}, total blocking time ${lhr.audits['total-blocking-time']?.displayValue}`);
} finally {
  await preview.stop();
}
