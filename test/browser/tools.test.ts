/** The quick tools in Chromium: each tool's numbers, prefilled from a game, kept over a reload, offline. */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { SCRIPT_PLAYERS, scriptedRecord } from '../fixtures/scripted-game.ts';
import { openApp, sharedSession } from './session.ts';
import { playThroughUi, startGame } from './ui-driver.ts';

const session = sharedSession();
let page: Page;
beforeAll(async () => {
  page = await openApp(session);
  page.on('pageerror', (e) => {
    throw e;
  });
});

/** Taps a stepper's + `times` times. */
const more = async (name: string, times: number) => {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: `${name}: one more`, exact: true }).click();
};
const rows = async (selector: string) =>
  Promise.all((await page.locator(`${selector} tbody tr`).all()).map((r) => r.locator('th, td').allTextContents()));

describe('quick tools, no game needed', () => {
  test('price chart: a chain and a size give price and bonuses, highlighted in the chart', async () => {
    await page.getByRole('button', { name: /^Quick tools/ }).click();
    await page.getByRole('button', { name: 'Price chart' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('Imperial');
    await more('Tiles', 5);
    // Imperial (expensive) at 7 tiles: $800, majority $8,000, minority $4,000.
    expect(await page.locator('.lookup').textContent()).toBe('Imperial at 7 tiles: $800 a share · majority $8,000 · minority $4,000');
    const hit = page.locator('.price-chart td.hit');
    expect(await hit.count()).toBe(1);
    expect(await hit.textContent()).toBe('$800$8,000 / $4,000');
  });

  test('price chart: a size is typed, not stepped: 15 tiles in a tap and two keys', async () => {
    await page.getByLabel('Chain', { exact: true }).selectOption('Tower');
    await page.getByRole('spinbutton', { name: 'Tiles' }).fill('15');
    await page.getByRole('spinbutton', { name: 'Tiles' }).press('Enter');
    // Tower (cheapest tier) at 11-20 tiles: $700 a share, majority 10 × 700 = $7,000, minority $3,500.
    await page.getByText('Tower at 15 tiles: $700 a share · majority $7,000 · minority $3,500').waitFor();
  });

  test('merger calculator: a tie split and rounded up, the arithmetic shown; selling and trading', async () => {
    await page.getByRole('button', { name: 'Merger calculator' }).click();
    await page.getByLabel('Chain taken over').selectOption('Worldwide');
    await more('Tiles before the merger', 5);
    await more('Player 1 shares', 5);
    await more('Player 2 shares', 5);
    await more('Player 3 shares', 2);
    // Worldwide (medium) at 7 tiles, $700: 5 and 5 tie → (7,000 + 3,500) / 2 = 5,250 → 5,300 each.
    expect(await rows('.payout-table')).toEqual([
      ['Player 1', '5', '$5,300', 'majority + minority: $10,500 ÷ 2 = $5,250, rounded up to $5,300'],
      ['Player 2', '5', '$5,300', 'majority + minority: $10,500 ÷ 2 = $5,250, rounded up to $5,300'],
    ]);
    await more('Sell Worldwide shares', 3);
    expect(await page.getByText('3 × $700 = $2,100').count()).toBe(1);
    await more('Trade Worldwide shares in', 7);
    for (let i = 0; i < 23; i++) await page.getByRole('button', { name: 'Survivor shares left in the bank: one less' }).click();
    expect(await page.getByText('Trades 4 for 2 survivor shares; 3 left to sell or keep.').count()).toBe(1);
  });

  test('merger calculator: the two-player market holder keeps its bonus in the bank', async () => {
    await page.getByRole('button', { name: 'Two-player market off' }).click();
    await more('Market shares (drawn column)', 11);
    const table = await rows('.payout-table');
    expect(table[0]).toEqual(['Market', '12', '$7,000stays in the bank', 'majority']);
    expect(table[1]!.slice(0, 3)).toEqual(['Player 1', '5', '$1,800']);
  });

  test('end-game tally: bonuses, sales, totals and ranks; the entries survive a reload', async () => {
    await page.getByRole('button', { name: 'End-game tally' }).click();
    await page.getByLabel('Tower', { exact: true }).fill('12');
    await page.getByLabel('Imperial', { exact: true }).fill('15');
    const fields = async (i: number, cash: string, tower: string, imperial: string) => {
      const group = page.locator('.tally-tool fieldset').nth(i);
      await group.getByLabel('Cash').fill(cash);
      await group.getByLabel('Tower shares').fill(tower);
      await group.getByLabel('Imperial shares').fill(imperial);
    };
    await fields(0, '3000', '5', '2');
    await fields(1, '5000', '5', '0');
    await fields(2, '1000', '0', '6');
    // First place first, total and rank before the breakdown.
    // Each player: a row of numbers, and under it the bonuses and the sales with their breakdowns.
    const expected = [
      ['Player 1', '$18,100', '1', '$3,000'],
      ['Bonuses $9,800: Tower majority + minority $5,300, Imperial minority $4,500Sales $5,300: 5 Tower × $700, 2 Imperial × $900'],
      ['Player 3', '$15,400', '2', '$1,000'],
      ['Bonuses $9,000: Imperial majority $9,000Sales $5,400: 6 Imperial × $900'],
      ['Player 2', '$13,800', '3', '$5,000'],
      ['Bonuses $5,300: Tower majority + minority $5,300Sales $3,500: 5 Tower × $700'],
    ];
    expect(await rows('.tally-tool')).toEqual(expected);
    await page.reload();
    await page.getByRole('button', { name: /^Quick tools/ }).click();
    await page.getByRole('button', { name: 'End-game tally' }).click();
    await page.locator('.tally-tool tbody').first().waitFor();
    expect(await rows('.tally-tool')).toEqual(expected);
  });

  test('end-game tally with two players takes the market draws', async () => {
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: '− Player' }).click();
    await page.getByLabel('Luxor', { exact: true }).fill('11');
    await page.locator('.tally-tool fieldset').nth(0).getByLabel('Luxor shares').fill('3');
    await page.getByLabel('Luxor market').fill('5');
    // Luxor 11 tiles, $700: the market 5 takes the majority (kept by the bank); Player 1 the minority 3,500; sale 2,100.
    expect((await rows('.tally-tool')).slice(0, 2)).toEqual([['Player 1', '$5,600', '1', '$0'], ['Bonuses $3,500: Luxor minority $3,500Sales $2,100: 3 Luxor × $700']]);
  });

  test('opened from a game, the merger calculator starts from the merger at hand', async () => {
    await page.getByRole('button', { name: '← Home' }).click();
    await startGame(page, SCRIPT_PLAYERS);
    const record = scriptedRecord();
    await playThroughUi(page, record, 0, record.actions.findIndex((a) => a.type === 'defunct') + 1);
    await page.getByRole('button', { name: 'Quick tools' }).click();
    await page.locator('.merger-tool').waitFor();
    expect(await page.getByLabel('Chain taken over').inputValue()).toBe('American');
    // American (medium) at 2 tiles, $300: Ann is the only holder: $3,000 + $1,500, as the game paid.
    expect((await rows('.payout-table')).map((r) => r.slice(0, 3))).toEqual([['Ann', '3', '$4,500']]);
    await page.getByRole('button', { name: '← Game' }).click();
    expect(await page.locator('.action h2').textContent()).toBe('Ann: 3 American shares');
  });
});

describe('typing into a stepper', () => {
  test('a size is typed with the keypad and clamped to what the rules allow', async () => {
    // The previous test left the game screen open.
    await page.getByRole('button', { name: 'Quick tools', exact: true }).click();
    await page.getByRole('button', { name: 'Price chart' }).click();
    const tiles = page.getByRole('spinbutton', { name: 'Tiles' });
    await tiles.fill('35');
    await tiles.press('Enter');
    await tiles.blur();
    // Chain Tower (cheap) at 35 tiles: $900.
    await expect.poll(() => page.locator('.lookup').textContent()).toContain('at 35 tiles: $900 a share');
    await tiles.fill('500');
    await tiles.blur();
    expect(await tiles.inputValue()).toBe('108');
  });
});
