/** The end of a turn: the next player's turn, or after a declared end the end's scoring (docs/record-format.md). */
import { currentPlayer } from './game.ts';
import { startEndScoring } from './end-game.ts';
import type { GameEvent, GameState, Refusal } from './types.ts';
import { notNow } from './waiting.ts';

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
