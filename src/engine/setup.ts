/** A new game from its setup (docs/record-format.md; the player-order draw of docs/rules.md R28). */
import { quoted } from './text.ts';
import { EDITIONS } from './editions.ts';
import { SHARES_PER_CHAIN } from './prices.ts';
import { parseTile, tileName, TILE_COUNT, type Tile } from './tiles.ts';
import { EMPTY, LOOSE, type GameSetup, type GameState } from './types.ts';

/** The state before the first action. The setup must already be valid (see parseRecord). */
export function createGame(setup: GameSetup): GameState {
  const chains = EDITIONS[setup.edition].length;
  const board: number[] = new Array<number>(TILE_COUNT).fill(EMPTY);
  // Initial tiles are unincorporated even when adjacent (docs/record-format.md: adjacent ones form no chain).
  for (const t of setup.initialTiles) board[parseTile(t)!] = LOOSE;
  return {
    setup,
    board,
    sizes: new Array<number>(chains).fill(0),
    bank: new Array<number>(chains).fill(SHARES_PER_CHAIN),
    players: setup.players.map((name) => ({ name, cash: setup.startingCash, shares: new Array<number>(chains).fill(0) })),
    turn: 1,
    awaiting: 'place',
    declared: false,
    dead: [],
    lastTile: null,
    founding: null,
    merger: null,
    endScoring: null,
    standings: null,
  };
}

/** The draw's outcome: play order and the drawn tiles (canonical), or why the draw is not valid. */
export type DrawResult = { ok: true; players: string[]; initialTiles: string[] } | { ok: false; message: string };

/**
 * The draw for first player (docs/rules.md R28): the tile nearest 1A (row A before row B, then the
 * lower column) goes first, the others follow clockwise in seat order; the drawn tiles stay on the board.
 * `drawn[i]` is the tile the player in seat i drew.
 */
export function orderByDraw(seats: string[], drawn: string[]): DrawResult {
  if (drawn.length !== seats.length) return { ok: false, message: 'Every player draws exactly one tile.' };
  const tiles: Tile[] = [];
  for (const [i, text] of drawn.entries()) {
    const tile = parseTile(text);
    if (tile === null) return { ok: false, message: `${seats[i]}'s tile ${quoted(text)} is not a tile (1A to 12I).` };
    if (tiles.includes(tile)) return { ok: false, message: `Two players cannot draw the same tile (${tileName(tile)}).` };
    tiles.push(tile);
  }
  // Tile indices run row by row from 1A, so the smallest index is the tile nearest 1A.
  const first = tiles.indexOf(Math.min(...tiles));
  const players = seats.map((_, k) => seats[(first + k) % seats.length]!);
  return { ok: true, players, initialTiles: tiles.map(tileName) };
}
