/**
 * `npm run -s board -- [--ledger FILE] IMAGE...` (issue 37): one JSON line per image from the app's own board reader,
 * in Chromium with its worker; the differences from the ledger as the game screen would report them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { boardPhoto } from '../../scripts/board-photos.mts';

test('a tile on the table not entered, and a photo without a board, each said on its own line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mergemaker-board-'));
  // Generated with their truth (scripts/board-photos.mts): a black board, ivory tiles, 20° from straight down.
  const withBoard = boardPhoto(1, { board: true, look: 'black', light: 'even', tilt: 20, hand: false, tiles: 30, difference: 'notEntered' });
  const without = boardPhoto(7, { board: false });
  writeFileSync(join(dir, 'board.jpg'), withBoard.jpeg);
  writeFileSync(join(dir, 'table.jpg'), without.jpeg);
  writeFileSync(join(dir, 'ledger.json'), JSON.stringify({ 'board.jpg': withBoard.truth.ledger, 'table.jpg': [] }));
  const out = spawnSync('npm', ['run', '-s', 'board', '--', '--ledger', join(dir, 'ledger.json'), join(dir, 'board.jpg'), join(dir, 'table.jpg')], { encoding: 'utf8' });
  expect(out.status).toBe(0);
  const [first, second] = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
  const missing = withBoard.truth.occupied.filter((t) => !withBoard.truth.ledger.includes(t));
  expect(first).toMatchObject({ file: join(dir, 'board.jpg'), board: true, occupied: withBoard.truth.occupied, unsure: [], differences: { notEntered: missing, notOnTable: [] } });
  expect(second).toMatchObject({ file: join(dir, 'table.jpg'), board: false, occupied: [], unsure: [], differences: { notEntered: [], notOnTable: [] } });
}, 120_000);

test('paths are taken from the directory the command is started in (npm runs it from the package root)', () => {
  // A directory inside the project (npm finds the package from it), holding the photo and the ledger by bare names.
  mkdirSync('test-results', { recursive: true });
  const dir = mkdtempSync(join('test-results', 'board-cli-'));
  const photo = boardPhoto(1, { board: true, look: 'black', light: 'even', tilt: 20, hand: false, tiles: 30, difference: 'none' });
  writeFileSync(join(dir, 'board.jpg'), photo.jpeg);
  writeFileSync(join(dir, 'ledger.json'), JSON.stringify({ 'board.jpg': photo.truth.ledger }));
  const out = spawnSync('npm', ['run', '-s', 'board', '--', '--ledger', 'ledger.json', 'board.jpg'], { encoding: 'utf8', cwd: dir });
  rmSync(dir, { recursive: true, force: true });
  expect(out.stderr).toBe('');
  expect(out.status).toBe(0);
  expect(JSON.parse(out.stdout)).toMatchObject({ file: 'board.jpg', board: true, occupied: photo.truth.occupied, unsure: [], differences: { notEntered: [], notOnTable: [] } });
}, 120_000);

test('a ledger that is not an object of tile lists is refused in words, and nothing is read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mergemaker-board-'));
  writeFileSync(join(dir, 'ledger.json'), '["7C"]');
  const out = spawnSync('npm', ['run', '-s', 'board', '--', '--ledger', join(dir, 'ledger.json'), join(dir, 'none.jpg')], { encoding: 'utf8' });
  expect(out.status).toBe(2);
  expect(out.stderr).toMatch(/is not a JSON object of image name → tiles/);
  expect(out.stdout).toBe('');
  // --ledger last, with no file after it: said so, not read as a folder.
  const bare = spawnSync('npm', ['run', '-s', 'board', '--', '--ledger'], { encoding: 'utf8' });
  expect(bare.status).toBe(2);
  expect(bare.stderr).toMatch(/--ledger needs a file after it/);
  expect(bare.stdout).toBe('');
});
