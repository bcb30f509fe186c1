/**
 * How the board scripts (bench-board.mts, board-tune.mts) judge a reading against the truth, in one place.
 */
import type { BoardReading } from '../src/board/read-board.ts';

/** Whether a reading says the board and the game agree: a board found, no difference, nothing unseen (the game screen). */
export const saidToAgree = (r: BoardReading) => r.board && r.differences.notEntered.length === 0 && r.differences.notOnTable.length === 0 && r.unsure.length === 0;

/** Whether a reading of a board says `space` is as `ledger` has it (seen, and read as entered or not). */
export const agreesAt = (r: BoardReading, ledger: string[], space: string) => r.board && !r.unsure.includes(space) && r.occupied.includes(space) === ledger.includes(space);
