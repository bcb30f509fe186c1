/** Turn order and what the game waits for (docs/record-format.md). */
import { currentPlayer } from './game.ts';
import { startEndScoring } from './end-game.ts';
import { refuse, type RefusalCode } from './refusals.ts';
import type { ActionType, GameEvent, GameState, Refusal } from './types.ts';

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

/** `endTurn`: after the placement (and any merger) and an optional buy; after a declared end, the game ends. */
export function endTurn(s: GameState, ev: GameEvent[]): Refusal | null {
  if (s.awaiting !== 'buy' && s.awaiting !== 'endTurn') return notNow(s, 'endTurn', 'The turn cannot end yet');
  ev.push({ type: 'turnEnded', player: currentPlayer(s).name });
  if (s.declared) {
    startEndScoring(s, ev);
    return null;
  }
  s.turn++;
  s.awaiting = 'place';
  return null;
}
