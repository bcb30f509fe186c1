/** The state as the `replay` command prints it (docs/record-format.md). */
import { chainDefs, chainName, chainPrice, chainsOnBoard, currentPlayer, isSafe } from './game.ts';
import { tileName } from './tiles.ts';
import { EMPTY, type Awaiting, type GameState, type Standing } from './types.ts';

/** The printed summary of a game. */
export interface GameSummary {
  ended: boolean;
  turn: number;
  currentPlayer: string;
  awaiting: Awaiting;
  awaitingPlayer: string | null;
  players: { name: string; cash: number; shares: Record<string, number> }[];
  chains: Record<string, { size: number; price: number; safe: boolean }>;
  bank: Record<string, number>;
  board: { placed: number; dead: string[] };
  standings: Standing[] | null;
}

/** Who a `dispose` waits for, else null. */
export function awaitingPlayer(s: GameState): string | null {
  return s.awaiting === 'dispose' ? s.players[s.merger!.current!.queue[0]!]!.name : null;
}

/** The summary the replay command prints for a state. */
export function summarize(s: GameState): GameSummary {
  const defs = chainDefs(s);
  const chains: GameSummary['chains'] = {};
  for (const c of chainsOnBoard(s)) {
    chains[chainName(s, c)] = { size: s.sizes[c]!, price: chainPrice(s, c), safe: isSafe(s, c) };
  }
  const bank: Record<string, number> = {};
  defs.forEach((d, c) => (bank[d.name] = s.bank[c]!));
  return {
    ended: s.awaiting === 'ended',
    turn: s.turn,
    currentPlayer: currentPlayer(s).name,
    awaiting: s.awaiting,
    awaitingPlayer: awaitingPlayer(s),
    players: s.players.map((p) => {
      const shares: Record<string, number> = {};
      p.shares.forEach((n, c) => {
        if (n > 0) shares[defs[c]!.name] = n;
      });
      return { name: p.name, cash: p.cash, shares };
    }),
    chains,
    bank,
    board: { placed: s.board.filter((cell) => cell !== EMPTY).length, dead: s.dead.map(tileName) },
    standings: s.standings,
  };
}
