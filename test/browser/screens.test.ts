/**
 * Every screen: zero axe violations (dark and light themes, at 360x740) and screenshots at phone (360x740, 390x844)
 * and tablet (1024x768) sizes, saved under test-results/screenshots/ as artifacts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { boardPhoto } from '../../scripts/board-photos.mts';
import { replay } from '../../src/engine/index.ts';
import { SCRIPT_PLAYERS, scriptedRecord } from '../fixtures/scripted-game.ts';
import { openApp, sharedSession, tilePhoto } from './session.ts';
import { playThroughUi, startGame } from './ui-driver.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = 'test-results/screenshots';
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
];

const session = sharedSession();
let page: Page;
const checked: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  page = await openApp(session);
});

type AxeResult = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };

/** Runs axe in both colour schemes and takes the screenshots of one screen. */
async function checkScreen(name: string): Promise<void> {
  // axe judges the screen as laid out, from its top: scrolled down, the game's pinned top covers what passes under it,
  // as any pinned bar does, and axe would count those squares as too small to tap. That nothing the banker focuses
  // stays under it is tested in phone.test.ts.
  // What a screen scrolls into view once drawn (a form brought up when it opens) has run before the page is put back
  // at its top: a scroll after it would leave targets under the pinned top for axe.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    // Evaluated by the driver, not added as an inline script: the app's policy (rightly) refuses inline scripts.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
    const result = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      }),
    )) as AxeResult;
    const found = result.violations.map((v) => `${name} (${colorScheme}): ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES[0]!);
  checked.push(name);
}

const record = scriptedRecord();
/** The first action index from `from` on at which the game waits for `awaiting`. */
const nextAwaiting = (awaiting: string, from: number) =>
  record.actions.findIndex((_, i) => i >= from && replay({ ...record, actions: record.actions.slice(0, i) }).state.awaiting === awaiting);

// Long: it plays the scripted game through the UI (each step waits for the stored result and the button rest).
test('every screen has zero axe violations, in dark and light', { timeout: 240_000 }, async () => {
  await checkScreen('home-empty');
  await page.getByRole('button', { name: /^Quick tools/ }).click();
  await page.locator('.merger-tool').waitFor();
  await checkScreen('tools-merger');
  await page.getByRole('button', { name: 'Price chart' }).click();
  await page.locator('.price-chart').waitFor();
  await checkScreen('tools-price-chart');
  await page.getByRole('button', { name: 'End-game tally' }).click();
  await page.locator('.tally-tool').waitFor();
  await checkScreen('tools-tally');
  await page.getByRole('button', { name: '← Home' }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await checkScreen('new-game');
  await page.getByRole('button', { name: '← Home' }).click();
  await startGame(page, SCRIPT_PLAYERS);
  await checkScreen('game-place');
  await page.getByRole('button', { name: 'Scan tiles with the camera' }).click();
  await page.getByText('Take or pick a photo').waitFor({ timeout: 30_000 });
  await page.locator('.scan input[type=file]').setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: await tilePhoto(page, '12I') });
  await page.locator('.chips .chip').first().waitFor({ timeout: 30_000 });
  await checkScreen('game-scan');
  await page.locator('.scan').getByRole('button', { name: 'Close' }).click();
  // The board check with a photo read: its words, the photo with the grid, and the corners to drag (no board found).
  await page.locator('.game-side').getByRole('button', { name: 'Check the board' }).click();
  await page.locator('.board-check input[type=file]').setInputFiles({ name: 'table.jpg', mimeType: 'image/jpeg', buffer: boardPhoto(42, { board: false }).jpeg });
  await page.getByRole('button', { name: /^Corner 1A:/ }).waitFor({ timeout: 30_000 });
  await checkScreen('game-board-check');
  await page.locator('.board-check').getByRole('button', { name: 'Close' }).click();
  const found = nextAwaiting('found', 0);
  const buy = nextAwaiting('buy', found);
  const survivor = nextAwaiting('survivor', buy);
  const dispose = nextAwaiting('dispose', survivor);
  await playThroughUi(page, record, 0, found);
  await checkScreen('game-found');
  await playThroughUi(page, record, found, buy);
  await checkScreen('game-buy');
  // A count chosen (pressed), then cleared so the record's own buy starts from nothing.
  await page.locator('.buy-counts button').first().click();
  await page.locator('.buy-counts button[aria-pressed="true"]').waitFor();
  await checkScreen('game-buy-chosen');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.locator('.buy-counts button[aria-pressed="true"]').waitFor({ state: 'detached' });
  const trade = record.actions.findIndex((a) => a.type === 'trade');
  await playThroughUi(page, record, buy, trade);
  await page.getByRole('button', { name: 'More…', exact: true }).click();
  const partner = page.getByRole('group', { name: 'Trade with' }).getByRole('button', { name: (record.actions[trade] as { with: string }).with, exact: true });
  await partner.click();
  await page.locator('form.trade').waitFor();
  await checkScreen('game-trade');
  await partner.click();
  await playThroughUi(page, record, trade, survivor - 1);
  await page.locator('#tile-input').fill('3A');
  await page.locator('#tile-input').press('Enter');
  await page.waitForSelector('.game[data-awaiting="survivor"]');
  await checkScreen('game-survivor');
  await playThroughUi(page, record, survivor, dispose);
  await checkScreen('game-dispose');
  const defunct = nextAwaiting('defunct', dispose);
  await playThroughUi(page, record, dispose, defunct);
  await checkScreen('game-defunct');
  const declare = record.actions.findIndex((a) => a.type === 'declareEnd');
  await playThroughUi(page, record, defunct, declare);
  await page.getByRole('button', { name: 'The end may be declared…' }).click();
  await checkScreen('game-declare');
  await page.getByRole('button', { name: 'The end may be declared…' }).click();
  await playThroughUi(page, record, declare);
  await page.waitForSelector('.game[data-awaiting="ended"]');
  await page.locator('.results').waitFor();
  await page.locator('.results .worth-chart').waitFor();
  // On phones, the final tally and the shares table fit the screen: every cell ends inside the page's width. (The
  // tables with a column per player or per chain, net worth by turn and bonuses by chain, scroll sideways in a region
  // that says so.)
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const past = await page.evaluate(() =>
      [...document.querySelectorAll('.results .tally-table, .results .share-stats')].flatMap((t) => [...t.querySelectorAll('th, td')].filter((c) => c.getBoundingClientRect().right > document.documentElement.clientWidth).map((c) => `${t.querySelector('caption')?.textContent}: ${c.textContent}`)),
    );
    expect(past, `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0]!);
  await checkScreen('results');
  await page.getByRole('button', { name: 'History' }).click();
  await page.locator('.history').waitFor();
  await checkScreen('history');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await checkScreen('undo');
  await page.getByRole('button', { name: 'Keep it' }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await checkScreen('home-saved-games');
  await page.getByRole('button', { name: 'Player records' }).click();
  await page.getByRole('table', { name: 'Player records' }).waitFor();
  await checkScreen('records');
  await page.getByRole('button', { name: '← Home' }).click();
  await page.getByRole('button', { name: 'Receive a game by QR' }).click();
  await page.getByRole('heading', { name: 'Receive a game by QR' }).waitFor();
  await checkScreen('handoff-receive');
  await page.getByRole('button', { name: '← Home' }).click();

  // A two-player game waiting for the market draw, with closed holdings; opened by importing its record.
  const market = {
    format: 'mergemaker-game',
    version: 1,
    setup: { players: ['Ann', 'Ben'], rules: { holdings: 'closed' }, initialTiles: ['1A', '3A'] },
    actions: [
      { type: 'place', tile: '1B' }, { type: 'found', chain: 'Tower' }, { type: 'buy', shares: { Tower: 2 } }, { type: 'endTurn' },
      { type: 'place', tile: '3B' }, { type: 'found', chain: 'Luxor' }, { type: 'endTurn' },
      { type: 'place', tile: '2C' }, { type: 'endTurn' },
      { type: 'place', tile: '2B' }, { type: 'survivor', chain: 'Luxor' },
    ],
  };
  await page.locator('input[type=file]').setInputFiles({ name: 'm.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(market)) });
  await page.waitForSelector('.game[data-awaiting="market"]');
  await checkScreen('game-market-closed-holdings');
  await page.getByRole('button', { name: 'Banker view' }).click();
  await checkScreen('game-banker-view');
  // Net worth over the game: offered once the banker view shows the holdings; its table opened too.
  await page.getByRole('button', { name: 'Net worth over the game' }).click();
  await page.locator('.worth-table summary').click();
  await page.locator('.story-panel .worth-chart').scrollIntoViewIfNeeded();
  await checkScreen('game-story');
  await page.getByRole('button', { name: 'Net worth over the game' }).click();
  await page.getByRole('button', { name: 'Hand over by QR' }).click();
  await page.locator('.handoff-send .qr').waitFor();
  // Codes are small (decision 49), so even this short game takes a few: paused, for a steady picture.
  await page.getByRole('button', { name: 'Pause' }).click();
  expect(await page.locator('.handoff-count').textContent()).toMatch(/^Code [1-9] of [2-9]$/);
  await checkScreen('handoff-send');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'If the game ended now' }).click();
  await checkScreen('game-if-ended-now');
  await page.getByRole('button', { name: 'Large board: off' }).click();
  await checkScreen('game-large-board');
  await page.getByRole('button', { name: 'Large board: on' }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') });
  await page.getByRole('alert').waitFor();
  await checkScreen('home-import-error');
  expect(checked).toHaveLength(29);
});
