/**
 * Handing a game to another device with no network, in real Chromium: the sending device shows the record as QR
 * codes; the receiving device (another browser profile: its own storage) reads photos of them, or its camera, and
 * resumes the game exactly. Missing codes, and codes of two games, are refused in words.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import encodeQR from 'qr';
import { handoffFrames } from '../../src/app/handoff.ts';
import { replay, type GameRecord } from '../../src/engine/index.ts';
import { randomGame } from '../fixtures/random-game.ts';
import { scriptedRecord } from '../fixtures/scripted-game.ts';
import { launchBrowser, type Browser } from './harness.ts';
import { importRecord, storedGames } from './records.ts';
import { cyclingCamera, openApp, sharedSession } from './session.ts';
import { gameShowing } from './ui-driver.ts';

const session = sharedSession({ width: 390, height: 844 });
let other: Browser;
beforeAll(async () => {
  other = await launchBrowser({ width: 390, height: 844 });
});
afterAll(async () => {
  await other?.close();
});

// A 4-player game of 250 entries, still being played.
const GAME: GameRecord = randomGame(3, { players: 4, maxActions: 250 }).record;

/** Opens the hand-over of `record` on a new sending page; returns each code as a PNG, in order. */
async function codesOf(record: GameRecord): Promise<Buffer[]> {
  const page = await openApp(session);
  await importRecord(page, record);
  await page.waitForSelector(gameShowing(record.actions.length));
  await page.getByRole('button', { name: 'Hand over by QR' }).click();
  const qr = page.locator('.handoff-send .qr');
  await qr.waitFor();
  await page.getByRole('button', { name: 'Pause' }).click();
  const total = Number(/of (\d+)/.exec((await page.locator('.handoff-count').textContent())!)![1]);
  const shots: Buffer[] = [];
  for (let k = 1; k <= total; k++) {
    await page.locator('.handoff-count', { hasText: `Code ${k} of ${total}` }).waitFor();
    shots.push(await qr.screenshot());
    await page.getByRole('button', { name: 'Next →' }).click();
  }
  await page.close();
  return shots;
}

/** A receiving page on the other device, on the receive screen. */
async function receiver(): Promise<Page> {
  const page = await other.context.newPage();
  await page.goto(session.preview.url);
  const home = page.getByRole('button', { name: 'Home' });
  await page.locator('.game').or(page.getByRole('button', { name: 'New game' })).first().waitFor();
  if ((await page.locator('.game').count()) > 0) await home.click();
  await page.getByRole('button', { name: 'Receive a game by QR' }).click();
  await page.getByRole('heading', { name: 'Receive a game by QR' }).waitFor();
  return page;
}

const photos = (shots: Buffer[]) => shots.map((buffer, k) => ({ name: `code-${k + 1}.png`, mimeType: 'image/png', buffer }));

