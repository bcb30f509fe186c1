/** What a tile would do on the board now, and how tiles join chains (docs/rules.md R8-R13). */
import { chainName, chainsOnBoard, isSafe } from './game.ts';
import { refuse, type RefusalCode } from './refusals.ts';
import { NEIGHBOURS, tileName, type Tile } from './tiles.ts';
import { EMPTY, LOOSE, type GameState, type Refusal } from './types.ts';

/** The effect a placement would have, decided from the board alone. */
export type PlacementEffect =
  | { kind: 'illegal'; refusal: Refusal }
  | { kind: 'orphan' }
  /** size: tiles of the new chain (the placed one and every unincorporated tile connected to it). */
  | { kind: 'found'; size: number }
  | { kind: 'grow'; chain: number; size: number }
  /** chains: every chain the tile touches, in edition order. */
  | { kind: 'merge'; chains: number[] };

/** Distinct chains orthogonally next to a tile, in edition order, and whether an unincorporated tile is next to it. */
export function neighbourhood(s: GameState, tile: Tile): { chains: number[]; loose: boolean } {
  const chains: number[] = [];
  let loose = false;
  for (const n of NEIGHBOURS[tile]!) {
    const cell = s.board[n]!;
    if (cell === LOOSE) loose = true;
    else if (cell >= 0 && !chains.includes(cell)) chains.push(cell);
  }
  chains.sort((a, b) => a - b);
  return { chains, loose };
}

/** Unincorporated tiles connected to a tile (not counting the tile itself). */
export function connectedLoose(s: GameState, tile: Tile): number {
  const seen = new Set<Tile>([tile]);
  const stack = [tile];
  let count = 0;
  while (stack.length > 0) {
    for (const n of NEIGHBOURS[stack.pop()!]!) {
      if (s.board[n] !== LOOSE || seen.has(n)) continue;
      seen.add(n);
      stack.push(n);
      count++;
    }
  }
  return count;
}

/** Whether a tile, not on the board, would merge two or more safe chains: a dead tile. */
export function isDeadTile(s: GameState, tile: Tile): boolean {
  return neighbourhood(s, tile).chains.filter((c) => isSafe(s, c)).length >= 2;
}

/** What placing this tile would do now, or why it cannot be placed. */
export function classifyPlacement(s: GameState, tile: Tile): PlacementEffect {
  const name = tileName(tile);
  if (s.board[tile] !== EMPTY) return illegal('place/occupied', `${name} is already on the board.`);
  if (s.dead.includes(tile)) return illegal('place/dead-tile', `${name} was set aside as a dead tile.`);
  const { chains, loose } = neighbourhood(s, tile);
  if (chains.length === 0) {
    if (!loose) return { kind: 'orphan' };
    if (chainsOnBoard(s).length >= s.sizes.length) {
      return illegal(
        'place/no-chain-left',
        `${name} would found a new chain, but all ${s.sizes.length} chains are on the board. Keep it for later.`,
      );
    }
    return { kind: 'found', size: 1 + connectedLoose(s, tile) };
  }
  if (chains.length === 1) {
    const chain = chains[0]!;
    return { kind: 'grow', chain, size: s.sizes[chain]! + 1 + connectedLoose(s, tile) };
  }
  const safe = chains.filter((c) => isSafe(s, c));
  if (safe.length >= 2) {
    const names = safe.map((c) => chainName(s, c)).join(' and ');
    return illegal('place/would-merge-safe-chains', `${name} would merge ${names}, which are both safe: it is a dead tile.`);
  }
  return { kind: 'merge', chains };
}

function illegal(code: RefusalCode, message: string): PlacementEffect {
  return { kind: 'illegal', refusal: refuse(code, message) };
}

/**
 * Gives a chain the tile and every tile connected to it that is unincorporated or in another chain,
 * and returns how many tiles changed hands. Chains never touch each other and unincorporated tiles never
 * touch a chain, so this reaches exactly the tiles a founding, growth or merger joins.
 */
export function absorb(s: GameState, tile: Tile, chain: number): number {
  const stack = [tile];
  let count = 0;
  s.board[tile] = chain;
  count++;
  while (stack.length > 0) {
    for (const n of NEIGHBOURS[stack.pop()!]!) {
      const cell = s.board[n]!;
      if (cell === EMPTY || cell === chain) continue;
      s.board[n] = chain;
      stack.push(n);
      count++;
    }
  }
  return count;
}
