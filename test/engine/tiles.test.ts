// docs/rules.md R1-R3: the board and tile names.
import { describe, expect, test } from 'vitest';
import { canonicalTile, NEIGHBOURS, parseTile, ROW_LETTERS, tileAt, tileColumn, tileName, TILE_COUNT } from '../../src/engine/index.ts';

const names = (t: number) => NEIGHBOURS[t]!.map(tileName).sort();

describe('board and tile names', () => {
  test('the board is 12 columns by 9 rows: 108 tiles from 1A to 12I, named column then row', () => {
    expect(TILE_COUNT).toBe(108);
    expect(tileName(0)).toBe('1A');
    expect(tileName(11)).toBe('12A');
    expect(tileName(12)).toBe('1B');
    expect(tileName(107)).toBe('12I');
    const all = new Set(Array.from({ length: TILE_COUNT }, (_, t) => tileName(t)));
    expect(all.size).toBe(108);
  });

  test('the tile at a row and a column, as the keypad asks for it: row C (index 2) and column 7 is 7C, tile 2 x 12 + 6 = 30', () => {
    expect(tileAt(2, 7)).toBe(30);
    expect(tileName(tileAt(2, 7))).toBe('7C');
    expect(tileAt(0, 1)).toBe(0);
    expect(tileAt(8, 12)).toBe(107);
    expect([...ROW_LETTERS].map((_, row) => tileName(tileAt(row, 1)))).toEqual(['1A', '1B', '1C', '1D', '1E', '1F', '1G', '1H', '1I']);
  });

  test('tile input is forgiving: 7c, 7-C, C7 and " 7 C " all mean 7C', () => {
    for (const text of ['7C', '7c', '7-C', 'C7', 'c7', ' 7 C ', 'c-7', '07C']) expect(canonicalTile(text)).toBe('7C');
    expect(canonicalTile('12i')).toBe('12I');
    expect(canonicalTile('I12')).toBe('12I');
  });

  test('names that are no tile are rejected', () => {
    for (const text of ['', '13A', '0A', '7J', 'AA', '77', '1AA', '100A', '7 C D', 'seven C']) expect(parseTile(text)).toBeNull();
  });

  test('adjacency is orthogonal only: next to 5F are 4F, 6F, 5E and 5G, never 6E or 4G', () => {
    expect(names(parseTile('5F')!)).toEqual(['4F', '5E', '5G', '6F']);
    expect(names(parseTile('1A')!)).toEqual(['1B', '2A']);
    expect(names(parseTile('12I')!)).toEqual(['11I', '12H']);
  });

  test('the column number of a tile is its market draw value, 1 to 12', () => {
    expect(tileColumn(parseTile('7C')!)).toBe(7);
    expect(tileColumn(parseTile('12A')!)).toBe(12);
  });
});