describe('handing a game over by QR codes', () => {
  test('a 250-entry game, photographed code by code and picked in any order, resumes on the other device exactly', async () => {
    const shots = await codesOf(GAME);
    expect(shots.length).toBeGreaterThan(1);
    const page = await receiver();
    await page.locator('input[type=file]').setInputFiles(photos(shots).reverse());
    await page.waitForSelector(gameShowing(250), { timeout: 30_000 });
    const stored = (await storedGames(page)).at(-1)!;
    expect(stored.actions).toEqual(GAME.actions);
    const mine = replay({ ...GAME, actions: stored.actions }).state;
    expect(JSON.stringify(mine)).toBe(JSON.stringify(replay(GAME).state));
    await page.close();
  });

  test('a missing code, and codes of two games, are refused in words and import nothing', async () => {
    const shots = await codesOf(GAME);
    const scripted = await codesOf(scriptedRecord());
    const page = await receiver();
    const games = (await storedGames(page)).length;
    await page.locator('input[type=file]').setInputFiles(photos(shots.slice(1)));
    expect(await page.getByRole('alert').textContent()).toBe(`Code 1 of ${shots.length} is missing: read it too.`);
    await page.locator('input[type=file]').setInputFiles(photos([...shots, scripted[0]!]));
    await page.getByRole('alert').filter({ hasText: 'two different games' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('These photos hold the codes of two different games: pick the photos of one game only.');
    expect((await storedGames(page)).length).toBe(games);
    await page.close();
  });

  test('photos picked in two goes: what the first pick read is kept, and the second completes the game', async () => {
    const shots = await codesOf(GAME);
    const n = shots.length;
    const page = await receiver();
    await page.locator('input[type=file]').setInputFiles(photos(shots).filter((_, k) => k !== 2));
    expect(await page.getByRole('alert').textContent()).toBe(`Code 3 of ${n} is missing: read it too.`);
    expect(await page.locator('.handoff-progress').textContent()).toBe(`Read ${n - 1} of ${n} codes. Code 3 of ${n} is missing: read it too.`);
    await page.locator('input[type=file]').setInputFiles(photos(shots).slice(2, 3));
    await page.waitForSelector(gameShowing(250), { timeout: 30_000 });
    expect((await storedGames(page)).at(-1)!.actions).toEqual(GAME.actions);
    await page.close();
  });

  test('hostile codes: a QR code of something else, and whole frames of a record that is no game, are refused in words', async () => {
    // Codes made here, not by the app: a link, and the frames of a "game" with one player.
    const gif = (text: string) => Buffer.from(encodeQR(text, 'gif', { scale: 6, border: 4 }));
    const page = await receiver();
    const games = (await storedGames(page)).length;
    await page.locator('input[type=file]').setInputFiles([{ name: 'link.gif', mimeType: 'image/gif', buffer: gif('https://example.com/') }]);
    expect(await page.getByRole('alert').textContent()).toBe('A photo holds a QR code that is not a game handed over by Mergemaker.');
    const lonely = await handoffFrames(JSON.stringify({ format: 'mergemaker-game', version: 1, setup: { players: ['Ann'] }, actions: [] }));
    await page.locator('input[type=file]').setInputFiles(lonely.map((f, k) => ({ name: `f${k}.gif`, mimeType: 'image/gif', buffer: gif(f) })));
    await page.getByRole('alert').filter({ hasText: /player/ }).waitFor();
    expect((await storedGames(page)).length).toBe(games);
    await page.close();
  });

  test('the whole screen photographed with the phone tilted 15° forward, blurred and saved as JPEG 60, is read code by code', async () => {
    // Issue 34: with one dense code of 515 characters (version 14, about 4 px a module at 390 px), 2 of 10 such
    // photos were read. Each photo here is the sending phone's whole 390x844 screen, as another phone's camera sees
    // it: leaning back 15°, 1 px of blur, JPEG quality 60, on a dark table.
    const sending = await openApp(session);
    await importRecord(sending, GAME);
    await sending.waitForSelector(gameShowing(GAME.actions.length));
    await sending.getByRole('button', { name: 'Hand over by QR' }).click();
    await sending.locator('.handoff-send .qr').waitFor();
    await sending.getByRole('button', { name: 'Pause' }).click();
    const total = Number(/of (\d+)/.exec((await sending.locator('.handoff-count').textContent())!)![1]);
    const camera = await other.context.newPage();
    await camera.setViewportSize({ width: 800, height: 1000 });
    const shots: Buffer[] = [];
    for (let k = 1; k <= total; k++) {
      await sending.locator('.handoff-count', { hasText: `Code ${k} of ${total}` }).waitFor();
      const screen = (await sending.screenshot()).toString('base64');
      await camera.setContent(`<body style="margin:0;height:1000px;background:#2a2119;perspective:900px;display:grid;place-items:center">
        <img src="data:image/png;base64,${screen}" style="transform:rotateX(15deg);filter:blur(1px)"></body>`);
      await camera.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      shots.push(await camera.screenshot({ type: 'jpeg', quality: 60 }));
      await sending.getByRole('button', { name: 'Next →' }).click();
    }
    await Promise.all([sending.close(), camera.close()]);
    const page = await receiver();
    await page.locator('input[type=file]').setInputFiles(shots.map((buffer, k) => ({ name: `photo-${k + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await page.waitForSelector(gameShowing(250), { timeout: 30_000 });
    expect((await storedGames(page)).at(-1)!.actions).toEqual(GAME.actions);
    await page.close();
  });

  test('the camera reads the codes as they cycle and the game opens', async () => {
    const shots = await codesOf(GAME);
    const page = await receiver();
    // The camera is a canvas stream showing each code in turn, as the other screen cycles them.
    await cyclingCamera(page, shots.map((s) => `data:image/png;base64,${s.toString('base64')}`), { width: 640, height: 480, box: [140, 60, 360], everyMs: 400, fps: 15 });
    await page.getByRole('button', { name: 'Read with the camera' }).click();
    await page.waitForSelector(gameShowing(250), { timeout: 30_000 });
    expect((await storedGames(page)).at(-1)!.actions).toEqual(GAME.actions);
    await page.close();
  });
});
