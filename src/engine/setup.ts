/** A new game from its setup (../shared/spec/game-record.md "File"; RULINGS.md defaults and "Player order"). */
import { EDITIONS } from './editions.ts';
import { SHARES_PER_CHAIN } from './prices.ts';
import { parseTile, tileName, TILE_COUNT } from './tiles.ts';
import { EMPTY, LOOSE, type GameSetup, type GameState } from './types.ts';

/** The state before the first action. The setup must already be valid (see parseRecord). */
export function createGame(setup: GameSetup): GameState {
  const chains = EDITIONS[setup.edition].length;
  const board: number[] = new Array<number>(TILE_COUNT).fill(EMPTY);
  // Initial tiles are unincorporated even when adjacent (spec: "adjacent ones form no chain").
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

/**
 * The draw for first player (RULINGS.md "Player order"): the tile nearest 1A (row A before row B, then the
 * lower column) goes first, the others follow clockwise in seat order; the drawn tiles stay on the board.
 * `drawn[i]` is the tile player i drew. Returns the players in play order and the tiles in canonical form.
 */
export function orderByDraw(seats: string[], drawn: string[]): { players: string[]; initialTiles: string[] } {
  const tiles = drawn.map((t) => {
    const tile = parseTile(t);
    if (tile === null) throw new RangeError(`"${t}" is not a tile`);
    return tile;
  });
  if (new Set(tiles).size !== tiles.length) throw new RangeError('two players cannot draw the same tile');
  // Tile indices run row by row from 1A, so the smallest index is the tile nearest 1A.
  const first = tiles.indexOf(Math.min(...tiles));
  const players = seats.map((_, k) => seats[(first + k) % seats.length]!);
  return { players, initialTiles: tiles.map(tileName) };
}
