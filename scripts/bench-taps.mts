/**
 * `npm run bench:taps` (part of `npm run bench`): interactions a banker spends, counted in Debian's Chromium at
 * phone size (390x844, or BENCH_TAP_VIEWPORT) on the built app; a target not wholly in view costs a scroll first.
 * - per turn (a tap is one interaction, typing into a field two): whole generated games of 2 to 6 players
 *   (BENCH_TAP_GAMES per count, default 2; seeds BENCH_TAP_SEED + 100 × players + game, default 7000: another base
 *   gives games never seen while the UI was shaped) and the scripted game, each played the shortest way the UI offers
 *   (test/browser/shortest-way.ts); the stored game must replay to the record's final state, or the bench fails;
 * - setup: the new-game form from Home to the first turn, names typed, every other setting at its default.
 */
import { replay, type GameRecord } from '../src/engine/index.ts';
import { randomGame } from '../test/fixtures/random-game.ts';
import { scriptedRecord } from '../test/fixtures/scripted-game.ts';
import { launchBrowser, startPreview } from '../test/browser/harness.ts';
import { importRecord, storedGames } from '../test/browser/records.ts';
import { Interactions, playShortest } from '../test/browser/shortest-way.ts';
import type { Page } from 'playwright-core';

const GAMES = Number(process.env.BENCH_TAP_GAMES ?? 2);
const SEED = Number(process.env.BENCH_TAP_SEED ?? 7000);
/** Which player counts to play (BENCH_TAP_PLAYERS, e.g. "2,3"; default every count from 2 to 6). */
const COUNTS = (process.env.BENCH_TAP_PLAYERS ?? '2,3,4,5,6').split(',').map(Number).filter((n) => n >= 2 && n <= 6);
const NAMES = ['Ann', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay'];
/** The screen, BENCH_TAP_VIEWPORT as WIDTHxHEIGHT (default 390x844, a phone; 360x740 is a small one). */
const [WIDTH, HEIGHT] = (process.env.BENCH_TAP_VIEWPORT ?? '390x844').split('x').map(Number) as [number, number];

/** Opens a fresh browser on Home. */
async function home(url: string) {
  const browser = await launchBrowser({ width: WIDTH, height: HEIGHT });
  const page = await browser.context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'New game' }).waitFor();
  return { browser, page };
}

/** Plays one record from its setup; returns interactions and turns (a turn ends with its end-of-turn action). */
async function playGame(url: string, record: GameRecord) {
  const { browser, page } = await home(url);
  try {
    await importRecord(page, { ...record, actions: [] });
    await page.waitForSelector('.game[data-actions="0"]');
    const taps = new Interactions();
    await playShortest(page, record, taps);
    await check(page, record);
    const turns = record.actions.filter((a) => a.type === 'endTurn').length;
    return { taps, turns };
  } finally {
    await browser.close();
  }
}

/** The game the UI stored must come to the record's final state. */
async function check(page: Page, record: GameRecord) {
  const games = await storedGames(page);
  const mine = games[games.length - 1]!;
  const key = (s: ReturnType<typeof replay>['state']) => JSON.stringify([s.players, s.bank, s.board, s.sizes, s.awaiting]);
  const ui = replay({ ...record, actions: mine.actions }).state;
  if (key(ui) !== key(replay(record).state)) throw new Error('the game played through the UI ended elsewhere than its record');
}

/** The new-game form from Home: New game, names, + Add player as needed, Start. */
async function setupTaps(url: string, players: number): Promise<number> {
  const { browser, page } = await home(url);
  try {
    const taps = new Interactions();
    await taps.tap(page.getByRole('button', { name: 'New game' }), 'setup');
    const inputs = page.getByPlaceholder(/^Player \d$/);
    // The form loads on first use: count its rows only once it is there.
    await inputs.first().waitFor();
    while ((await inputs.count()) < players) await taps.tap(page.getByRole('button', { name: '+ Add player' }), 'setup');
    for (let i = 0; i < players; i++) await taps.fill(inputs.nth(i), NAMES[i]!, 'setup');
    await taps.tap(page.getByRole('button', { name: 'Start the game' }), 'setup');
    await page.waitForSelector('.game[data-actions="0"]');
    return taps.total;
  } finally {
    await browser.close();
  }
}

const preview = await startPreview();
try {
  console.log(`Interactions (a tap is 1, a typed field 2: tap and type, a scroll to a target not wholly in view 1), played the shortest way the UI offers, at ${WIDTH}x${HEIGHT};`);
  console.log(`generated games, seeds ${SEED} + 100 × players + game (0-${GAMES - 1}):`);
  console.log('players  games  turns  per turn  (tile / buy / merger / found / trade / end / scroll)  setup');
  const all = { taps: 0, turns: 0 };
  const scrollsFor: Record<string, number> = {};
  for (const n of COUNTS) {
    const sum = { taps: 0, turns: 0 } as { taps: number; turns: number; byStep?: Record<string, number> };
    const byStep: Record<string, number> = {};
    for (let g = 0; g < GAMES; g++) {
      const { record } = randomGame(SEED + 100 * n + g, { players: n });
      const { taps, turns } = await playGame(preview.url, record);
      sum.taps += taps.total;
      sum.turns += turns;
      for (const [k, v] of Object.entries(taps.byStep)) byStep[k] = (byStep[k] ?? 0) + v;
      for (const [k, v] of Object.entries(taps.scrollsFor)) scrollsFor[k] = (scrollsFor[k] ?? 0) + v;
    }
    all.taps += sum.taps;
    all.turns += sum.turns;
    const per = (k: string) => ((byStep[k] ?? 0) / sum.turns).toFixed(2);
    const setup = await setupTaps(preview.url, n);
    console.log(
      `${String(n).padStart(7)}  ${String(GAMES).padStart(5)}  ${String(sum.turns).padStart(5)}  ${(sum.taps / sum.turns).toFixed(2).padStart(8)}  (${['tile', 'buy', 'merger', 'found', 'trade', 'end', 'scroll'].map(per).join(' / ')})  ${String(setup).padStart(5)}`,
    );
  }
  console.log(`    all  ${String(COUNTS.length * GAMES).padStart(5)}  ${String(all.turns).padStart(5)}  ${(all.taps / all.turns).toFixed(2).padStart(8)}`);
  const scrolls = Object.entries(scrollsFor).sort(([, a], [, b]) => b - a);
  console.log(`scrolls a turn, by the step that needed them: ${scrolls.length ? scrolls.map(([k, v]) => `${k} ${(v / all.turns).toFixed(2)}`).join(', ') : 'none'}`);
  const scripted = await playGame(preview.url, scriptedRecord());
  console.log(`scripted 3-player game: ${scripted.turns} turns, ${(scripted.taps.total / scripted.turns).toFixed(2)} per turn`);
} finally {
  await preview.stop();
}
