/** Small read helpers over a game state, shared by the rule modules. */
import { EDITIONS, chainIndex, type ChainDef } from './editions.ts';
import { sharePrice, SAFE_SIZE } from './prices.ts';
import type { GameState, PlayerState } from './types.ts';

/** Seat index of the player whose turn it is. */
export function currentIndex(s: GameState): number {
  return seatOfTurn(s.turn, s.players.length);
}

/** The seat whose turn `turn` (counted from 1) is, at a table of `players`: turns go round clockwise from seat 0. */
export function seatOfTurn(turn: number, players: number): number {
  return (turn - 1) % players;
}

/** The player whose turn it is. */
export function currentPlayer(s: GameState): PlayerState {
  return s.players[currentIndex(s)]!;
}

/** The edition's chains of this game. */
export function chainDefs(s: GameState): readonly ChainDef[] {
  return EDITIONS[s.setup.edition];
}

/** Name of a chain by its edition index. */
export function chainName(s: GameState, chain: number): string {
  return chainDefs(s)[chain]!.name;
}

/** Edition index of a chain name, or -1. */
export function findChain(s: GameState, name: string): number {
  return chainIndex(s.setup.edition, name);
}

/** Current price of one share of a chain on the board (0 when it is not on the board). */
export function chainPrice(s: GameState, chain: number): number {
  return sharePrice(chainDefs(s)[chain]!.tier, s.sizes[chain]!);
}

/** Whether a chain is on the board and safe. */
export function isSafe(s: GameState, chain: number): boolean {
  return s.sizes[chain]! >= SAFE_SIZE;
}

/** Whether a chain has tiles on the board. */
export function isOnBoard(s: GameState, chain: number): boolean {
  return s.sizes[chain]! > 0;
}

/** Edition indices of the chains on the board. */
export function chainsOnBoard(s: GameState): number[] {
  return s.sizes.flatMap((_, c) => (isOnBoard(s, c) ? [c] : []));
}

/** Edition indices of the chains a founder may pick: every chain not on the board (docs/rules.md R9). */
export function foundableChains(s: GameState): number[] {
  return s.sizes.flatMap((_, c) => (isOnBoard(s, c) ? [] : [c]));
}

/** Seat index of a player by name (exact after trimming), or -1. */
export function findPlayer(s: GameState, name: string): number {
  const wanted = name.trim();
  return s.players.findIndex((p) => p.name === wanted);
}

/** A deep copy of a state; cheaper than structuredClone because the shape is known. */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    board: s.board.slice(),
    sizes: s.sizes.slice(),
    bank: s.bank.slice(),
    players: s.players.map((p) => ({ name: p.name, cash: p.cash, shares: p.shares.slice() })),
    dead: s.dead.slice(),
    merger: s.merger && {
      ...s.merger,
      chains: s.merger.chains.slice(),
      remaining: s.merger.remaining.slice(),
      current: s.merger.current && { ...s.merger.current, queue: s.merger.current.queue.slice(), held: s.merger.current.held?.slice() ?? null },
    },
    endScoring: s.endScoring && { remaining: s.endScoring.remaining.slice() },
    standings: s.standings && s.standings.map((x) => ({ ...x })),
  };
}
