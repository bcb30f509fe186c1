/**
 * What the game waits for, in words, and the refusal of an action it is not waiting for. Apart from turn.ts, so that
 * the end of the game (end-game.ts), which ends a turn's last step, and the turn, which starts the end's scoring, do
 * not import each other.
 */
import { currentPlayer } from './game.ts';
import { refuse, type RefusalCode } from './refusals.ts';
import type { ActionType, GameState, Refusal } from './types.ts';

/** The plain-language description of what the game is waiting for. */
export function waitingFor(s: GameState): string {
  const who = currentPlayer(s).name;
  switch (s.awaiting) {
    case 'place':
      return `${who} to place a tile (or skip placing)`;
    case 'found':
      return `${who} to choose the chain to found`;
    case 'survivor':
      return `${who} to choose which of the tied chains survives the merger`;
    case 'defunct':
      return `${who} to choose which of the tied chains is handled next in the merger`;
    case 'market':
      return 'the stock market draw (a tile column, 1-12)';
    case 'dispose': {
      const holder = s.players[s.merger!.current!.queue[0]!]!.name;
      return `${holder} to sell, trade or keep shares of the defunct chain`;
    }
    case 'buy':
      return `${who} to buy shares or end the turn`;
    case 'endTurn':
      return `${who} to end the turn`;
    case 'ended':
      return 'nothing: the game is over';
  }
}

/** A refusal for an action that is fine in itself but not what the game is waiting for now. */
export function notNow(s: GameState, type: ActionType, what: string): Refusal {
  if (s.awaiting === 'ended') return refuse('game/ended', 'The game is over; nothing more can be entered.');
  return refuse(`${type}/not-now` as RefusalCode, `${what}: the game is waiting for ${waitingFor(s)}.`);
}
