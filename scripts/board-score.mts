/**
 * How the board scripts (bench-board.mts, board-tune.mts) judge a reading against the truth, in one place.
 */
import type { BoardReading } from '../src/board/read-board.ts';
import { touching } from '../src/board/spaces.ts';
import { tileName, TILE_COUNT } from '../src/engine/index.ts';
import type { BoardTruth } from './board-photos.mts';

/** Whether a reading says the board and the game agree: a board found, no difference, nothing unseen (the game screen). */
export const saidToAgree = (r: BoardReading) => r.board && r.differences.notEntered.length === 0 && r.differences.notOnTable.length === 0 && r.unsure.length === 0;

/** Whether a reading of a board says `space` is as `ledger` has it (seen, and read as entered or not). */
export const agreesAt = (r: BoardReading, ledger: string[], space: string) => r.board && !r.unsure.includes(space) && r.occupied.includes(space) === ledger.includes(space);

/**
 * The spaces a photo's ledger may be made wrong on to ask whether the reader names a difference in view: neither hidden
 * nor partly hidden, and touching no space where the ledger already differs from the table (two differences side by
 * side are said unseen on purpose: one cover over both is likelier).
 */
export function spacesToMakeWrong(t: Omit<BoardTruth, 'file'>): string[] {
  const occupied = new Set(t.occupied);
  const ledger = new Set(t.ledger);
  const differs = [...Array(TILE_COUNT).keys()].filter((c) => occupied.has(tileName(c)) !== ledger.has(tileName(c)));
  return [...Array(TILE_COUNT).keys()].filter((c) => !t.hidden.includes(tileName(c)) && !t.partly.includes(tileName(c)) && !differs.some((d) => d === c || touching(c, d))).map((c) => tileName(c));
}
