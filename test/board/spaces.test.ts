// Reading each space from the ledger's teaching (issue 37): the photo's own look of a tile and of an empty space,
// learned near each space; a space like neither cannot be seen.
import { describe, expect, test } from 'vitest';
import { readSpaces } from '../../src/board/spaces.ts';

// Features: [log light, red share, green share, texture]. Ivory tiles on a black board: tiles light, spaces dark.
type F = [number, number, number, number];
const IVORY: F = [Math.log(200 + 4), 0.35, 0.34, 0.05];
const BLACK: F = [Math.log(35 + 4), 0.33, 0.33, 0.1];
const SKIN: F = [Math.log(150 + 4), 0.45, 0.32, 0.08];

describe('reading the spaces', () => {
  test('a tile on the table the game has not entered (7C) is read as a tile; the ledger teaches, it does not decide', () => {
    // Entered: a row of tiles along A (cells 0-11); 7C (cell 30) is on the table too.
    const entered = new Set(Array.from({ length: 12 }, (_, i) => i));
    const features = Array.from({ length: 108 }, (_, cell) => (entered.has(cell) || cell === 30 ? IVORY : BLACK));
    const reading = readSpaces(features, entered);
    expect(reading[30]).toBe('tile');
    expect(reading.filter((r) => r === 'tile')).toHaveLength(13);
    expect(reading.filter((r) => r === 'unsure')).toHaveLength(0);
  });

  test('an entered tile not on the table (8D, cell 43) is read as empty', () => {
    const entered = new Set([0, 1, 2, 3, 4, 43]);
    const features = Array.from({ length: 108 }, (_, cell) => (cell <= 4 ? IVORY : BLACK));
    expect(readSpaces(features, entered)[43]).toBe('empty');
  });

  test('a hand over 5E (cell 52), like neither a tile nor a space, and a space off the photo, cannot be seen', () => {
    const entered = new Set([0, 1, 2, 3, 4]);
    const features = Array.from({ length: 108 }, (_, cell) => (cell <= 4 ? IVORY : cell === 52 ? SKIN : cell === 107 ? null : BLACK));
    const reading = readSpaces(features, entered);
    expect(reading[52]).toBe('unsure');
    expect(reading[107]).toBe('unsure');
    expect(reading.filter((r) => r === 'unsure')).toHaveLength(2);
  });
});
