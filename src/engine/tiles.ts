/** Board geometry and tile names (docs/rules.md R1-R3). */

/** Columns 1-12. */
export const COLUMNS = 12;
/** Rows A-I. */
export const ROWS = 9;
/** 108 tiles, one per board space. */
export const TILE_COUNT = COLUMNS * ROWS;
/** The rows' letters, top to bottom. */
export const ROW_LETTERS = 'ABCDEFGHI';

/** A tile is its board index: row * 12 + (column - 1), so 1A = 0, 12A = 11, 1B = 12, 12I = 107. */
export type Tile = number;

/** Canonical name of a tile: column then row, e.g. `7C`. */
export function tileName(tile: Tile): string {
  return `${(tile % COLUMNS) + 1}${ROW_LETTERS[Math.floor(tile / COLUMNS)]}`;
}

/** The tile at a row (0 for A … 8 for I) and a column (1-12). */
export function tileAt(row: number, column: number): Tile {
  return row * COLUMNS + column - 1;
}

/** Row letter (A-I) of a tile. */
export function tileRow(tile: Tile): string {
  return ROW_LETTERS[Math.floor(tile / COLUMNS)]!;
}

/** Column number (1-12) of a tile; the two-player market draw uses it. */
export function tileColumn(tile: Tile): number {
  return (tile % COLUMNS) + 1;
}

/**
 * Reads a tile name the forgiving way (docs/rules.md R2: `7c`, `7-C`, `C7`, ` 7 C `), or null when it names no tile.
 */
export function parseTile(text: string): Tile | null {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  const m = /^(\d{1,2})([A-I])$/.exec(compact) ?? swapped(/^([A-I])(\d{1,2})$/.exec(compact));
  if (!m) return null;
  const column = Number(m[1]);
  if (column < 1 || column > COLUMNS) return null;
  return ROW_LETTERS.indexOf(m[2]!) * COLUMNS + column - 1;
}

function swapped(m: RegExpExecArray | null): [string, string, string] | null {
  return m ? [m[0], m[2]!, m[1]!] : null;
}

/** Canonical form of a tile name, or null when it names no tile. */
export function canonicalTile(text: string): string | null {
  const tile = parseTile(text);
  return tile === null ? null : tileName(tile);
}

/** Orthogonal neighbours of every tile, computed once (adjacency is never diagonal). */
export const NEIGHBOURS: readonly (readonly Tile[])[] = Array.from({ length: TILE_COUNT }, (_, t) => {
  const col = t % COLUMNS;
  const row = Math.floor(t / COLUMNS);
  const out: Tile[] = [];
  if (row > 0) out.push(t - COLUMNS);
  if (col > 0) out.push(t - 1);
  if (col < COLUMNS - 1) out.push(t + 1);
  if (row < ROWS - 1) out.push(t + COLUMNS);
  return out;
});
